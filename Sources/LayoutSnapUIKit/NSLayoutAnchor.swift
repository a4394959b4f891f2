/// An attribute of a view or guide to make constraints from, as UIKit's `NSLayoutAnchor`.
/// Every factory takes the caller's file and line, which conflict reports name.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat, _ fileID: String, _ line: Int
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0, fileID, line)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, fileID: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, fileID, line)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, fileID, line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c, fileID, line)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, fileID, line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c, fileID, line)
    }
}

/// UIKit's standard spacing between two sibling views, which the system-spacing anchors use.
let systemSpacing: CGFloat = 8

/// A horizontal position anchor.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier, fileID, line)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier, fileID, line)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier, fileID, line)
    }
}

/// A vertical position anchor.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier, fileID, line)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier, fileID, line)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier, fileID, line)
    }
}

/// A width or height anchor: also relates to constants and to other dimensions times a
/// multiplier.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.equal, nil, constant: c, fileID, line)
    }

    public func constraint(greaterThanOrEqualToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, fileID, line)
    }

    public func constraint(lessThanOrEqualToConstant c: CGFloat, fileID: String = #fileID, line: Int = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c, fileID, line)
    }

    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, fileID, line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, fileID, line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, fileID, line)
    }
}

/// What has the edge, centre and size anchors: views and layout guides (written once here, as
/// both have them in UIKit).
@MainActor
public protocol LayoutAnchorsProviding: AnyObject {}

extension LayoutAnchorsProviding {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UILayoutGuide: LayoutAnchorsProviding {}

extension UIView: LayoutAnchorsProviding {
    /// Views alone have baselines.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
}
