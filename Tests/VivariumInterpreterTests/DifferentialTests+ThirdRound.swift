import Testing
@testable import VivariumInterpreter

/// Found by the third round of differential programs (Tests/Differential: orders, containers,
/// text, classes, numbers, Codable, view state, dates — session 14): each expectation is what
/// swiftc 6.3.1's build printed for the same lines.
@Suite struct DifferentialThirdRoundTests {
    @Test func nestedCollectionTypesAsValues() throws {
        // `[String: [Int]].self` was "not supported: 'self' on Dictionary" (decoding it is
        // `DifferentialThirdRoundSessionTests`).
        #expect(try output(of: """
            print([String: [Int]].self, [[String]].self, [(String, Int)].self, [Int: (a: Int, b: String)].self)
            print(Array<Int>.self, Dictionary<String, [Int]>.self, Optional<String>.self)
            """) == ["Dictionary<String, Array<Int>> Array<Array<String>> Array<(String, Int)> Dictionary<Int, (a: Int, b: String)>",
                     "Array<Int> Dictionary<String, Array<Int>> Optional<String>"])
    }

    @Test func castToATupleTypeChecksItsElements() throws {
        // `case let pair as (Int, Int)` matched a Double and then failed on `pair.0`.
        #expect(try output(of: """
            let items: [Any] = [2.5, (1, 2), ("a", 3), "x"]
            for item in items {
                switch item {
                case let pair as (Int, Int): print("pair", pair.0 + pair.1)
                case let named as (String, Int): print("named", named.0, named.1)
                default: print("other")
                }
            }
            print(items.map { $0 is (Int, Int) }, (items[2] as? (Int, Int)) == nil)
            """) == ["other", "pair 3", "named a 3", "other", "[false, true, false, false] true"])
    }

    @Test func integerFromTextInARadixIsOptional() throws {
        // `Int("ff", radix: 16)` printed 255 where Swift prints Optional(255).
        #expect(try output(of: """
            print(Int("ff", radix: 16) as Any, Int("zz", radix: 16) as Any, Int("101", radix: 2) ?? -1)
            """) == ["Optional(255) nil 5"])
    }
}
