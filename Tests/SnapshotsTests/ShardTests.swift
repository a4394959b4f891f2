import LayoutSnapSnapshots
import Testing

/// Shards split a suite by render, stably and evenly.
@Suite struct ShardTests {
    static let renders = (0..<1000).map { ("screen-\($0 / 3)", ["default", "dark", "large-text"][$0 % 3]) }

    @Test(arguments: [1, 2, 3, 4, 7])
    func shardsAreDisjointCompleteAndBalanced(count: Int) throws {
        let shards = (0..<count).compactMap { Shard(index: $0, count: count) }
        var sizes = [Int](repeating: 0, count: count)
        for (scenario, render) in Self.renders {
            let owners = shards.filter { $0.contains(scenario: scenario, render: render) }
            #expect(owners.count == 1, "\(scenario)/\(render)")
            if let owner = owners.first { sizes[owner.index] += 1 }
        }
        let mean = Double(Self.renders.count) / Double(count)
        #expect(sizes.allSatisfy { abs(Double($0) - mean) <= max(2, mean * 0.15) }, "\(sizes)")
    }

    @Test func addingScenariosMovesNoOtherRender() throws {
        let shard = try #require(Shard(parsing: "2/4"))
        let before = Self.renders.filter { shard.contains(scenario: $0.0, render: $0.1) }.map { "\($0.0)/\($0.1)" }
        let grown = Self.renders + (0..<50).map { ("new-\($0)", "default") }
        let after = grown.filter { shard.contains(scenario: $0.0, render: $0.1) && !$0.0.hasPrefix("new-") }.map { "\($0.0)/\($0.1)" }
        #expect(before == after)
    }

    @Test func spellings() {
        #expect(Shard(parsing: "1/1") == Shard(index: 0, count: 1))
        #expect(Shard(parsing: "4/4")?.index == 3)
        for bad in ["0/4", "5/4", "1/0", "a/b", "2", "-1/3"] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
        #expect(Shard(environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"]) == Shard(index: 2, count: 3))
        #expect(Shard(environment: ["TEST_TOTAL_SHARDS": "3"]) == nil)
    }
}
