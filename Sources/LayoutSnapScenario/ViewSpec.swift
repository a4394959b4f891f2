/// Content hugging or compression-resistance priorities per axis.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Int
    public var vertical: Int
    public init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// How a label breaks or shortens lines, as `NSLineBreakMode`.
public enum LineBreak: String, Sendable, CaseIterable {
    case wordWrap = "word", charWrap = "char", truncateHead = "truncate-head"
    case truncateMiddle = "truncate-middle", truncateTail = "truncate-tail", clip
}

/// Horizontal text alignment, as `NSTextAlignment` (natural is left here).
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right, natural, justified
}

/// A font: family, CSS weight and size in points. The default is the system font at 17 pt,
/// which layoutsnap sets in Inter.
public struct FontSpec: Hashable, Sendable {
    public var family: String
    public var weight: Int
    public var size: Double
    /// A Dynamic Type text style: the size and weight then follow the render's category.
    public var textStyle: TextStyleName?
    /// For a font that scales with `textStyle` from a size of its own (UIKit's
    /// `UIFontMetrics.scaledFont(for:)`): its size over the style's at the default category,
    /// and the largest size it may reach.
    package var textStyleScale = 1.0
    package var maximumSize: Double?
    public init(family: String = "system", weight: Int = 400, size: Double = 17, textStyle: TextStyleName? = nil) {
        self.family = family
        self.weight = weight
        self.size = size
        self.textStyle = textStyle
    }
}

/// A label's text and how it is set.
public struct LabelSpec: Hashable, Sendable {
    public var text: String = ""
    public var font = FontSpec()
    public var color = Color.named("label") ?? Color(red: 0, green: 0, blue: 0)
    /// numberOfLines: 0 is unlimited.
    public var lines = 1
    public var alignment = TextAlignment.natural
    public var lineBreak = LineBreak.truncateTail
    public var preferredMaxLayoutWidth: Double?
    /// Whether the label's view lays out right to left (set by `Scenario.applying(_:)`):
    /// natural alignment is then right.
    public var isRightToLeft = false
    /// Stretches of the text in their own font or colour (an attributed string's runs).
    public var runs: [TextRun] = []
    /// Where the last baseline hangs from when the label is taller than its text: since iOS 11
    /// a fixed distance above its bottom; iOS 10's labels, as Xcode 8 and older laid them out,
    /// kept it where the text's top puts it (`lastBaseline: top`).
    public var lastBaselineFromTop = false
    /// The text drawn again beneath itself, offset (UILabel's `shadowColor`, `shadowOffset`).
    public var shadow: TextShadow?
    /// UILabel's shadow offset until one is set: a point up.
    public static let defaultShadowOffset = Size(width: 0, height: -1)
    public init() {}
}

/// An image: a PNG file (intrinsic size is its pixels divided by the device scale) or a
/// placeholder of a given size.
public struct ImageSpec: Hashable, Sendable {
    /// The file as written in the scenario.
    public var file: String?
    /// The file's path, resolved against the scenario's folder.
    public var path: String?
    /// The PNG's size in pixels, read when the scenario is loaded.
    public var pixelSize: Size?
    /// A placeholder's size in points.
    public var size: Size?
    /// A checksum of the file's bytes, read when the scenario is loaded: the layout JSON
    /// carries it, so a diff names a changed image instead of only counting pixels.
    public var checksum: String?
    /// A placeholder's SF Symbol name, drawn as strokes when layoutsnap knows the symbol.
    public var symbol: String?
    /// The colour a symbol is drawn in (the image view's tint).
    public var tint: Color?
    public init(
        file: String? = nil, path: String? = nil, pixelSize: Size? = nil, size: Size? = nil, checksum: String? = nil,
        symbol: String? = nil, tint: Color? = nil
    ) {
        self.file = file
        self.path = path
        self.pixelSize = pixelSize
        self.size = size
        self.checksum = checksum
        self.symbol = symbol
        self.tint = tint
    }

    /// Whether layoutsnap draws this SF Symbol (as strokes) rather than a placeholder.
    public static func drawsSymbol(_ name: String) -> Bool { SymbolGlyphs.draws(name) }
}

