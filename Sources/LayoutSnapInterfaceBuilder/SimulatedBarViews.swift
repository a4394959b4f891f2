import LayoutSnapScenario

/// The bars Xcode's canvas draws over a scene's view — a translucent navigation bar with the
/// navigation item's title, a tab bar or toolbar — as views of their own on top of the root's
/// subviews, so that a render shows what the canvas shows. They have fixed frames and no
/// constraint touches them: the layout of the scene's own views is unchanged. Their `ibId` is
/// `(simulated)`.
enum SimulatedBarViews {
    /// What the layout JSON gives as their `ibId`: they are not in the file.
    static let simulatedID = "(simulated)"

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
        bars: SimulatedBars, safeArea: Insets, size: Size, shift: Double = 0, title: String?, location: SourceLocation,
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
            if let title, !title.isEmpty {
                var label = ViewSpec(id: uniqueID("navigationTitle"), kind: .label, location: location)
                label.kind.descriptor.applyDefaults(to: &label)
                var spec = LabelSpec()
                spec.text = title
                spec.font = FontSpec(weight: 600, size: 17)
                spec.alignment = .center
                if let color = top.look.titleColor ?? (top.look.isBlack ? Color(red: 1, green: 1, blue: 1) : nil) { spec.color = color }
                label.label = spec
                label.interfaceBuilderID = simulatedID
                label.interfaceBuilderClass = "UILabel"
                // The standard bar's title row is its top 44 points (a large title's row is below).
                label.frame = Rect(x: 16, y: safeArea.top - top.height, width: max(0, size.width - 32), height: 44)
                bar.subviews.append(label)
            }
            views.append(bar)
        }
        if let bottom = bars.bottom, bottom.isTranslucent || bars.includesOpaqueBars, bars.extendsUnderBottom, safeArea.bottom >= bottom.height {
            var bar = ViewSpec(id: uniqueID(bottom.height == 49 ? "tabBar" : "toolbar"), location: location)
            // The bar reaches the screen's bottom edge, under the home indicator.
            bar.frame = Rect(x: 0, y: size.height - safeArea.bottom - shift, width: size.width, height: safeArea.bottom)
            bar.background = background(bottom.look)
            bar.interfaceBuilderClass = bottom.height == 49 ? "UITabBar" : "UIToolbar"
            bar.interfaceBuilderID = simulatedID
            views.append(bar)
        }
        return views
    }
}
