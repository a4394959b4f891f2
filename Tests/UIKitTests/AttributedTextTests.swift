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

    /// `shadowColor` and `shadowOffset` (0 × −1 unless set) reach the label's model; a
    /// label without a shadow colour casts none.
    @Test func aLabelsShadowReachesItsModel() {
        let label = UILabel()
        label.text = "Shadow"
        #expect(label.modelSpec().label?.shadow == nil)
        label.shadowColor = .black
        #expect(label.modelSpec().label?.shadow == TextShadow(color: UIColor.black.color, offset: Size(width: 0, height: -1)))
        label.shadowOffset = CGSize(width: 2, height: 3)
        #expect(label.modelSpec().label?.shadow?.offset == Size(width: 2, height: 3))
        label.shadowColor = .clear
        #expect(label.modelSpec().label?.shadow == nil)
    }

    /// A button's normal-state title shadow colour reaches its model, moved by its title label's
    /// `shadowOffset`, which is none until set: no offset, no shadow.
    @Test func aButtonsTitleShadowReachesItsModel() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.modelSpec().control?.titleShadow == nil)
        button.titleLabel?.shadowOffset = CGSize(width: 1, height: 2)
        #expect(button.modelSpec().control?.titleShadow == TextShadow(color: UIColor.black.color, offset: Size(width: 1, height: 2)))
        #expect(button.titleShadowColor(for: .highlighted) == .black)
    }

    /// Runs built as iOS code builds them: ranges in UTF-16 units, attributes added over parts.
    @Test func eachRunKeepsItsFontAndColour() throws {
        let text = "Hi 👋 world, bold and red"
        let string = NSMutableAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let bold = (text as NSString).range(of: "bold")
        string.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 22), range: bold)
        string.addAttributes([.foregroundColor: UIColor.systemRed], range: (text as NSString).range(of: "red"))
        string.append(NSAttributedString(string: "!", attributes: [.foregroundColor: UIColor.systemBlue]))
        let label = UILabel()
        label.attributedText = string
        let runs = try #require(label.modelSpec().label?.runs)
        let utf8 = Array((text + "!").utf8)
        func runText(_ run: TextRun) -> String { String(decoding: utf8[run.start..<run.end], as: UTF8.self) }
        #expect(runs.first { $0.font?.weight == 700 }.map(runText) == "bold")
        #expect(runs.first { $0.font?.weight == 700 }?.font?.size == 22)
        #expect(runs.first { $0.color == UIColor.systemRed.color }.map(runText) == "red")
        #expect(runs.last.map(runText) == "!" && runs.last?.color == UIColor.systemBlue.color)
        #expect(label.attributedText?.string == text + "!")
        // A larger bold run makes the label wider and taller than the same text plain.
        let plain = UILabel()
        plain.text = text + "!"
        #expect(label.intrinsicContentSize.width > plain.intrinsicContentSize.width + 4)
        #expect(label.intrinsicContentSize.height > plain.intrinsicContentSize.height)
        // Setting the text drops the runs, as in UIKit.
        label.text = "plain"
        #expect(label.modelSpec().label?.runs.isEmpty == true)
    }

    @Test func setAttributesReplacesAndRemoveAttributeTakesOneKey() throws {
        let string = NSMutableAttributedString(string: "one two", attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 20)])
        string.setAttributes([.font: UIFont.systemFont(ofSize: 12)], range: NSRange(location: 4, length: 3))
        string.removeAttribute(.font, range: NSRange(location: 0, length: 3))
        #expect(string.attributes(at: 5, effectiveRange: nil)[.foregroundColor] == nil, "setAttributes cleared the colour")
        #expect((string.attributes(at: 5, effectiveRange: nil)[.font] as? UIFont)?.pointSize == 12)
        #expect(string.attributes(at: 1, effectiveRange: nil)[.font] == nil)
        #expect(string.attributes(at: 1, effectiveRange: nil)[.foregroundColor] as? UIColor == UIColor.systemRed)
        #expect(string.length == 7)
        let label = UILabel()
        label.attributedText = string
        let runs = try #require(label.modelSpec().label?.runs)
        #expect(runs.map { $0.characters(in: "one two") } == ["one", " ", "two"])
        #expect(runs[0].font == nil && runs[0].color == UIColor.systemRed.color)
        #expect(runs[2].font?.size == 12 && runs[2].color == nil)
    }

    /// Underline and strikethrough styles (raw values or NSNumbers), kerning and a background
    /// colour become a run's; attributes that change nothing make no run.
    @Test func linesKerningAndBackgroundBecomeRuns() throws {
        let string = NSMutableAttributedString(string: "Terms apply, was 9")
        string.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue, .kern: CGFloat(1.5)], range: NSRange(location: 0, length: 5))
        string.addAttribute(.strikethroughStyle, value: NSNumber(value: 1), range: NSRange(location: 17, length: 1))
        string.addAttribute(.backgroundColor, value: UIColor.yellow, range: NSRange(location: 6, length: 5))
        string.addAttribute(.underlineStyle, value: 0, range: NSRange(location: 11, length: 1))
        let runs = string.textRuns
        #expect(runs.count == 3, "\(runs)")
        #expect(runs[0].underline && runs[0].kern == 1.5 && runs[0].start == 0 && runs[0].end == 5)
        #expect(runs[1].background != nil && !runs[1].underline && runs[1].start == 6 && runs[1].end == 11)
        #expect(runs[2].strikethrough && runs[2].start == 17)
        let label = UILabel()
        label.attributedText = string
        let plain = UILabel()
        plain.text = string.string
        #expect(label.intrinsicContentSize.width > plain.intrinsicContentSize.width + 5, "the kerning widens the label")
    }
}
