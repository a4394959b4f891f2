#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The two tiers of the test suite. `swift test` runs the first: each stage through its own
/// API, in seconds. The second — tests that spawn the binaries, serve HTTP, kill processes, or
/// run long fuzz and corpus campaigns — runs too when LAYOUTSNAP_TESTS=all, as `make test`
/// and CI set it.
public enum TestTier {
    public static let includesEndToEnd = getenv("LAYOUTSNAP_TESTS").map { String(cString: $0) } == "all"
}

extension Tag {
    /// A test of the second tier (see `TestTier`).
    @Tag public static var endToEnd: Self
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only in the second tier (LAYOUTSNAP_TESTS=all).
    public static var endToEnd: Self {
        .enabled(if: TestTier.includesEndToEnd, "end to end: runs with LAYOUTSNAP_TESTS=all (make test)")
    }
}
