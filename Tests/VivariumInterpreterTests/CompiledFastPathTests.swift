import Testing
@testable import VivariumInterpreter

/// What compiled code decides once for the common case (two integers under an operator, a
/// struct's field by its position, a builtin method's closure) must give what the general
/// rules give in every other case that reaches it.
@Suite struct CompiledFastPathTests {
    @Test func integerOperatorsOnLocalsKeepSwiftsRules() throws {
        // `n - 1` with `n` a Double, an Int against another local, and an overflow.
        let run = Run()
        try run.load("""
            func mixed(_ d: Double, _ n: Int, _ m: Int) -> String {
                let half = d - 1
                let less = n < m
                var total = n
                total += m
                return "\\(half) \\(less) \\(total) \\(n * m)"
            }
            print(mixed(2.5, 3, 4))
            """)
        #expect(run.output == ["1.5 true 7 12"])
        let overflow = runtimeError(of: """
            func bump(_ n: Int) -> Int { n + 1 }
            print(bump(1))
            print(bump(Int.max))
            """)
        #expect(overflow?.message == "Swift runtime failure: arithmetic overflow")
        let compound = runtimeError(of: """
            func add(_ n: Int) -> Int {
                var total = n
                total += Int.max
                return total
            }
            print(add(1))
            """)
        #expect(compound?.message == "Swift runtime failure: arithmetic overflow")
    }

    @Test func dictionaryCountsAddInPlaceAndKeepOtherValues() throws {
        let run = Run()
        try run.load("""
            func counts(_ words: [String]) -> [String: Int] {
                var seen: [String: Int] = [:]
                for word in words { seen[word, default: 0] += 1 }
                return seen
            }
            func labels(_ words: [String]) -> [String: String] {
                var joined: [String: String] = [:]
                for word in words { joined[word, default: ">"] += word }
                return joined
            }
            let c = counts(["a", "b", "a", "c", "a"])
            print(c["a"]!, c["b"]!, c["c"]!, c.count)
            print(labels(["x", "y", "x"]).sorted { $0.key < $1.key })
            """)
        #expect(run.output == ["3 1 1 3", #"[(key: "x", value: ">xx"), (key: "y", value: ">y")]"#])
    }

    @Test func aMemberReadFindsTheFieldWhereverEachTypeKeepsIt() throws {
        // The same `.y` read over two types that keep `y` at different positions, in turns.
        let run = Run()
        try run.load("""
            protocol HasY { var y: Int { get } }
            struct First: HasY { var y: Int; var x: Int }
            struct Second: HasY { var x: Int; var w: Int; var y: Int }
            func total(_ values: [any HasY]) -> Int {
                var sum = 0
                for value in values { sum += value.y }
                return sum
            }
            print(total([First(y: 1, x: 100), Second(x: 100, w: 100, y: 20), First(y: 300, x: 100), Second(x: 1, w: 2, y: 4000)]))
            """)
        #expect(run.output == ["4321"])
    }

    @Test func structsBuiltInALoopAreValuesOfTheirOwn() throws {
        // Built from one list of field names, each keeps its own values; a copy changed later
        // changes alone, and each prints its fields in their declared order.
        let run = Run()
        try run.load("""
            struct Item { var id: Int; var score: Int; var done: Bool }
            func build(_ n: Int) -> [Item] {
                var items: [Item] = []
                for i in 0..<n { items.append(Item(id: i, score: i * 10, done: i % 2 == 0)) }
                return items
            }
            var items = build(3)
            var copy = items[1]
            copy.score = 99
            items[2].done.toggle()
            print(items[0], items[1].score, copy.score, items[2].done)
            """)
        #expect(run.output == ["Item(id: 0, score: 0, done: true) 10 99 false"])
    }

    @Test func aBuiltinMethodsArgumentIsCalledAsTheGeneralRulesCallIt() throws {
        // `+` as a function over Ints, Doubles and Strings; closures taking tuples apart.
        let run = Run()
        try run.load("""
            func sums() -> String {
                let ints = [1, 2, 3].reduce(0, +)
                let doubles = [1.5, 2.5].reduce(0, +)
                let text = ["a", "b"].reduce("", +)
                let pairs = [(1, 2), (3, 4)].map { a, b in a * b }
                let anonymous = [(1, 2), (3, 4)].map { $0 + $1 }
                return "\\(ints) \\(doubles) \\(text) \\(pairs) \\(anonymous)"
            }
            print(sums())
            """)
        #expect(run.output == ["6 4.0 ab [2, 12] [3, 7]"])
    }

