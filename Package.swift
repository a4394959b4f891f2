// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "layoutsnap",
    products: [
        .executable(name: "layoutsnap", targets: ["layoutsnap"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "LayoutSnapTesting", targets: ["LayoutSnapTesting"]),
        .library(name: "LayoutSnapUIKit", targets: ["LayoutSnapUIKit"]),
        // Image snapshots on Linux for pointfreeco/swift-snapshot-testing users; its own product
        // so that the core does not depend on that package.
        .library(name: "LayoutSnapSnapshotTesting", targets: ["LayoutSnapSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // System libraries, found through pkg-config (scripts/setup.sh installs them).
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // JPEG reading (libjpeg-turbo, a kept library) for photos among a scenario's images.
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        // SHA-256 for the check cache's keys (OpenSSL's libcrypto, a kept library).
        .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),

        // Pipeline stages (DESIGN.md §2), one module each.
        .target(
            name: "ConstraintSolver",
            dependencies: [.product(name: "HeapModule", package: "swift-collections")]),
        .target(name: "LayoutSnapScenario", dependencies: ["Yams"]),
        .target(
            name: "LayoutSnapText", dependencies: ["LayoutSnapScenario", "CPangoCairo", "CCairo"],
            linkerSettings: [.linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig")]),
        .target(name: "LayoutSnapLayout", dependencies: ["ConstraintSolver", "LayoutSnapScenario", "LayoutSnapText"]),
        // Interface Builder files (.xib, .storyboard) read into scenarios.
        .target(name: "LayoutSnapLint", dependencies: ["LayoutSnapLayout", "LayoutSnapPipeline", "LayoutSnapRender", "LayoutSnapScenario"]),
        .target(name: "LayoutSnapInterfaceBuilder", dependencies: ["LayoutSnapScenario", "LayoutSnapLayout"]),
        // PNG writing (our encoder on zlib) and reading (libpng), with no knowledge of drawing.
        .target(name: "LayoutSnapPNG", dependencies: ["CZlib", "CPNG"]),
        // JPEG reading into LayoutSnapPNG's decoded image, for drawing and re-encoding.
        .target(name: "LayoutSnapJPEG", dependencies: ["CJPEG", "LayoutSnapPNG"]),
        .target(name: "LayoutSnapRender", dependencies: ["LayoutSnapLayout", "LayoutSnapScenario", "LayoutSnapText", "LayoutSnapPNG", "LayoutSnapJPEG", "CCairo"]),
        .target(name: "LayoutSnapSnapshots", dependencies: ["LayoutSnapLayout", "LayoutSnapPipeline", "LayoutSnapRender", "LayoutSnapPNG", "LayoutSnapScenario", "LayoutSnapText", "CCairo", "CPangoCairo", "CZlib"]),
        // The stages put together: which files hold scenarios, how they are read, a render laid
        // out and drawn, and the worker pool that keeps Pango state on its threads.
        .target(
            name: "LayoutSnapPipeline", dependencies: ["LayoutSnapScenario", "LayoutSnapInterfaceBuilder", "LayoutSnapLayout", "LayoutSnapText", "LayoutSnapRender", "LayoutSnapPNG", "CCrypto"]),
        // The live preview's server (DESIGN §14), its own target and binary so that neither the
        // core nor the layoutsnap CLI builds the HTTP server; `layoutsnap preview` runs it.
        .target(
            name: "LayoutSnapPreview",
            dependencies: ["LayoutSnapPipeline", "LayoutSnapLayout", "LayoutSnapLint", "LayoutSnapRender", "LayoutSnapScenario"]),
        // Both executables' error handling (exit statuses, where messages go).
        .target(name: "CommandLineSupport", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "layoutsnap-preview",
            dependencies: [
                "CommandLineSupport", "LayoutSnapPreview", "LayoutSnapPipeline", "LayoutSnapInterfaceBuilder", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(name: "LayoutSnapTesting", dependencies: ["LayoutSnapLint", "LayoutSnapSnapshots", "LayoutSnapScenario", "LayoutSnapUIKit"]),
        .target(name: "LayoutSnapUIKit", dependencies: ["LayoutSnapScenario", "LayoutSnapLayout", "LayoutSnapPipeline", "LayoutSnapInterfaceBuilder", "LayoutSnapPNG", "LayoutSnapJPEG"]),
        .target(
            name: "LayoutSnapSnapshotTesting",
            dependencies: [
                "LayoutSnapSnapshots", "LayoutSnapScenario", "LayoutSnapLayout", "LayoutSnapPipeline", "LayoutSnapRender", "LayoutSnapUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .executableTarget(
            name: "layoutsnap",
            dependencies: [
                "CommandLineSupport", "LayoutSnapLayout", "LayoutSnapLint", "LayoutSnapPipeline", "LayoutSnapRender", "LayoutSnapSnapshots", "LayoutSnapText", "LayoutSnapInterfaceBuilder", "LayoutSnapScenario", "CCairo", "CPangoCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // Benchmarks (make bench): builds the same systems the kiwisolver script builds.
        .executableTarget(
            name: "solver-bench", dependencies: ["ConstraintSolver"], path: "Benchmarks/SolverBench"),

        // libFuzzer targets (make fuzz): scenarios, Interface Builder XML, the preview's
        // request heads; a replay tool in ordinary builds.
        .executableTarget(
            name: "layoutsnap-fuzz", dependencies: ["LayoutSnapLayout", "LayoutSnapRender", "LayoutSnapScenario", "LayoutSnapText", "LayoutSnapInterfaceBuilder", "LayoutSnapPreview"],
            path: "Fuzz/LayoutSnapFuzz"),

        .executableTarget(
            name: "preview-bench", dependencies: ["LayoutSnapPreview", "LayoutSnapPipeline", "LayoutSnapLayout", "LayoutSnapRender"], path: "Benchmarks/PreviewBench"),
        .executableTarget(
            name: "uikit-bench", dependencies: ["LayoutSnapUIKit", "LayoutSnapPipeline", "LayoutSnapRender", "LayoutSnapScenario", "LayoutSnapSnapshots"],
            path: "Benchmarks/UIKitBench"),

        // libpng's writer, the PNG encoder's reference in snapshot-bench (make bench only).
        .target(name: "PNGWriterReference", dependencies: ["CPNG", "CZlib"], path: "Benchmarks/PNGWriterReference"),
        .executableTarget(
            name: "snapshot-bench", dependencies: ["LayoutSnapSnapshots", "LayoutSnapRender", "LayoutSnapPNG", "LayoutSnapScenario", "LayoutSnapLayout", "LayoutSnapPipeline", "PNGWriterReference"],
            path: "Benchmarks/SnapshotBench"),

        // What several test targets share: a seeded generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "TextTests", dependencies: ["LayoutSnapText", "LayoutSnapScenario", "LayoutSnapRender", "LayoutSnapPNG", "CCairo", "CPangoCairo"]),
        .testTarget(name: "RenderTests", dependencies: ["LayoutSnapRender", "LayoutSnapPNG", "LayoutSnapJPEG", "LayoutSnapLayout", "LayoutSnapScenario", "LayoutSnapText", "CCairo", "TestSupport"]),
        .testTarget(name: "ScenarioTests", dependencies: ["LayoutSnapScenario"]),
        .testTarget(name: "LayoutSnapPNGTests", dependencies: ["LayoutSnapPNG", "TestSupport"]),
        .testTarget(name: "PipelineTests", dependencies: ["LayoutSnapPipeline", "LayoutSnapRender", "LayoutSnapScenario", "LayoutSnapPNG"]),
        .testTarget(name: "LayoutTests", dependencies: ["LayoutSnapLayout", "LayoutSnapScenario", "LayoutSnapText", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "CommandLineTests", dependencies: ["TestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["LayoutSnapInterfaceBuilder", "LayoutSnapLayout", "LayoutSnapScenario", "TestSupport"]),
        .testTarget(name: "PreviewTests", dependencies: ["LayoutSnapPreview", "LayoutSnapPipeline", "LayoutSnapRender", "LayoutSnapPNG", "LayoutSnapScenario", "TestSupport"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["LayoutSnapSnapshots", "LayoutSnapLayout", "LayoutSnapScenario", "LayoutSnapPipeline", "LayoutSnapInterfaceBuilder", "LayoutSnapRender", "LayoutSnapPNG", "TestSupport"]),
        // Imports only the product, as a user's test does.
        .testTarget(name: "LayoutSnapTestingTests", dependencies: ["LayoutSnapTesting", "LayoutSnapUIKit"]),
        .testTarget(name: "LintTests", dependencies: ["LayoutSnapLint", "LayoutSnapLayout", "LayoutSnapScenario"]),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["LayoutSnapUIKit", "LayoutSnapScenario", "LayoutSnapLayout", "LayoutSnapPipeline", "LayoutSnapRender", "LayoutSnapPNG", "TestSupport"]),
        // Examples/UIKitScreens is also a package of its own that depends on this one by path
        // (`make examples`); here its tests run with the rest.
        .testTarget(
            name: "UIKitScreensTests", dependencies: ["LayoutSnapTesting", "LayoutSnapUIKit"], path: "Examples/UIKitScreens/Tests/UIKitScreensTests",
            exclude: ["__Snapshots__"]),
        // Every ```swift block of the docs, compiled (scripts/doc-snippets.py writes Generated/).
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "ConstraintSolver", "LayoutSnapTesting", "LayoutSnapSnapshotTesting", "LayoutSnapUIKit", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "LayoutSnapSnapshotTestingTests",
            dependencies: [
                "LayoutSnapSnapshotTesting", "LayoutSnapUIKit", "LayoutSnapPNG",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
    ]
)
