import Foundation
import LayoutSnapScenario

/// A description of a font, as UIKit's `UIFontDescriptor`: family, size, weight, text style and
/// symbolic traits. Bold sets the weight; italic and the other traits are kept and drawn upright
/// (the pinned system font has no italic).
open class UIFontDescriptor: @unchecked Sendable {
    /// The font in layoutsnap's model.
    let spec: FontSpec
    public let symbolicTraits: SymbolicTraits

    init(spec: FontSpec, traits: SymbolicTraits) {
        self.spec = spec
        symbolicTraits = traits
    }

    /// A descriptor of a font by name (found as `UIFont(name:size:)` finds it).
    public convenience init(name fontName: String, size: CGFloat) {
        let bold = fontName.lowercased().contains("bold")
        self.init(spec: FontSpec(family: fontName, weight: bold ? 700 : 400, size: Double(size)), traits: bold ? .traitBold : [])
    }

    /// A descriptor from attributes: family or name, size, text style, and the traits' weight.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        var spec = FontSpec()
        if let family = (attributes[.family] ?? attributes[.name]) as? String { spec.family = family }
        if let size = attributes[.size] as? CGFloat { spec.size = Double(size) } else if let size = attributes[.size] as? Double { spec.size = size }
        if let style = attributes[.textStyle] as? UIFont.TextStyle {
            spec.textStyle = style.modelName
            spec.size = DynamicType.size(of: style.modelName, at: .large)
            spec.weight = DynamicType.weight(of: style.modelName)
        }
        if let traits = attributes[.traits] as? [TraitKey: Any], let weight = traits[.weight] as? UIFont.Weight { spec.weight = weight.cssWeight }
        self.init(spec: spec, traits: spec.weight >= 700 ? .traitBold : [])
    }

    /// The descriptor of a Dynamic Type text style's font.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public var pointSize: CGFloat { CGFloat(spec.size) }

    /// The same font with these traits instead of its own: bold is weight 700, without it the
    /// text style's weight (or regular).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var copy = spec
        if traits.contains(.traitBold) {
            copy.weight = max(copy.weight, 700)
        } else if symbolicTraits.contains(.traitBold) {
            copy.weight = copy.textStyle.map { DynamicType.weight(of: $0) } ?? 400
        }
        return UIFontDescriptor(spec: copy, traits: traits)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var copy = spec
        copy.size = Double(newPointSize)
        (copy.textStyle, copy.textStyleScale, copy.maximumSize) = (nil, 1, nil)
        return UIFontDescriptor(spec: copy, traits: symbolicTraits)
    }

    /// The same font in another design: the pinned fonts have one design, so it is the same font.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }

    /// Attribute names, as UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// Keys of the `traits` attribute.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }

    /// Symbolic traits, as UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// System font designs, as UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

extension UIFont {
    /// The font's descriptor: bold when its weight is 700 or more.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(spec: spec, traits: spec.weight >= 700 ? .traitBold : []) }

    /// The font a descriptor describes; a size of 0 keeps the descriptor's (and its text style).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var spec = descriptor.spec
        if pointSize > 0 {
            spec.size = Double(pointSize)
            (spec.textStyle, spec.textStyleScale, spec.maximumSize) = (nil, 1, nil)
        }
        self.init(spec: spec)
    }
}
