import Testing
import VivariumSession

/// Integer literals that bound a range of Doubles are Doubles, as swiftc types them: a range
/// declared `ClosedRange<Double>` or `Range<Double>` (`let unit: ClosedRange<Double> = 0...1`),
/// and a literal range asked whether it contains a Double (`(0...1).contains(0.5)`). Each
/// expectation is what swiftc 6.3.1's build printed.
@Suite struct FloatingRangeLiteralTests {
    @Test func aDeclaredRangeOfDoublesHasDoubleBounds() {
        // Before: `0...1` and `false`: the bounds stayed integers, and 0.5 was not among them.
        let reply = Session().execute("""
            let unit: ClosedRange<Double> = 0...1
            let span: Range<Double> = 0..<10
            print(unit, unit.contains(0.5), span, span.contains(9.5))
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["0.0...1.0 true 0.0..<10.0 true"])
    }

    @Test func aLiteralRangeContainsADouble() {
        let reply = Session().execute("""
            let x = 0.5
            print((0...1).contains(0.5), (0...1).contains(x), (0...1).contains(1.5), (0..<1).contains(1.0), (1...3).contains(2))
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["true true false false true"])
    }

    @Test func aRangeOfDoublesInAFunctionsBody() {
        // A function's body runs compiled: its literals take the same types.
        let reply = Session().execute("""
            func hits(_ values: [Double]) -> String {
                let unit: ClosedRange<Double> = 0...1
                var count = 0
                for v in values where unit.contains(v) { count += 1 }
                return "\\(unit) \\(count)"
            }
            print(hits([0.25, 0.5, 2.0]))
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["0.0...1.0 2"])
    }
}
