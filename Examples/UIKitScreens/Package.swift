// swift-tools-version: 6.1
// Seven screens written in UIKit code, snapshotted on Linux: a package that depends on
// layoutsnap by path, as docs/uikit-code.md tells an app's team to. `make examples` builds and
// tests it; the repository's own `make test` runs the same tests as part of its package.
import PackageDescription

let package = Package(
    name: "UIKitScreens",
    dependencies: [
        // Named, so that `package:` below holds whatever the checkout's folder is called.
        .package(name: "layoutsnap", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "UIKitScreensTests",
            dependencies: [
                .product(name: "LayoutSnapTesting", package: "layoutsnap"),
                .product(name: "LayoutSnapUIKit", package: "layoutsnap"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
