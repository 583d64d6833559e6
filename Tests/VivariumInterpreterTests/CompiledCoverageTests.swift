import Testing
@testable import VivariumInterpreter

/// Issue 23, item 2: everyday loops run as compiled code. Each shape runs its loop N times for
/// two N; how often compiled code handed a piece to the general evaluator (`generalRuns`) does
/// not grow with N — a loop whose body falls back costs the general evaluator's price at every
/// iteration (a struct pipeline took 87 ms for 10,000 items that way, 27 ms compiled).
@Suite struct CompiledCoverageTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        /// Swift with `N` for the number of iterations; prints one line.
        let source: String
        let expected: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "struct pipeline: append of a memberwise struct, filter, map, reduce", source: """
            struct Item { var id: Int; var score: Int; var done: Bool }
            func pipeline(_ n: Int) -> Int {
                var items: [Item] = []
                for i in 0..<n { items.append(Item(id: i, score: i % 13, done: i % 3 == 0)) }
                let open = items.filter { !$0.done }
                let scores = open.map { $0.score * 2 }
                return scores.reduce(0, +)
            }
            print(pipeline(N) > 0)
            """, expected: { _ in "true" }),
        Shape(name: "a class built by its initializer in a loop (a linked list)", source: """
            final class ListNode {
                var value: Int
                var next: ListNode?
                init(value: Int, next: ListNode?) {
                    self.value = value
                    self.next = next
                }
            }
            func linked(_ n: Int) -> Int {
                var head: ListNode? = nil
                for i in 0..<n { head = ListNode(value: i, next: head) }
                var total = 0
                var cursor = head
                while let node = cursor {
                    total += node.value
                    cursor = node.next
                }
                return total
            }
            print(linked(N))
            """, expected: { "\($0 * ($0 - 1) / 2)" }),
        Shape(name: "a class's method called on a local, changing a stored property of self", source: """
            final class Tally {
                var total = 0
                var log = ""
                func add(_ x: Int) {
                    total += x
                    self.log += "."
                }
            }
            func tallied(_ n: Int) -> Int {
                let tally = Tally()
                for i in 0..<n { tally.add(i) }
                return tally.total + tally.log.count
            }
            print(tallied(N))
            """, expected: { "\($0 * ($0 - 1) / 2 + $0)" }),
        Shape(name: "a local noted for printing does not make the loop before it general", source: """
            func evens(_ n: Int) -> Int {
                var numbers: [Int] = []
                for i in 0..<n { numbers.append(i * 2) }
                let sorted = numbers.sorted()
                let last = sorted.last
                print(last as Any)
                return numbers.count
            }
            print(evens(N))
            """, expected: { "\($0)" }),
        Shape(name: "a class's initializer with a Double property given an integer literal", source: """
            final class Account {
                var balance: Double
                init(balance: Double) { self.balance = balance }
            }
            func open(_ n: Int) -> Double {
                var total = 0.0
                for _ in 0..<n { total += Account(balance: 2).balance }
                return total
            }
            print(open(N))
            """, expected: { "\(Double($0 * 2))" }),
        Shape(name: "a struct's methods reading its array by name, built with its default", source: """
            struct Peeker {
                var items: [Int] = []
                var label = "peeker"
                let limit = 1_000_000
                func peek() -> Int { items[items.count - 1] }
            }
            func peeks(_ n: Int) -> Int {
                var stack = Peeker()
                for i in 0..<n { stack.items.append(i) }
                var total = 0
                for _ in 0..<n { total += stack.peek() }
                return total + stack.label.count + stack.limit
            }
            print(peeks(N))
            """, expected: { "\($0 * ($0 - 1) + 6 + 1_000_000)" }),
        Shape(name: "a struct's mutating method changing a stored property of self", source: """
            struct Meter {
                var total = 0
                var readings: [Int] = []
                mutating func add(_ x: Int) {
                    total += x
                    self.total -= 1
                    readings += [x]
                }
            }
            func metered(_ n: Int) -> Int {
                var meter = Meter()
                for i in 0..<n { meter.add(i) }
                return meter.total + meter.readings.count
            }
            print(metered(N))
            """, expected: { "\($0 * ($0 - 1) / 2)" }),
    ]

    /// The general evaluator's runs for one run of `shape`, after checking what it printed.
    func generalRuns(_ shape: Shape, n: Int) throws -> Int {
        let run = Run()
        try run.load(shape.source.replacingOccurrences(of: "N", with: String(n)))
        #expect(run.output.last == shape.expected(n), "\(shape.name), N = \(n)")
        return run.interpreter.generalRuns
    }

    @Test(arguments: shapes)
    func aLoopRunsCompiled(_ shape: Shape) throws {
        let few = try generalRuns(shape, n: 50), many = try generalRuns(shape, n: 200)
        #expect(many == few, "\(shape.name): \(few) general runs for 50 iterations, \(many) for 200")
    }
}