    @Test func objectsMadeInALoopOverARangeEndWithEachIteration() throws {
        // The loop's element is an integer, but what the body declares still ends (and is
        // freed) with each iteration.
        let run = Run()
        try run.load("""
            final class Token {
                let n: Int
                init(_ n: Int) { self.n = n }
                deinit { print("free \\(n)") }
            }
            func loop() {
                for i in 0..<3 {
                    let token = Token(i)
                    print("made \\(token.n)")
                }
                print("done")
            }
            loop()
            """)
        #expect(run.output == ["made 0", "free 0", "made 1", "free 1", "made 2", "free 2", "done"])
    }

    @Test func integerDivisionAndRemainderKeepSwiftsTraps() throws {
        // `/` and `%` on two integers are chosen once; their traps are the general rules'.
        let run = Run()
        try run.load("""
            func parts(_ n: Int, _ d: Int) -> String { "\\(n / d) \\(n % d) \\(-n / d) \\(-n % d)" }
            func digits(_ n: Int) -> Int {
                var rest = n
                var count = 0
                while rest > 0 {
                    rest /= 10
                    count += 1
                }
                return count
            }
            print(parts(17, 5), digits(12345))
            """)
        #expect(run.output == ["3 2 -3 -2 5"])
        let byZero = runtimeError(of: """
            func divide(_ n: Int, _ d: Int) -> Int { n / d }
            print(divide(1, 0))
            """)
        #expect(byZero?.message == "Fatal error: Division by zero")
        let remainderByZero = runtimeError(of: """
            func remainder(_ n: Int, _ d: Int) -> Int { n % d }
            print(remainder(1, 0))
            """)
        #expect(remainderByZero?.message == "Fatal error: Division by zero in remainder operation")
        let overflow = runtimeError(of: """
            func remainder(_ n: Int, _ d: Int) -> Int { n % d }
            print(remainder(Int.min, -1))
            """)
        #expect(overflow?.message == "Fatal error: Division results in an overflow in remainder operation")
    }

    @Test func integersSortInTheirOwnOrderAndOtherElementsByTheirRules() throws {
        // An array of integers sorts as numbers; one that mixes in a Double, or a sort with a
        // predicate, takes the general comparison.
        let run = Run()
        try run.load("""
            var numbers = [5, -2, 9, 0, 5, 3]
            print(numbers.sorted(), numbers.sorted(by: >))
            numbers.sort()
            print(numbers, [2.5, 1.0, 2.0].sorted(), ["b", "a"].sorted())
            """)
        #expect(run.output == ["[-2, 0, 3, 5, 5, 9] [9, 5, 5, 3, 0, -2]", "[-2, 0, 3, 5, 5, 9] [1.0, 2.0, 2.5] [\"a\", \"b\"]"])
    }

    @Test func aRangeLoopsElementIsItsOwnInEveryPassAndGoneAfter() throws {
        // The element of a loop over a range is written in place each pass: a closure that
        // captures it keeps its own, `where`, `continue` and `break` see the pass's, and a loop
        // left by a throw leaves the next call a fresh frame.
        let run = Run()
        try run.load("""
            struct Stop: Error {}
            func collect(_ n: Int) -> [() -> Int] {
                var kept: [() -> Int] = []
                for i in 0..<n where i % 2 == 0 { kept.append { i } }
                return kept
            }
            func firstOver(_ limit: Int) -> Int {
                var found = -1
                for i in 0..<100 {
                    if i * i <= limit { continue }
                    found = i
                    break
                }
                return found
            }
            func sum(_ n: Int, stoppingAt stop: Int) throws -> Int {
                var total = 0
                for i in 0..<n {
                    if i == stop { throw Stop() }
                    total += i
                }
                return total
            }
            print(collect(7).map { $0() }, firstOver(50))
            print((try? sum(10, stoppingAt: 4)) ?? -1, try sum(5, stoppingAt: 99))
            """)
        #expect(run.output == ["[0, 2, 4, 6] 8", "-1 10"])
    }
}
