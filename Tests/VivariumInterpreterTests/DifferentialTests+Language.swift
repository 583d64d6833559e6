import Testing
@testable import VivariumInterpreter

/// The Swift language and standard library as view models use them, found missing or wrong by
/// the second round of differential programs (Tests/Differential, issue 23): each expectation
/// is what swiftc 6.3.1's build printed for the same program. Before, each of these stopped with
/// "not supported in the playground", failed, or printed something else.
@Suite struct DifferentialLanguageTests {
    @Test func expressionPatternsCallTheProgramsMatchOperatorAndRangesOfCharacters() throws {
        // `case "0"..."9":` on a Character printed "other"; `func ~=` was refused at load.
        #expect(try output(of: """
            struct Even {}
            func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
            func kind(_ n: Int) -> String {
                switch n {
                case Even() where n > 10: return "big even"
                case Even(): return "even"
                default: return "odd"
                }
            }
            let ch: Character = "7"
            switch ch {
            case "a"..."z": print("letter")
            case "0"..."9": print("digit")
            default: print("other")
            }
            print([3, 4, 12].map(kind))
            """) == ["digit", #"["odd", "even", "big even"]"#])
    }

    @Test func compoundAssignmentThroughAnOptionalAndTupleLabelsOnAssignment() throws {
        // `title? += "x"` on nil was "binary operator '+' cannot be applied"; an unlabelled
        // tuple assigned to a labelled property lost its labels ("'fire' on Tuple").
        #expect(try output(of: """
            struct Config { var title: String?; var count: Int? }
            var config = Config()
            config.title? += "x"
            config.count? += 1
            print(config.title as Any, config.count as Any)
            config.title = "T"
            config.title? += "x"
            print(config.title as Any)
            final class Clock {
                var pending: (fire: Double, label: String)?
                func schedule() { pending = (1.5, "tick") }
            }
            let clock = Clock()
            clock.schedule()
            print(clock.pending!.fire, clock.pending!.label)
            var point: (x: Int, y: Int) = (0, 0)
            point = (3, 4)
            print(point.x + point.y)
            """) == ["nil nil", #"Optional("Tx")"#, "1.5 tick", "7"])
    }

    @Test func sequencesMadeOfFunctionsAndIteratorsAsValues() throws {
        // A type that is its own iterator could not be iterated; `AnyIterator`, `makeIterator()`,
        // `sequence(first:next:)` and `sequence(state:next:)` were not supported.
        #expect(try output(of: """
            struct Countdown: Sequence, IteratorProtocol {
                var current: Int
                mutating func next() -> Int? { guard current > 0 else { return nil }; defer { current -= 1 }; return current }
            }
            let countdown = Countdown(current: 3)
            print(Array(countdown), countdown.map { $0 * 10 }, countdown.contains(2))
            for n in Countdown(current: 2) { print("tick", n) }
            struct Pages: Sequence {
                let total: Int, size: Int
                func makeIterator() -> AnyIterator<Range<Int>> {
                    var start = 0
                    return AnyIterator {
                        guard start < total else { return nil }
                        defer { start += size }
                        return start..<Swift.min(start + size, total)
                    }
                }
            }
            print(Pages(total: 7, size: 3).map(\\.count))
            var it = [1, 2].makeIterator()
            print(it.next() as Any, it.next() as Any, it.next() as Any)
            print(Array(sequence(first: 1) { $0 < 50 ? $0 * 3 : nil }), sequence(first: 1) { $0 * 2 }.prefix(4).map { $0 })
            let fibs = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
                defer { s = (s.1, s.0 + s.1) }
                return s.0 < 20 ? s.0 : nil
            }
            print(Array(fibs), sequence(first: 1) { $0 * 2 }.first { $0 > 100 } as Any)
            """) == ["[3, 2, 1] [30, 20, 10] true", "tick 2", "tick 1", "[3, 3, 1]", "Optional(1) Optional(2) nil",
                     "[1, 3, 9, 27, 81] [1, 2, 4, 8]", "[0, 1, 1, 2, 3, 5, 8, 13] Optional(128)"])
    }

    @Test func collectionsEditedByRangesOfIndices() throws {
        #expect(try output(of: """
            var letters = ["a", "b", "c", "d", "e"]
            letters.replaceSubrange(1..<3, with: ["X"])
            letters.removeSubrange(2...)
            print(letters)
            var text = "Hello, World"
            let comma = text.firstIndex(of: ",")!
            print(text.remove(at: comma), text, text.lastIndex(of: "o").map { text.distance(from: text.startIndex, to: $0) } as Any)
            text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: 6))
            print(text, (1...10).clamped(to: 3...5), (0..<10).clamped(to: 5..<20))
            let pairs = [("a", 1), ("b", 2), ("a", 3)]
            print(Dictionary(pairs) { first, _ in first }["a"]!)
            var counts = ["b": 1]
            print(counts.updateValue(9, forKey: "b") as Any, counts.updateValue(1, forKey: "z") as Any)
            """) == [#"["a", "X"]"#, ", Hello World Optional(7)", "World 3...5 5..<10", "1", "Optional(1) nil"])
    }

    @Test func integersDivideReportAndConvertAsTheStandardLibrarys() throws {
        #expect(try output(of: """
            print(7.quotientAndRemainder(dividingBy: -2), Int.max.addingReportingOverflow(1), 0b1011.nonzeroBitCount, 40.trailingZeroBitCount)
            print(7.5.remainder(dividingBy: 2), (-7.5).remainder(dividingBy: 2), 1.0.isLess(than: 2), lround(2.5), lround(-2.5), M_E)
            print(Int8(exactly: 200) as Any, UInt8(exactly: 255) as Any, Int8(truncatingIfNeeded: 300), Int16(clamping: 70_000), UInt8("256") as Any, UInt8(ascii: "A"))
            """) == ["(quotient: -3, remainder: 1) (partialValue: -9223372036854775808, overflow: true) 3 3",
                     "-0.5 0.5 true 3 -3 2.718281828459045", "nil Optional(255) 44 32767 nil 65"])
        // `Int8(exactly: 200)` trapped ("Not enough bits to represent the passed value").
        #expect(runtimeError(of: "print(Int8(200))")?.message == "Fatal error: Not enough bits to represent the passed value")
    }

    @Test func keyPathsChainThroughOptionalsAndAppend() throws {
        // `\\.next?.value` was refused at load ("optional chaining in key paths").
        #expect(try output(of: """
            final class Node { var value: Int; var next: Node?; init(_ v: Int, _ n: Node? = nil) { value = v; next = n } }
            let list = Node(1, Node(2))
            let nodes = [list]
            print(list[keyPath: \\.next?.value] as Any, list[keyPath: \\.next?.next?.value] as Any, nodes.map(\\.next?.value))
            struct Address { var city: String; var zip: Int }
            struct Person { var name: String; var address: Address }
            let zip = (\\Person.address).appending(path: \\Address.zip)
            var p = Person(name: "A", address: Address(city: "Oslo", zip: 150))
            print(p[keyPath: zip])
            p[keyPath: \\.address.city] = "Bergen"
            print(p.address.city)
            """) == ["Optional(2) nil [Optional(2)]", "150", "Bergen"])
    }

    @Test func anExtensionSubscriptByIntegersLeavesTheStringsOwnByIndex() throws {
        // With `subscript(_ r: ClosedRange<Int>)` declared, `s[i]` by an index called it ("'lowerBound' on Int").
        #expect(try output(of: """
            extension String {
                subscript(_ r: ClosedRange<Int>) -> Substring {
                    let a = index(startIndex, offsetBy: r.lowerBound)
                    return self[a...index(a, offsetBy: r.count - 1)]
                }
            }
            let s = "Hello, Swift"
            let i = s.index(s.startIndex, offsetBy: 7)
            print(s[i], s[i...], s[1...3], [0..<3, 4..<5], [1...2])
            """) == ["S Swift ell [Range(0..<3), Range(4..<5)] [ClosedRange(1...2)]"])
    }

    @Test func anOverridingObserverRunsAroundTheSuperclasssSetter() throws {
        // Only the subclass's `didSet` ran; the superclass's was skipped.
        #expect(try output(of: """
            class Shape {
                var log: [String] = []
                var sides: Int { didSet { log.append("shape \\(oldValue)->\\(sides)") } }
                init(sides: Int) { self.sides = sides }
            }
            final class Square: Shape {
                override var sides: Int {
                    willSet { log.append("square will \\(newValue)") }
                    didSet { log.append("square did \\(oldValue)") }
                }
                init() { super.init(sides: 4); sides = 4 }
            }
            let square = Square()
            square.sides = 5
            print(square.log)
            """) == [#"["square will 4", "shape 4->4", "square did 4", "square will 5", "shape 4->5", "square did 4"]"#])
    }

    @Test func anArrayLiteralsImplicitMembersTakeTheTypeOfOneWrittenOut() throws {
        // "inferring the type of '.medium' here" for the elements after the first.
        #expect(try output(of: """
            enum Size { case small, medium, large }
            let sizes = [Size.small, .medium, .large]
            print(sizes.count, sizes.last == .large)
            """) == ["3 true"])
    }

    @Test func keyPathsSubscriptByLiterals() throws {
        // "subscripts in key paths" was refused at load.
        #expect(try output(of: """
            struct Item { var title: String }
            struct Board { var sections: [[Item]]; var scores: [String: Int] }
            var board = Board(sections: [[Item(title: "a")]], scores: ["ann": 3])
            let path = \\Board.sections[0][0].title
            board[keyPath: path] = "changed"
            print(board.sections[0][0].title, board[keyPath: \\.scores["ann"]] ?? 0, [board].map(\\.sections[0].count))
            """) == ["changed 3 [1]"])
    }
}
