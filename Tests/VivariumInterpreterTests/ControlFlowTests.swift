import Testing
@testable import VivariumInterpreter

@Suite struct ControlFlowTests {
    @Test func forInRangesAndArrays() throws {
        let printed = try output(of: """
            var sum = 0
            for i in 1...4 { sum += i }
            print(sum)
            for word in ["a", "b"] { print(word) }
            for i in 0..<0 { print("never \\(i)") }
            """)
        #expect(printed == ["10", "a", "b"])
    }

    @Test func closedRangesPrintAndReportBoundsAsWritten() throws {
        let printed = try output(of: """
            let closed = 1...3
            let open = 1..<3
            print(closed, open)
            print(closed.upperBound, closed.count, open.upperBound)
            print(closed == 1...3)
            """)
        #expect(printed == ["1...3 1..<3", "3 3 3", "true"])
    }

    @Test func whileBreakContinue() throws {
        let printed = try output(of: """
            var i = 0
            var seen: [Int] = []
            while true {
                i += 1
                if i % 2 == 0 { continue }
                if i > 7 { break }
                seen.append(i)
            }
            print(seen)
            """)
        #expect(printed == ["[1, 3, 5, 7]"])
    }

    @Test func labelledBreakAndContinue() throws {
        let printed = try output(of: """
            var pairs: [String] = []
            outer: for i in 0..<3 {
                for j in 0..<3 {
                    if j == 1 { continue outer }
                    if i == 2 { break outer }
                    pairs.append("\\(i)\\(j)")
                }
            }
            print(pairs)
            """)
        #expect(printed == ["[\"00\", \"10\"]"])
    }

    @Test func guardExitsEarly() throws {
        let printed = try output(of: """
            func describe(_ x: Int?) -> String {
                guard let x = x else { return "none" }
                guard x > 0 else { return "non-positive" }
                return "positive \\(x)"
            }
            print(describe(nil))
            print(describe(-1))
            print(describe(5))
            """)
        #expect(printed == ["none", "non-positive", "positive 5"])
    }

    @Test func switchOnIntsAndStrings() throws {
        let printed = try output(of: """
            func kind(_ n: Int) -> String {
                switch n {
                case 0: return "zero"
                case 1, 2: return "small"
                default: return "large"
                }
            }
            print(kind(0), kind(2), kind(9))
            let s = "b"
            switch s {
            case "a": print("A")
            case "b": print("B")
            default: print("?")
            }
            """)
        #expect(printed == ["zero small large", "B"])
    }

    @Test func recursion() throws {
        let printed = try output(of: """
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            print(fib(15))
            """)
        #expect(printed == ["610"])
    }
}
