import LayoutSnapScenario

/// The parts of the screen outside the safe area, as the `safe-area` overlay shows them: what
/// covers each (status bar, Dynamic Island or notch, home indicator) and how deep it is, so that
/// content reaching under them is seen on a render and not first on a phone.
struct SafeAreaBands {
    struct Band: Equatable {
        var rect: Rect
        var label: String
    }

    private(set) var bands: [Band] = []

    /// - Parameters:
    ///   - screen: the root view's frame on the canvas.
    ///   - insets: the device's safe-area insets.
    init(screen: Rect, insets: Insets) {
        let middle = screen.height - insets.top - insets.bottom
        if insets.top > 0 {
            bands.append(Band(rect: Rect(x: screen.x, y: screen.y, width: screen.width, height: insets.top), label: "\(Self.topName(insets.top)) \(NumberText.points(insets.top))"))
        }
        if insets.bottom > 0 {
            bands.append(
                Band(
                    rect: Rect(x: screen.x, y: screen.y + screen.height - insets.bottom, width: screen.width, height: insets.bottom),
                    label: "home indicator \(NumberText.points(insets.bottom))"))
        }
        // In landscape the sensor housing and the rounded corners take the sides.
        if insets.left > 0, middle > 0 {
            bands.append(Band(rect: Rect(x: screen.x, y: screen.y + insets.top, width: insets.left, height: middle), label: "unsafe \(NumberText.points(insets.left))"))
        }
        if insets.right > 0, middle > 0 {
            bands.append(
                Band(
                    rect: Rect(x: screen.x + screen.width - insets.right, y: screen.y + insets.top, width: insets.right, height: middle),
                    label: "unsafe \(NumberText.points(insets.right))"))
        }
    }

    /// Status bars are 20 pt deep; from 44 pt a notch shares the band, from 51 pt (iPhone 14 Pro
    /// onwards) the Dynamic Island.
    private static func topName(_ depth: Double) -> String {
        if depth >= 51 { return "status bar · Dynamic Island" }
        if depth >= 44 { return "status bar · notch" }
        return "status bar"
    }
}
