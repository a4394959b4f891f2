import LayoutSnapScenario

/// The bars Xcode's canvas draws over a scene's view — a translucent navigation bar with the
/// navigation item's title, a tab bar or toolbar — as views of their own on top of the root's
/// subviews, so that a render shows what the canvas shows. They have fixed frames and no
/// constraint touches them: the layout of the scene's own views is unchanged. Their `ibId` is
/// `(simulated)`.
enum SimulatedBarViews {
    /// What the layout JSON gives as their `ibId`: they are not in the file.
    static let simulatedID = ViewSpec.canvasDrawnID

    /// The bar material: UIKit's default bar background, nearly opaque.
    static let material = Color(light: Color(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94), dark: Color(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.94))

    /// The black style's material: UIKit's dark bar, in either appearance.
    static let blackMaterial = Color(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.94)

    /// A bar's background: its tint or appearance colour, else its style's material.
    static func background(_ look: SimulatedBars.Bar.Look) -> Color {
        look.background ?? (look.isBlack ? blackMaterial : material)
    }

    /// Views for the bars that lie over the root (a translucent bar; an opaque one is beside
    /// the view, outside its bounds).
    /// - Parameter shift: how far the root's content sits below its top (a root scroll view at
    ///   rest is scrolled up by its adjusted inset): the bars stay on the screen's edges.
    static func views(
        bars: SimulatedBars, safeArea: Insets, size: Size, shift: Double = 0, title: String?, prompt: String? = nil, location: SourceLocation,
        uniqueID: (String) -> String
    ) -> [ViewSpec] {
        var views: [ViewSpec] = []
        if let top = bars.top, top.isTranslucent || bars.includesOpaqueBars, bars.extendsUnderTop, safeArea.top >= top.height {
            var bar = ViewSpec(id: uniqueID("navigationBar"), location: location)
            // The bar's background reaches up under the status bar to the screen's top edge.
            bar.frame = Rect(x: 0, y: -shift, width: size.width, height: safeArea.top)
            bar.background = background(top.look)
            bar.interfaceBuilderClass = "UINavigationBar"
            bar.interfaceBuilderID = simulatedID
            let titleColor = top.look.titleColor ?? (top.look.isBlack ? Color(red: 1, green: 1, blue: 1) : nil)
            let rowTop = top.titleRowTop(safeAreaTop: safeArea.top)
            if top.hasPrompt, let prompt, !prompt.isEmpty {
                let frame = Rect(x: 16, y: rowTop - 30, width: max(0, size.width - 32), height: 30)
                bar.subviews.append(label(uniqueID("navigationPrompt"), prompt, font: FontSpec(size: 13), alignment: .center, color: titleColor, frame: frame, location: location))
            }
            if let title, !title.isEmpty {
                if top.hasLargeTitle {
                    // Left-aligned on the screen's side margin, bold, in the large row.
                    let inset = ScreenMetrics.cellSideInset(width: size.width)
                    let frame = Rect(x: inset, y: rowTop + 44, width: max(0, size.width - 2 * inset), height: top.height - 44 - (top.hasPrompt ? 30 : 0))
                    bar.subviews.append(label(uniqueID("navigationTitle"), title, font: FontSpec(weight: 700, size: 34), alignment: .natural, color: titleColor, frame: frame, location: location))
                } else {
                    let frame = Rect(x: 16, y: rowTop, width: max(0, size.width - 32), height: 44)
                    bar.subviews.append(label(uniqueID("navigationTitle"), title, font: FontSpec(weight: 600, size: 17), alignment: .center, color: titleColor, frame: frame, location: location))
                }
            }
            views.append(bar)
        }
        if let bottom = bars.bottom, bottom.isTranslucent || bars.includesOpaqueBars, bars.extendsUnderBottom, safeArea.bottom >= bottom.height {
            var bar = ViewSpec(id: uniqueID(bottom.isTabBar ? "tabBar" : "toolbar"), location: location)
            // The bar reaches the screen's bottom edge, under the home indicator.
            bar.frame = Rect(x: 0, y: size.height - safeArea.bottom - shift, width: size.width, height: safeArea.bottom)
            bar.background = background(bottom.look)
            bar.interfaceBuilderClass = bottom.isTabBar ? "UITabBar" : "UIToolbar"
            bar.interfaceBuilderID = simulatedID
            views.append(bar)
        }
        return views
    }

    /// A one-line label of a simulated bar's.
    private static func label(
        _ id: String, _ text: String, font: FontSpec, alignment: TextAlignment, color: Color?, frame: Rect, location: SourceLocation
    ) -> ViewSpec {
        var label = ViewSpec(id: id, kind: .label, location: location)
        label.kind.descriptor.applyDefaults(to: &label)
        var spec = LabelSpec()
        spec.text = text
        spec.font = font
        spec.alignment = alignment
        if let color { spec.color = color }
        label.label = spec
        label.interfaceBuilderID = simulatedID
        label.interfaceBuilderClass = "UILabel"
        label.frame = frame
        return label
    }
}
