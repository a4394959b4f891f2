import Testing

@testable import LayoutSnapUIKit

/// `constraint.constant = x; layoutIfNeeded()` moves the constant in the solver the last pass
/// kept, as UIKit's engine does; anything else a layout reads makes the next pass a full one.
/// Either way the frames are those of a full pass.
@MainActor
@Suite struct IncrementalLayoutTests {
    /// A column: a header pinned with anchors, a body under it sized by SnapKit, a footer
    /// placed by VFL; `edits` changes constants, then the frames are compared with a full pass.
    @MainActor
    final class Column {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let header = UIView(), body = UILabel(), footer = UIView()
        var headerTop: NSLayoutConstraint!
        var bodyHeight: Constraint!
        var footerConstraints: [NSLayoutConstraint] = []

        init() {
            for view in [header, body, footer] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            body.numberOfLines = 0
            body.text = "A label under the header, wrapping over a few lines at this width."
            headerTop = header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 12)
            NSLayoutConstraint.activate([
                headerTop, header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16), header.heightAnchor.constraint(equalToConstant: 44),
            ])
            body.snp.makeConstraints { make in
                make.top.equalTo(header.snp.bottom).offset(8)
                make.left.right.equalTo(header)
                bodyHeight = make.height.greaterThanOrEqualTo(40).constraint
            }
            footerConstraints = NSLayoutConstraint.constraints(withVisualFormat: "V:[body]-20-[footer(30)]", options: [], metrics: nil, views: ["body": body, "footer": footer])
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|-[footer]-|", options: [], metrics: nil, views: ["footer": footer])
            NSLayoutConstraint.activate(footerConstraints)
        }

        var frames: [CGRect] { [header, body, footer].map(\.frame) }
    }

    @Test func movedConstantsGiveAFullPassesFrames() {
        let column = Column()
        column.root.layoutIfNeeded()
        let before = LayoutPassCache.passesInPlace
        column.headerTop.constant = 40
        column.root.layoutIfNeeded()
        column.bodyHeight.update(offset: 120)
        column.root.layoutIfNeeded()
        column.footerConstraints.first { $0.constant == 20 }?.constant = 5
        column.root.layoutIfNeeded()
        #expect(LayoutPassCache.passesInPlace == before + 3, "each edit re-solved in place")
        let moved = column.frames
        #expect(moved[0].minY == 40)
        #expect(moved[1].height == 120 && moved[1].minY == 92)
        #expect(moved[2].minY == 217)
        // The same hierarchy laid out from scratch.
        column.root.invalidateIntrinsicContentSize()
        column.root.layoutIfNeeded()
        #expect(column.frames == moved)
        #expect(LayoutPassCache.passesInPlace == before + 3)
    }

    @Test func anyOtherChangeMakesAFullPass() {
        let column = Column()
        column.root.layoutIfNeeded()
        let short = column.body.frame.height
        let before = LayoutPassCache.passesInPlace
        column.body.text = String(repeating: "Longer text wraps onto more lines. ", count: 6)
        column.root.layoutIfNeeded()
        #expect(column.body.frame.height > short)
        column.footer.isHidden = true
        column.headerTop.constant = 30
        column.header.removeFromSuperview()
        column.root.layoutIfNeeded()
        #expect(column.body.frame.minY == 0, "the body's top constraint went with the header")
        #expect(LayoutPassCache.passesInPlace == before)
    }

    @Test func aRequiredConstantThatContradictsTheOthersIsReportedAsAFullPassWould() {
        _ = UIKitProblems.drain()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, box.widthAnchor.constraint(lessThanOrEqualToConstant: 200), box.heightAnchor.constraint(equalToConstant: 10),
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        width.constant = 150
        root.layoutIfNeeded()
        #expect(box.frame.width == 150)
        width.constant = 250
        root.layoutIfNeeded()
        #expect(UIKitProblems.drain().joined().contains("Unable to simultaneously satisfy constraints."))
        #expect(box.frame.width == 200 || box.frame.width == 250)
        #expect(!box.hasAmbiguousLayout)
    }
}
