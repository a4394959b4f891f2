import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// Attributed text sets a label's characters and its first run's font, colour and alignment.
@MainActor
@Suite struct AttributedTextTests {
    @Test func theFirstRunsStyleIsTheLabels() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemRed, .paragraphStyle: paragraph])
        let spec = label.modelSpec()
        #expect(spec.label?.text == "Hello")
        #expect(spec.label?.font.size == 24 && spec.label?.font.weight == 700)
        #expect(spec.label?.color == UIColor.systemRed.color)
        #expect(spec.label?.alignment == .center)
    }
}
