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

    @Test func containsWithATrailingClosureIsContainsWhere() throws {
        #expect(try output(of: """
            let words = ["apple", "Banana"]
            print(words.contains { $0.hasPrefix("B") }, words.contains { $0.isEmpty })
            """) == ["true false"])
    }

    @Test func splitHonoursItsOptionsAndJoinedFlattensArrays() throws {
        #expect(try output(of: """
            print("a,,b".split(separator: ",", omittingEmptySubsequences: false), "k=v=w".split(separator: "=", maxSplits: 1))
            print(Array([[1], [2, 3]].joined()), Array([[1], [2]].joined(separator: [0])))
            """) == [#"["a", "", "b"] ["k", "v=w"]"#, "[1, 2, 3] [1, 0, 2]"])
    }

    @Test func fixedWidthIntegersHaveBounds() throws {
        #expect(try output(of: "print(UInt8.max, Int8.min, Int32.max)") == ["255 -128 2147483647"])
    }

    @Test func dictionaryUniquingKeysCombinesRepeatedKeys() throws {
        #expect(try output(of: """
            let d = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
            print(d["a"]!, d["b"]!, d.count)
            """) == ["4 2 2"])
    }
}

extension DifferentialTests {
    @Test func anAssignmentInAPropertysOwnDidSetRunsNoObserverAgain() throws {
        #expect(try output(of: """
            final class Player { var score = 0 { willSet { print("will", newValue) } didSet { if score > 100 { score = 100 } } } }
            struct Volume { var level = 5 { willSet { print("level", newValue) } didSet { level = min(level, 10) } } }
            let player = Player()
            player.score = 150
            var volume = Volume()
            volume.level = 42
            print(player.score, volume.level)
            """) == ["will 150", "level 42", "100 10"])
    }
}

extension DifferentialTests {
    @Test func aCollectionIsNoScalarOrUserType() throws {
        #expect(try output(of: """
            struct Tag { var name: String }
            let mixed: [Any] = [1, [4], ["k": 5], 2.5]
            print(mixed.map { $0 is Int }, mixed.map { $0 is Tag }, mixed.map { $0 as? [Int] != nil })
            """) == ["[true, false, false, false] [false, false, false, false] [false, true, false, false]"])
    }
}

/// Shapes of public SwiftUI files that failed as pasted (the real-code discovery pass).
extension DifferentialTests {
    @Test func zeroArgumentNumericAndBoolInitializersMakeZeroAndFalse() throws {
        #expect(try output(of: """
            var elapsed = TimeInterval()
            elapsed += 1
            print(TimeInterval(), Int(), Double(), CGFloat(), Float(), Bool(), UInt8(), Int64(), "[\\(String())]")
            print(elapsed, Int() + 2)
            """) == ["0.0 0 0.0 0.0 0.0 false 0 0 []", "1.0 2"])
    }

    @Test func aLocalComputedVariableRunsItsGetterAtEachRead() throws {
        #expect(try output(of: """
            func f() -> Int {
                var n = 1
                var doubled: Int { n * 2 }
                let first = doubled
                n = 5
                return first + doubled
            }
            func greet(_ name: String) -> String {
                var greeting: String {
                    get { "Hello, \\(name)" }
                }
                return greeting
            }
            func shadowed() -> Int {
                var total: Int { 3 }
                func twice(_ total: Int) -> Int { total * 2 }
                do {
                    let total = 10
                    print(total)
                }
                return twice(4) + total
            }
            print(f(), greet("Ann"), shadowed())
            """) == ["10", "12 Hello, Ann 11"])
    }
}
