import Foundation
import InterfaceBuilder
import LayoutSnapScenario

/// How scenario files are read: the folders images may come from, and for Interface Builder
/// files where text sizes come from and which size class applies.
public struct ScenarioInputs: Sendable {
    public var assetFolders: [String]
    public var intrinsicSizes: IntrinsicSizeSource
    public var sizeClass: SizeClass?

    public init(assetFolders: [String] = [], intrinsicSizes: IntrinsicSizeSource = .measured, sizeClass: SizeClass? = nil) {
        self.assetFolders = assetFolders
        self.intrinsicSizes = intrinsicSizes
        self.sizeClass = sizeClass
    }

    /// The scenarios a file holds: one for a YAML scenario, one per scene or top-level view of
    /// an Interface Builder file.
    public func load(file: String) throws(ScenarioError) -> [Scenario] {
        if InterfaceBuilderFile.isInterfaceBuilderFile(file) {
            return try InterfaceBuilderFile.load(file: file, intrinsicSizes: intrinsicSizes, sizeClass: sizeClass)
        }
        return [try ScenarioLoader.load(file: file, assets: assetFolders)]
    }
}
