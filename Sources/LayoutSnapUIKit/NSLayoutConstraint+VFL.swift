import LayoutSnapScenario

extension NSLayoutConstraint {
    /// Constraints from a Visual Format Language line, read by the same parser as scenario
    /// files: views by the names in `views`, metrics by name, UIKit's standard spacing (8
    /// between siblings, 20 to the superview). A line UIKit would refuse is reported with its
    /// file and line, and makes no constraints.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any],
        fileID: String = #fileID, line: Int = #line
    ) -> [NSLayoutConstraint] {
        let location = SourceLocation(file: fileID, line: line, column: 1)
        var named: [String: UIView] = [:]
        for (name, value) in views { if let view = value as? UIView { named[name] = view } }
        // The line's world: each superview of a named view (as `__superviewN`) holding the
        // named views it contains; the reader checks that a line's views are siblings.
        var parents: [UIView] = []
        for name in named.keys.sorted() {
            guard let parent = named[name]?.superview else { continue }
            if !parents.contains(where: { $0 === parent }) { parents.append(parent) }
        }
        var root = ViewSpec(id: "root")
        root.subviews = parents.enumerated().map { index, parent in
            var spec = ViewSpec(id: "__superview\(index)")
            spec.subviews = named.keys.sorted().filter { named[$0]?.superview === parent }.map { ViewSpec(id: $0) }
            return spec
        }
        let numbers = (metrics ?? [:]).compactMapValues { value -> Double? in
            switch value {
            case let value as CGFloat: Double(value)
            case let value as Double: value
            case let value as Int: Double(value)
            case let value as Float: Double(value)
            default: nil
            }
        }
        let specs: [LayoutConstraintSpec]
        do {
            specs = try ScenarioLoader.visualFormat(format, options: opts.modelOptions, metrics: numbers, tree: ViewTree(root: root), at: location)
        } catch {
            UIKitProblems.report("\(location): unable to parse constraint format '\(format)': \(error.message)")
            return []
        }
        func object(_ item: LayoutItem?) -> AnyObject? {
            guard case .view(let id) = item else { return nil }
            if id.hasPrefix("__superview"), let index = Int(id.dropFirst("__superview".count)), parents.indices.contains(index) { return parents[index] }
            return named[id]
        }
        return specs.compactMap { spec in
            guard let first = object(spec.firstItem), let firstAttribute = Attribute(spec.firstAttribute) else { return nil }
            let relation: Relation =
                switch spec.relation {
                case .lessThanOrEqual: .lessThanOrEqual
                case .equal: .equal
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: object(spec.secondItem),
                attribute: spec.secondAttribute.flatMap(Attribute.init) ?? .notAnAttribute, multiplier: CGFloat(spec.multiplier),
                constant: CGFloat(spec.constant), fileID: fileID, line: line)
            constraint.priority = UILayoutPriority(Float(spec.priority))
            constraint.forcedDirection = spec.forcedDirection
            return constraint
        }
    }
}

extension NSLayoutConstraint.Attribute {
    init?(_ attribute: LayoutAttribute) {
        let match = Self.allModelled.first { $0.model == attribute }
        guard let match else { return nil }
        self = match
    }

    static let allModelled: [NSLayoutConstraint.Attribute] = (1...20).compactMap { NSLayoutConstraint.Attribute(rawValue: $0) }
}

extension NSLayoutConstraint.FormatOptions {
    /// The options as the VFL reader names them.
    var modelOptions: [FormatOption] {
        let table: [(NSLayoutConstraint.FormatOptions, FormatOption)] = [
            (.alignAllLeft, .alignAllLeft), (.alignAllRight, .alignAllRight), (.alignAllTop, .alignAllTop), (.alignAllBottom, .alignAllBottom),
            (.alignAllLeading, .alignAllLeading), (.alignAllTrailing, .alignAllTrailing), (.alignAllCenterX, .alignAllCenterX),
            (.alignAllCenterY, .alignAllCenterY), (.alignAllFirstBaseline, .alignAllFirstBaseline), (.alignAllLastBaseline, .alignAllLastBaseline),
            (.directionLeftToRight, .directionLeftToRight), (.directionRightToLeft, .directionRightToLeft),
        ]
        return table.filter { contains($0.0) && !$0.0.isEmpty }.map(\.1)
    }
}
