import Testing
@testable import VivariumSession

/// Ranges of a program's own `Comparable` type (Swift standard library, "ClosedRange": "A range
/// of any Comparable type") and `~=` written as an expression (the standard library's pattern
/// match operator: a range's `contains`, `==` for `Equatable`, or the program's own). Both were
/// refused at run time: "binary operator '...' cannot be applied to these operands", and `~=`
/// was read as a compound assignment of `~`. Expectations are swiftc's output.
@Suite struct ComparableRangesTests: PastedCodeOutputs {
    private let money = """
        struct Money: Comparable {
            var cents: Int
            static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
        }

        """

    @Test func rangeOfOwnComparableType() {
        #expect(output(money + """
            let range = Money(cents: 1)...Money(cents: 9)
            print(range.contains(Money(cents: 5)), range.contains(Money(cents: 10)), range)
            let half = Money(cents: 0)..<Money(cents: 50)
            print(half.contains(Money(cents: 50)), half.lowerBound.cents, half.upperBound.cents, half.isEmpty)
            """) == ["true false Money(cents: 1)...Money(cents: 9)", "false 0 50 false"])
    }

    @Test func switchOverRangesOfOwnType() {
        #expect(output(money + """
            func size(_ amount: Money) -> String {
                switch amount {
                case Money(cents: 0)...Money(cents: 2): return "small"
                case Money(cents: 3)..<Money(cents: 10): return "medium"
                default: return "large"
                }
            }
            print(size(Money(cents: 3)), size(Money(cents: 2)), size(Money(cents: 10)))
            """) == ["medium small large"])
    }

    /// Bounds out of order trap, as the standard library's precondition does.
    @Test func boundsOutOfOrderTrap() {
        let reply = Session().execute(money + "let r = Money(cents: 9)...Money(cents: 1)")
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("Fatal error: Range requires lowerBound <= upperBound") == true)
    }

    /// A networking tutorial's status check, and `~=` of strings and of the program's ranges.
    @Test func patternMatchOperatorAsExpression() {
        #expect(output(money + """
            func isSuccess(_ code: Int) -> Bool { (200...299) ~= code }
            func label(_ code: Int) -> String {
                guard 200..<300 ~= code else { return "failed \\(code)" }
                return "ok \\(code)"
            }
            print(isSuccess(204), isSuccess(500), label(201), label(404))
            print("ok" ~= "ok", 0.5...1.0 ~= 0.7, Money(cents: 1)...Money(cents: 2) ~= Money(cents: 2))
            """) == ["true false ok 201 failed 404", "true true true"])
    }
}