/// One view of a scenario's hierarchy, as written.
public struct ViewSpec: Hashable, Sendable {
    public var id: String
    public var kind: ViewKind
    public var location: SourceLocation
    public var subviews: [ViewSpec] = []
    public var background: Color?
    public var borderColor: Color?
    public var borderWidth: Double = 0
    public var cornerRadius: Double = 0
    /// The corners `cornerRadius` rounds (a layer's `maskedCorners`): all unless told.
    public var roundedCorners = RoundedCorners.all
    /// The standard deviation, in points, of the blur of what lies beneath the view inside its
    /// frame (a `UIVisualEffectView`'s blur), drawn under its background; 0: none.
    public var blurRadius: Double = 0
    /// The blur a visual-effect view's blur effect is drawn with, whatever its style (the
    /// style picks the tint): an approximation of UIKit's materials.
    public static let materialBlurRadius = 20.0
    public var alpha: Double = 1
    public var isHidden = false
    public var clipsToBounds = false
    /// A fixed frame in the superview's coordinates (translatesAutoresizingMaskIntoConstraints).
    public var frame: Rect?
    /// An explicit intrinsic content size; on a label or an image it replaces the measured
    /// one, as overriding `intrinsicContentSize` does.
    public var intrinsicSize: IntrinsicSize?
    public var hugging = AxisPriorities(horizontal: 250, vertical: 250)
    public var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    public var layoutMargins: Insets?
    /// Alignment-rectangle insets of the view's own, in place of its kind's: a custom view
    /// overriding `alignmentRectInsets`, or a slider as the canvas of toolsVersion 24000 to
    /// 25999 draws it (no insets).
    public var customAlignmentRectInsets: Insets?
    /// `insetsLayoutMarginsFromSafeArea`: margins grow by the view's safe-area insets.
    public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`: margins are at least the superview's where they overlap.
    public var preservesSuperviewLayoutMargins = false
    /// `layoutMarginsFollowReadableWidth`: the side margins grow so that the margins guide is
    /// no wider than the readable width.
    public var layoutMarginsFollowReadableWidth = false
    /// Custom layout guides (UILayoutGuide) this view owns, by name.
    public var guides: [GuideSpec] = []
    /// Lint finding codes not reported for this view (`lint: {ignore: [low-contrast]}`).
    public var lintIgnore: [String] = []
    /// `lint: {leaveOut: true}`: lint reports nothing about the view or what it holds (what
    /// `import` writes for the bars and items layoutsnap draws for Xcode's canvas).
    public var lintLeavesOut = false
    /// What VoiceOver reads for the view (`accessibilityLabel`); nil: its text or title.
    public var accessibilityLabel: String?
    /// `isAccessibilityElement` as set; nil: the kind's default (text, buttons and controls
    /// are elements, containers are not; an image is one when it has a label).
    public var isAccessibilityElement: Bool?
    /// `semanticContentAttribute`: a forced direction applies to the whole subtree.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// Whether `layoutMargins` came from `directionalLayoutMargins` (leading/trailing), so that
    /// they swap sides right to left.
    public var hasDirectionalMargins = false
    /// For a view read from an Interface Builder file: the element's `id` and its class
    /// (customClass, else the UIKit class).
    public var interfaceBuilderID: String?
    public var interfaceBuilderClass: String?
    /// The `interfaceBuilderID` of the views layoutsnap adds to draw what Xcode's canvas draws
    /// around a scene's own views (simulated bars, bars' titles and items): not the file's.
    public static let canvasDrawnID = "(simulated)"
    /// Whether layoutsnap added the view to draw what the canvas draws (`canvasDrawnID`).
    public var isDrawnForTheCanvas: Bool { interfaceBuilderID == Self.canvasDrawnID }
    /// Whether lint leaves the view and its subviews out: drawn for the canvas, or so marked.
    public var isLeftOutOfLint: Bool { lintLeavesOut || isDrawnForTheCanvas }
    /// The frame Xcode stored for it (superview coordinates): the reference the fidelity
    /// figure compares with.
    public var interfaceBuilderFrame: Rect?
    /// Whether Xcode flagged that frame misplaced (`misplaced="YES"`): it is not where the
    /// view's constraints put it, and the canvas draws the view there only until its frames are
    /// updated.
    public var isMisplacedInInterfaceBuilder = false
    /// Whether Xcode flagged the view's layout ambiguous (`ambiguous="YES"`): its constraints
    /// do not place it on the canvas, and the stored frame is whatever it last had.
    public var isAmbiguousInInterfaceBuilder = false
    /// A frame size the view keeps whatever its constraints say, as a `UISwitch` built in code
    /// keeps 51×31: UIKit applies a solved layout through `bounds` and `center`, so the frame
    /// sits centred where the constraints put it. Nil: the frame is the solved one (scenarios
    /// and Interface Builder files, whose canvas stores stretched switches).
    public var enforcedSize: Size?
    /// The view's size before Auto Layout runs: `UIView(frame:)`'s, or the frame a nib
    /// stores. UIKit goes by it where a view has no size of its own: a fill-proportionally
    /// stack shares its length out by each arranged view's intrinsic length, else this.
    public var initialSize: Size?
    /// Whether the view lays out right to left in the render being laid out: its layout
    /// direction, or a forced one above it (set by `Scenario.applying(_:)`).
    public var isRightToLeft = false
    /// Scroll views: an explicit content size, used while no constraint reaches the content area.
    public var contentSize: Size?
    /// The offset the file or a render gives; without one a scroll view rests at
    /// (-adjustedContentInset.left, -adjustedContentInset.top).
    public var contentOffset: Point?
    public var contentInset = Insets.zero
    public var contentInsetAdjustment = ContentInsetAdjustment.automatic
    /// Scroll views: axes that count as scrollable however small the content, for the
    /// `automatic` and `scrollableAxes` adjustments — UIScrollView's `alwaysBounceVertical` and
    /// `Horizontal` (a table bounces vertically), and, with `automatic`, the vertical axis of a
    /// navigation controller's content scroll view, which UIKit insets for the bars regardless.
    public var scrollableVerticallyAlways = false
    public var scrollableHorizontallyAlways = false
    public var label: LabelSpec?
    public var image: ImageSpec?
    /// Stack views: how the arranged subviews (`subviews`) are laid out.
    public var stack: StackSpec?
    /// Controls: titles, values and the like.
    public var control: ControlSpec?

    public init(id: String, kind: ViewKind = .view, location: SourceLocation = SourceLocation(file: "<code>", line: 1, column: 1)) {
        self.id = id
        self.kind = kind
        self.location = location
        kind.descriptor.applyDefaults(to: &self)
    }

    /// UIView.alignmentRectInsets as this view's frame has them: its own or its kind's, the left
    /// and right ones swapped right to left (the frame grows on the trailing side).
    package var alignmentRectInsets: Insets {
        var insets = customAlignmentRectInsets ?? kind.descriptor.alignmentRectInsets
        if isRightToLeft { swap(&insets.left, &insets.right) }
        return insets
    }

    /// The layout margins as they apply: directional margins swap sides right to left.
    public var resolvedLayoutMargins: Insets? {
        guard var margins = layoutMargins, hasDirectionalMargins, isRightToLeft else { return layoutMargins }
        swap(&margins.left, &margins.right)
        return margins
    }

    /// A stack's arranged subviews (the first `arrangedCount`, or all); any other view's
    /// subviews.
    public var arrangedSubviews: ArraySlice<ViewSpec> {
        subviews.prefix(max(0, stack?.arrangedCount ?? subviews.count))
    }

    /// This view and every view below it, depth-first in document order.
    public var allViews: [ViewSpec] {
        // One array filled in document order: nested flatMaps copied each spec once per level.
        var result: [ViewSpec] = []
        func visit(_ view: ViewSpec) {
            result.append(view)
            for child in view.subviews { visit(child) }
        }
        visit(self)
        return result
    }
}

/// A custom layout guide (UILayoutGuide): an invisible rectangle in its owning view's
/// coordinates that takes part in constraints like a view.
public struct GuideSpec: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustment: String, Sendable, CaseIterable {
    case automatic, scrollableAxes, never, always
}
