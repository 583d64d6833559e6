import Testing
@testable import VivariumInterpreter

/// Swift semantics found wrong by running the same program through swiftc 6.3.1 and the
/// interpreter (issue 23); each expectation is swiftc's own output.
@Suite struct DifferentialTests {
    @Test func minAndMaxOfADoubleAndALiteralAreDoubles() throws {
        #expect(try output(of: """
            let w = 2.5
            var progress: Double = 0
            progress = min(progress + 1, 1)
            let lo: Double = min(1, 2)
            print(min(max(w, 0), 1), max(0, w - 5), progress, lo, max(3, 4))
            """) == ["1.0 0.0 1.0 1.0 4"])
    }
}
