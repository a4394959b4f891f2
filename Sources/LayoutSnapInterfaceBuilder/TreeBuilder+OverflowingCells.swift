import LayoutSnapScenario

extension TreeBuilder {
    /// Whether a cell's content view holds views Xcode stored below its bottom: the canvas laid
    /// the content out at the height it needs (a self-sizing row's, UIKit's answer at run time)
    /// and kept the row at its stored height, clipping it. Esri's static settings rows: a label
    /// and a slider, 82 points of content in a 44-point row.
    static func contentOverflows(_ element: XMLElement, frame: Rect) -> Bool {
        guard element.name == "tableViewCellContentView" || element.name == "collectionViewCellContentView" else { return false }
        return (element.child("subviews")?.children ?? []).contains { child in
            guard child["translatesAutoresizingMaskIntoConstraints"] == "NO", child["hidden"] != "YES", let rect = DocumentReader.rect(child) else {
                return false
            }
            return rect.y + rect.height > frame.height + 0.5
        }
    }

    /// The `source` of the constraints that place a self-sizing cell's content view.
    static let fittingContentSource = "self-sizing cell content"

    /// The content view placed where it is stored, as wide, and as tall as its content needs
    /// (UIKit's fitting of a self-sizing cell: the height pulled down below every hugging and
    /// compression priority), but no shorter than stored: content that leaves its height open
    /// keeps the row's (short of required, so that content which insists on less still lays out).
    static func fittingContentConstraints(_ id: String, frame: Rect, parent: String, at location: SourceLocation) -> [LayoutConstraintSpec] {
        func spec(
            _ attribute: LayoutAttribute, _ other: LayoutAttribute?, _ relation: LayoutConstraintSpec.Relation = .equal, constant: Double, priority: Int = 1000
        ) -> LayoutConstraintSpec {
            encapsulated(id, attribute, relation, to: parent, other, constant: constant, priority: priority, at: location, source: fittingContentSource)
        }
        return [spec(.left, .left, constant: frame.x), spec(.top, .top, constant: frame.y), spec(.width, nil, constant: frame.width),
                spec(.height, nil, .greaterThanOrEqual, constant: frame.height, priority: 999), spec(.height, nil, constant: 0, priority: 50)]
    }
}
