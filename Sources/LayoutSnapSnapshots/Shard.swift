/// One of N parts of a suite, for CI systems that run jobs in parallel (a GitHub Actions
/// matrix, GitLab's `parallel:`, Bazel's test sharding). Each render goes to the shard its
/// name hashes to, so a new scenario moves no other render to another shard.
package struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 0-based.
    package var index: Int
    package var count: Int

    package init?(index: Int, count: Int) {
        guard count >= 1, (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`, 1-based as people write it (`--shard 2/4`).
    package init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k - 1, count: n)
    }

    /// Bazel's `TEST_SHARD_INDEX` and `TEST_TOTAL_SHARDS`, when both are set.
    package init?(environment: [String: String]) {
        guard let total = environment["TEST_TOTAL_SHARDS"].flatMap(Int.init),
            let index = environment["TEST_SHARD_INDEX"].flatMap(Int.init)
        else { return nil }
        self.init(index: index, count: total)
    }

    package var description: String { "\(index + 1)/\(count)" }

    /// `contains` as the filter `ScenarioInputs.loadAll(_:wanted:)` takes: a file none of
    /// whose renders are in the shard is only outlined.
    package var selects: @Sendable (_ scenario: String, _ render: String) -> Bool {
        let shard = self
        return { scenario, render in shard.contains(scenario: scenario, render: render) }
    }

    /// Whether this shard takes the render: FNV-1a of "scenario/render" (stable across runs,
    /// processes and machines, unlike Swift's seeded `Hasher`).
    package func contains(scenario: String, render: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(scenario)/\(render)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index
    }
}
