import Foundation
import LayoutSnapInterfaceBuilder
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

    /// Every scenario the paths name (folders expanded), read in parallel and kept in order;
    /// every file's errors are reported together, and names that would share an output folder
    /// are refused.
    /// - Parameter wanted: when given, a YAML scenario none of whose renders it wants is only
    ///   outlined (its name and render names): all a shard needs of another shard's files.
    /// - Throws: `PipelineError` with each problem on its own located line.
    public func loadAll(_ paths: [String], wanted: (@Sendable (_ scenario: String, _ render: String) -> Bool)? = nil) throws(PipelineError) -> [Scenario] {
        try loadAll(paths, wanted: wanted, known: nil, loaded: nil)
    }

    /// `loadAll`, where `known(file)` may answer for a file without it being read (a warm
    /// check's memo), and `loaded(file, scenarios)` hears of each file read in full.
    package func loadAll(
        _ paths: [String], wanted: (@Sendable (_ scenario: String, _ render: String) -> Bool)?,
        known: (@Sendable (_ file: String) -> [Scenario]?)?, loaded: (@Sendable (_ file: String, _ scenarios: [Scenario]) -> Void)?
    ) throws(PipelineError) -> [Scenario] {
        let files = try ScenarioDiscovery.files(paths)
        let inputs = self
        let results = parallelMap(files.count) { index in
            Result { () throws(ScenarioError) -> [Scenario] in
                if let answer = known?(files[index]) { return answer }
                if let wanted, !InterfaceBuilderFile.isInterfaceBuilderFile(files[index]), let outline = ScenarioLoader.outline(file: files[index]),
                    !outline.renders.contains(where: { wanted(outline.name, $0.name) })
                {
                    return [outline]
                }
                let scenarios = try inputs.load(file: files[index])
                loaded?(files[index], scenarios)
                return scenarios
            }
        }
        var scenarios: [Scenario] = []
        var problems: [String] = []
        for result in results {
            switch result {
            case .success(let found): scenarios += found
            case .failure(let error): problems.append(error.description)
            }
        }
        guard problems.isEmpty else { throw PipelineError(problems.joined(separator: "\n")) }
        do { try checkUniqueFileNames(scenarios) } catch { throw PipelineError(error.description) }
        return scenarios
    }

    /// The scenarios a file holds: one for a YAML scenario, one per scene or top-level view of
    /// an Interface Builder file.
    /// Whether a file may hold several scenarios (an Interface Builder file: one per scene).
    public static func mayHoldSeveralScenarios(_ file: String) -> Bool {
        InterfaceBuilderFile.isInterfaceBuilderFile(file)
    }

    public func load(file: String) throws(ScenarioError) -> [Scenario] {
        if InterfaceBuilderFile.isInterfaceBuilderFile(file) {
            return try InterfaceBuilderFile.load(file: file, intrinsicSizes: intrinsicSizes, sizeClass: sizeClass, assetFolders: assetFolders)
        }
        return [try ScenarioLoader.load(file: file, assets: assetFolders)]
    }
}
