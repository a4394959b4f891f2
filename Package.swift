// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "layoutsnap",
    products: [
        .executable(name: "layoutsnap", targets: ["layoutsnap"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "LayoutSnapTesting", targets: ["LayoutSnapTesting"]),
        // Image snapshots on Linux for pointfreeco/swift-snapshot-testing users; its own product
        // so that the core does not depend on that package.
        .library(name: "LayoutSnapSnapshotTesting", targets: ["LayoutSnapSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // System libraries, found through pkg-config (scripts/setup.sh installs them).
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),

        // Pipeline stages (DESIGN.md §2), one module each.
        .target(
            name: "ConstraintSolver",
            dependencies: [.product(name: "HeapModule", package: "swift-collections")]),
        .target(name: "Scenario", dependencies: ["Yams"]),
        .target(
            name: "Text", dependencies: ["CPangoCairo", "CCairo"],
            linkerSettings: [.linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig")]),
        .target(name: "Layout", dependencies: ["ConstraintSolver", "Scenario", "Text"]),
        // Interface Builder files (.xib, .storyboard) read into scenarios.
        .target(name: "InterfaceBuilder", dependencies: ["Scenario", "Layout"]),
        .target(name: "Render", dependencies: ["Layout", "Scenario", "Text", "CCairo", "CZlib", "CPNG"]),
        .target(name: "Snapshots", dependencies: ["Layout", "Render", "Scenario", "Text", "CCairo", "CPangoCairo", "CZlib"]),
        // The stages put together: which files hold scenarios, how they are read.
        .target(name: "LayoutSnapPipeline", dependencies: ["Scenario", "InterfaceBuilder", "Layout"]),
        // The live preview's server (DESIGN §14), its own target and binary so that neither the
        // core nor the layoutsnap CLI builds the HTTP library; `layoutsnap preview` runs it.
        .target(
            name: "LayoutSnapPreview",
            dependencies: ["LayoutSnapPipeline", "Layout", "Render", "Scenario", .product(name: "FlyingFox", package: "FlyingFox")]),
        .executableTarget(
            name: "layoutsnap-preview",
            dependencies: ["LayoutSnapPreview", "LayoutSnapPipeline", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "LayoutSnapTesting", dependencies: ["Snapshots", "Scenario"]),
        .target(
            name: "LayoutSnapSnapshotTesting",
            dependencies: [
                "Snapshots", "Scenario", "Layout", "Render",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .executableTarget(
            name: "layoutsnap",
            dependencies: [
                "Layout", "LayoutSnapPipeline", "Render", "Snapshots", "Text", "InterfaceBuilder", "Scenario", "CCairo", "CPangoCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // Benchmarks (make bench): builds the same systems the kiwisolver script builds.
        .executableTarget(
            name: "solver-bench", dependencies: ["ConstraintSolver"], path: "Benchmarks/SolverBench"),

        // libFuzzer target (make fuzz); a replay tool in ordinary builds.
        .executableTarget(name: "scenario-fuzz", dependencies: ["Layout", "Render", "Scenario", "Text"], path: "Fuzz/ScenarioFuzz"),

        .executableTarget(
            name: "preview-bench", dependencies: ["LayoutSnapPreview", "LayoutSnapPipeline", "Layout", "Render"], path: "Benchmarks/PreviewBench"),

        .executableTarget(
            name: "snapshot-bench", dependencies: ["Snapshots", "Render", "Scenario", "Layout"], path: "Benchmarks/SnapshotBench"),

        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Render", "CCairo"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Layout", "Scenario", "Text"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Scenario", "Text"], exclude: ["Fixtures"]),
        .testTarget(name: "CommandLineTests", dependencies: []),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout", "Scenario"]),
        .testTarget(name: "PreviewTests", dependencies: ["LayoutSnapPreview", "LayoutSnapPipeline"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "Scenario", "Render"]),
        .testTarget(name: "LayoutSnapTestingTests", dependencies: ["LayoutSnapTesting", "Scenario", "Snapshots"]),
        .testTarget(
            name: "LayoutSnapSnapshotTestingTests",
            dependencies: [
                "LayoutSnapSnapshotTesting", "Scenario",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
    ]
)
