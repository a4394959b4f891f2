import Foundation
import LayoutSnapScenario
import LayoutSnapSnapshots
import LayoutSnapUIKit
import SnapshotTesting

// swift-snapshot-testing's image strategies for views and view controllers written in UIKit
// code (LayoutSnapUIKit), so that a test file written for iOS runs on Linux with its imports
// switched. References are `<test>.<n>.linux.png`: they never mix with the `.png` files the
// same test records on iOS, whose pixels come from another renderer.

extension Snapshotting where Value == UIView, Format == Data {
    /// The view at its frame's size.
    public static var image: Snapshotting { image() }

    /// The view at `size` (its frame's when nil) under `traits` (appearance, Dynamic Type
    /// size, direction), compared as `layoutsnap check` compares.
    public static func image(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), comparison: PixelComparison = PixelComparison(),
        allowedPixels: Int = 0
    ) -> Snapshotting {
        let png = Snapshotting<Scenario, Data>.layoutPNG(comparison: comparison, allowedPixels: allowedPixels)
        return Snapshotting(pathExtension: "linux.png", diffing: png.diffing) { view in
            let scenario = MainActor.assumeIsolated { () -> Scenario in
                if let size { view.frame.size = size }
                return view.layoutSnapScenario(name: "\(type(of: view))", renders: [RenderSpec(name: "default", traits: traits.renderTraits)])
            }
            return png.snapshot(scenario)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == Data {
    /// The view controller's view on an iPhone 8's screen.
    public static var image: Snapshotting { image(on: .iPhone8) }

    /// The view controller's view on a device's screen, with its safe area, under `traits`.
    public static func image(
        on config: ViewImageConfig, traits: UITraitCollection = UITraitCollection(), comparison: PixelComparison = PixelComparison(),
        allowedPixels: Int = 0
    ) -> Snapshotting {
        let png = Snapshotting<Scenario, Data>.layoutPNG(comparison: comparison, allowedPixels: allowedPixels)
        return Snapshotting(pathExtension: "linux.png", diffing: png.diffing) { controller in
            let scenario = MainActor.assumeIsolated { () -> Scenario in
                controller.layoutSnapShow(on: config.device)
                return controller.layoutSnapScenario(name: "\(type(of: controller))", renders: [RenderSpec(name: "default", traits: traits.renderTraits)])
            }
            return png.snapshot(scenario)
        }
    }
}
