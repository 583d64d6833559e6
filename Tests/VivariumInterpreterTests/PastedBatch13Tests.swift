import Testing
@testable import VivariumInterpreter

/// Swift semantics that corpus batch 13 (public code's shapes, issue 23 item 4) found wrong or
/// refused; each expectation is swiftc 6.3.1's own output of the same program.
@Suite struct PastedBatch13Tests {
    @Test func fallthroughRunsTheNextCasesBodyWithoutMatchingIt() throws {
        #expect(try output(of: """
            func grade(_ score: Int) -> String {
                var notes: [String] = []
                switch score {
                case 90...:
                    notes.append("excellent")
                    fallthrough
                case 70..<90:
                    let note = "passed"
                    notes.append(note)
                    fallthrough
                case 50..<70:
                    let note = "counted"
                    notes.append(note)
                default:
                    notes.append("try again")
                }
                return notes.joined(separator: "+")
            }
            print(grade(95), grade(75), grade(55), grade(10))
            """) == ["excellent+passed+counted passed+counted counted try again"])
    }

    @Test func partitionLeavesTheStandardLibrarysOrder() throws {
        #expect(try output(of: """
            var scores = [92, 75, 92, 40, 81, 12, 99]
            let pivot = scores.partition { $0 >= 80 }
            print(pivot, scores)
            var none = [1, 2]
            print(none.partition { $0 > 5 }, none)
            """) == ["3 [12, 75, 40, 92, 81, 92, 99]", "2 [1, 2]"])
    }

    @Test func minAndMaxOfEqualElementsGiveTheFirst() throws {
        #expect(try output(of: """
            struct Player { let name: String; let score: Int }
            let players = [Player(name: "Ana", score: 92), Player(name: "Ben", score: 75), Player(name: "Cleo", score: 92)]
            print(players.max { $0.score < $1.score }!.name, players.min { $0.score > $1.score }!.name)
            print([3, 1, 3].max()!, ([] as [Int]).max() as Any)
            """) == ["Ana Ana", "3 nil"])
    }

    @Test func exactConversionsAreFailable() throws {
        #expect(try output(of: """
            print(Int(exactly: 12.5) as Any, Int(exactly: 12.0) as Any, Double(exactly: 3) as Any)
            print(Int(exactly: 2.5) ?? -1)
            """) == ["nil Optional(12) Optional(3.0)", "-1"])
    }

    @Test func aStaticMethodsOptionalCharacterMapsAsAnOptional() throws {
        #expect(try output(of: """
            struct WordTools {
                static func middle(_ s: String) -> Character? {
                    guard !s.isEmpty else { return nil }
                    return s[s.index(s.startIndex, offsetBy: s.count / 2)]
                }
            }
            print("middle: \\(WordTools.middle("abc").map(String.init) ?? "-")", WordTools.middle("").map(String.init) ?? "-")
            """) == ["middle: b -"])
    }

    @Test func literalMacroDefaultsTakeTheCallSite() throws {
        #expect(try output(of: """
            func log(_ m: String, function: String = #function, line: Int = #line, column: Int = #column) {
                print("[\\(function):\\(line):\\(column)] \\(m)")
            }
            struct S {
                func go() {
                    log("a")
                    let c = { log("in closure") }
                    c()
                    log(
                        "multi"
                    )
                    log("given", line: 99)
                }
                var p: Int { log("getter"); return 1 }
                init() { log("init") }
            }
            S().go()
            _ = S().p
            """) == ["[init():15:17] init", "[go():6:12] a", "[go():7:22] in closure", "[go():9:12] multi",
                     "[go():99:12] given", "[init():15:17] init", "[p:14:21] getter"])
    }

    @Test func aTypesOwnPrefixAndCompoundOperatorsAndOverloadsByOperandType() throws {
        #expect(try output(of: """
            struct Vector: CustomStringConvertible, ExpressibleByArrayLiteral {
                var x: Double
                var y: Double
                init(x: Double, y: Double) { self.x = x; self.y = y }
                init(arrayLiteral elements: Double...) { x = elements[0]; y = elements[1] }
                var description: String { "(\\(x), \\(y))" }
                static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
                static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
                static func * (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x * rhs, y: lhs.y * rhs) }
                static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }
                static func += (lhs: inout Vector, rhs: Vector) { print("adding \\(rhs)"); lhs = lhs + rhs }
                static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
            }
            var position: Vector = [1, 2]
            position += [3, 4]
            print(position, -position, 2 * position - [1, 1], position * 0.5)
            struct Ship { var at: Vector = [0, 0] }
            var ship = Ship()
            ship.at += position
            let degrees: Double = 180 / .pi
            print(ship.at, degrees > 57)
            """) == ["adding (3.0, 4.0)", "(4.0, 6.0) (-4.0, -6.0) (7.0, 11.0) (2.0, 3.0)", "adding (4.0, 6.0)", "(4.0, 6.0) true"])
    }

    @Test func anInfiniteSequenceStopsWhereItsMethodsStop() throws {
        #expect(try output(of: """
            struct Fibonacci: Sequence {
                struct Iterator: IteratorProtocol {
                    var current = 0
                    var upcoming = 1
                    mutating func next() -> Int? {
                        defer { let sum = current + upcoming; current = upcoming; upcoming = sum }
                        return current
                    }
                }
                func makeIterator() -> Iterator { Iterator() }
            }
            print(Array(Fibonacci().prefix(while: { $0 < 100 })))
            print(Array(Fibonacci().prefix(5)), Fibonacci().first(where: { $0 > 50 }) as Any, Fibonacci().contains(21), Fibonacci().contains { $0 > 1000 })
            print(Fibonacci().prefix { $0 < 10 }, Fibonacci().allSatisfy { $0 < 10 })
            """) == ["[0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]", "[0, 1, 1, 2, 3] Optional(55) true true", "[0, 1, 1, 2, 3, 5, 8] false"])
    }
}
