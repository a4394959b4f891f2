import Foundation
import LayoutSnapPipeline
import LayoutSnapScenario
import Synchronization

extension SnapshotSuite {
    /// A check's scenarios, read from `paths` with `options.inputs`.
    package struct CheckInputs: Sendable {
        package var scenarios: [Scenario]
        /// Renders (`scenario/render`) known to pass without their files being read.
        package var passed: Set<String>
        /// Each file read in full, with the SHA-256 of its bytes as they were before it was
        /// read (`rememberFiles` writes their memos once the check has run).
        var readFiles: [String: String]
    }

    /// The scenarios a check reads: a file whose memo (`ScenarioFileMemo`) holds for it as it
    /// is, every wanted render of which the cache passes, is not parsed (its scenarios come as
    /// outlines, its renders in `passed`). Without a cache, this is `ScenarioInputs.loadAll`.
    package func loadForCheck(_ paths: [String]) throws(PipelineError) -> CheckInputs {
        let options = self.options, store = self.store, selects = options.shard?.selects
        guard let cache = options.cache else { return CheckInputs(scenarios: try options.inputs.loadAll(paths, wanted: selects), passed: [], readFiles: [:]) }
        let memos = ScenarioFileMemo(options: options, store: store, cache: cache)
        let passed = Mutex<Set<String>>([]), digests = Mutex<[String: String]>([:]), read = Mutex<Set<String>>([])
        let scenarios = try options.inputs.loadAll(
            paths, wanted: selects,
            known: { file in
                guard let digest = cache.digests.digest(ofFileAt: file) else { return nil }
                digests.withLock { $0[file] = digest }
                guard let entry = memos.read(file: file, digest: digest) else { return nil }
                var names: [String] = []
                for inputs in entry.renders where selects?(inputs.scenario, inputs.render) ?? true {
                    guard let key = cache.key(inputs, sourceDigest: digest, options: options, store: store),
                        cache.hits(key, scenario: inputs.scenario, render: inputs.render)
                    else { return nil }
                    names.append("\(inputs.scenario)/\(inputs.render)")
                }
                passed.withLock { $0.formUnion(names) }
                return entry.outlines
            },
            loaded: { file, _ in read.withLock { _ = $0.insert(file) } })
        let readFiles = read.withLock { $0 }, known = digests.withLock { $0 }
        return CheckInputs(
            scenarios: scenarios, passed: passed.withLock { $0 },
            readFiles: Dictionary(uniqueKeysWithValues: readFiles.compactMap { file in known[file].map { (file, $0) } }))
    }

    /// Remembers the memo of each file the check read in full, for the next check (`saveCache`
    /// writes it). A check that stopped on an error writes none: it changes nothing.
    package func rememberFiles(_ inputs: CheckInputs) {
        guard let cache = options.cache, !inputs.readFiles.isEmpty else { return }
        let memos = ScenarioFileMemo(options: options, store: store, cache: cache)
        let byFile = Dictionary(grouping: inputs.scenarios, by: \.file)
        for (file, digest) in inputs.readFiles {
            guard let scenarios = byFile[file] else { continue }
            memos.write(scenarios, file: file, digest: digest)
        }
    }

    /// Writes what the run added to the cache (passes, file memos, file digests), once, after
    /// the check and `rememberFiles`.
    package func saveCache() { options.cache?.save() }
}
