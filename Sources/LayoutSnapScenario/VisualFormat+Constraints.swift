/// What VFL's `-` stands for: 8 between siblings and 20 to the superview edge unless the
/// scenario's `spacing` says otherwise.
public struct Spacing: Hashable, Sendable {
    public var siblings: Double = 8
    public var superview: Double = 20
    public init(siblings: Double = 8, superview: Double = 20) {
        self.siblings = siblings
        self.superview = superview
    }
}

/// `NSLayoutConstraint.FormatOptions` alignment options.
package enum FormatOption: String, Sendable, CaseIterable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

    /// The direction a direction option fixes an `H:` line to; nil for alignment options and
    /// leading-to-trailing (the view's own direction).
    var direction: LayoutDirection? {
        switch self {
        case .directionLeftToRight: .ltr
        case .directionRightToLeft: .rtl
        default: nil
        }
    }

    var isDirection: Bool { self == .directionLeadingToTrailing || self == .directionLeftToRight || self == .directionRightToLeft }

    var attribute: LayoutAttribute {
        switch self {
        case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft: .leading
        case .alignAllLeft: .left
        case .alignAllRight: .right
        case .alignAllTop: .top
        case .alignAllBottom: .bottom
        case .alignAllLeading: .leading
        case .alignAllTrailing: .trailing
        case .alignAllCenterX: .centerX
        case .alignAllCenterY: .centerY
        case .alignAllFirstBaseline: .firstBaseline
        case .alignAllLastBaseline: .lastBaseline
        }
    }
}

extension VisualFormat {
    /// The constraints the line stands for, with `|` meaning `superview`.
    func constraints(
        superview: String, spacing: Spacing, options: [FormatOption], location: SourceLocation, source: String
    ) -> [LayoutConstraintSpec] {
        let (leading, trailing, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        var result: [LayoutConstraintSpec] = []
        // An H: line with a direction option runs that way whatever the views' direction.
        let forced = axis == .horizontal ? options.compactMap(\.direction).first : nil
        func add(
            _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutConstraintSpec.Relation,
            _ second: LayoutItem?, _ secondAttribute: LayoutAttribute?, constant: Double, priority: Int
        ) {
            var spec = LayoutConstraintSpec(
                first, firstAttribute, relation, second, secondAttribute, constant: constant,
                priority: priority, location: location, source: source)
            spec.forcedDirection = forced
            result.append(spec)
        }
        /// `later.leadingSide REL earlier.trailingSide + gap` for each predicate of the gap.
        func connect(
            _ later: LayoutItem, _ laterAttribute: LayoutAttribute, _ earlier: LayoutItem,
            _ earlierAttribute: LayoutAttribute, _ gap: Gap, standard: Double
        ) {
            switch gap {
            case .flush:
                add(later, laterAttribute, .equal, earlier, earlierAttribute, constant: 0, priority: 1000)
            case .standard:
                add(later, laterAttribute, .equal, earlier, earlierAttribute, constant: standard, priority: 1000)
            case .predicates(let predicates):
                for predicate in predicates {
                    guard case .constant(let value) = predicate.target else { continue }  // the parser forbids views here
                    add(later, laterAttribute, predicate.relation, earlier, earlierAttribute, constant: value, priority: predicate.priority)
                }
            }
        }

        let parent = LayoutItem.view(superview)
        for box in boxes {
            for predicate in box.predicates {
                switch predicate.target {
                case .constant(let value):
                    add(.view(box.name), size, predicate.relation, nil, nil, constant: value, priority: predicate.priority)
                case .view(let other):
                    add(.view(box.name), size, predicate.relation, .view(other), size, constant: 0, priority: predicate.priority)
                }
            }
        }
        if let leadingEdge, let first = boxes.first {
            connect(.view(first.name), leading, parent, leading, leadingEdge, standard: spacing.superview)
        }
        for (index, gap) in gaps.enumerated() {
            connect(.view(boxes[index + 1].name), leading, .view(boxes[index].name), trailing, gap, standard: spacing.siblings)
        }
        if let trailingEdge, let last = boxes.last {
            connect(parent, trailing, .view(last.name), trailing, trailingEdge, standard: spacing.superview)
        }
        for option in options where !option.isDirection {
            for (earlier, later) in zip(boxes, boxes.dropFirst()) {
                add(.view(earlier.name), option.attribute, .equal, .view(later.name), option.attribute, constant: 0, priority: 1000)
            }
        }
        return result
    }
}
