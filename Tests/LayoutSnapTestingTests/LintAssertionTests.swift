import Foundation
import LayoutSnapTesting
import LayoutSnapUIKit
import Testing

/// Lint from a test: a view built in UIKit code, checked in every render of a matrix.
@MainActor
@Suite struct LintAssertionTests {
    /// A header whose title does not fit at the largest text size, with a close button too
    /// small to tap.
    static func header(closeSide: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.backgroundColor = .white
        let title = UILabel()
        title.text = "Notification settings"
        title.font = .preferredFont(forTextStyle: .headline)
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.setTitleColor(.black, for: .normal)
        for view in [title, close] { root.addSubview(view) }
        title.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.width.equalTo(200)
        }
        close.snp.makeConstraints { make in
            make.right.equalToSuperview().inset(16)
            make.centerY.equalToSuperview()
            make.width.equalTo(60)
            make.height.equalTo(closeSide)
        }
        return root
    }

    static let sizes = try! RenderSpec.matrix(contentSizeCategories: [.large, .AX5])

    @Test func findingsNameTheViewsAndTheRendersTheyShowIn() {
        let findings = lintFindings(of: Self.header(closeSide: 30), named: "header", renders: Self.sizes)
        #expect(Set(findings.map(\.code)) == [.truncatedText, .smallTouchTarget], "\(findings.map(\.message))")
        #expect(findings.filter { $0.code == .truncatedText }.map(\.render) == ["AX5"])
        #expect(findings.filter { $0.code == .smallTouchTarget }.map(\.render) == ["large", "AX5"])
    }

    @Test func aCleanViewRecordsNothingAndAFindingRecordsAnIssue() {
        expectNoLintFindings(of: Self.header(closeSide: 44), renders: Self.sizes, ignoring: [.truncatedText])
        withKnownIssue {
            expectNoLintFindings(of: Self.header(closeSide: 30), renders: Self.sizes, ignoring: [.truncatedText])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("smaller than the 44 × 44 pt a finger needs (in 2 of 2 renders: large, AX5) [small-touch-target]") }
        }
    }
}
