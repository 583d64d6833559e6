import Testing
@testable import VivariumInterpreter

/// Issue 23, item 3: a mutation changes the storage it names, and copy-on-write copies it only
/// when it is shared, as in Swift. Each shape runs its mutation N times for two N; the copies
/// of a container's storage the interpreter counted (`storageCopies`: the storage moved though
/// it had room) do not grow with N.
@Suite struct MutationInPlaceTests {
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        /// Swift with `N` for the number of mutations; prints one line.
        let source: String
        /// What it prints, for N.
        let expected: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "a.append(x), a global", source: """
            var numbers: [Int] = []
            for i in 0..<N { numbers.append(i) }
            print(numbers.count, numbers[N - 1])
            """, expected: { "\($0) \($0 - 1)" }),
        Shape(name: "a.append(x), a function's local", source: """
            func build(_ n: Int) -> [Int] {
                var numbers: [Int] = []
                for i in 0..<n { numbers.append(i * 2) }
                return numbers
            }
            print(build(N).last!)
            """, expected: { "\(($0 - 1) * 2)" }),
        Shape(name: "a.append(i), a function's local given a local", source: """
            func build(_ n: Int) -> [Int] {
                var numbers: [Int] = []
                for i in 0..<n { numbers.append(i) }
                let copy = numbers
                numbers.append(n)
                return copy + numbers
            }
            print(build(N).count)
            """, expected: { "\(2 * $0 + 1)" }),
        Shape(name: "s.items.append(x), through a struct's field", source: """
            struct Inbox { var items: [String] = [] }
            var inbox = Inbox()
            for i in 0..<N { inbox.items.append("m\\(i)") }
            print(inbox.items.count, inbox.items[0])
            """, expected: { "\($0) m0" }),
        Shape(name: "s.items.append(x), a function's local struct", source: """
            struct Inbox { var items: [Int] = [] }
            func fill(_ n: Int) -> Int {
                var inbox = Inbox()
                for i in 0..<n { inbox.items.append(i) }
                return inbox.items.count
            }
            print(fill(N))
            """, expected: { "\($0)" }),
        Shape(name: "d[k, default: []].append(x)", source: """
            var groups: [String: [Int]] = [:]
            for i in 0..<N {
                let key = i % 2 == 0 ? "even" : "odd"
                groups[key, default: []].append(i)
            }
            print(groups["even"]!.count + groups["odd"]!.count)
            """, expected: { "\($0)" }),
        Shape(name: "counts[k, default: 0] += 1, a function's local", source: """
            func tally(_ n: Int) -> [Int: Int] {
                var counts: [Int: Int] = [:]
                for i in 0..<n { counts[i % 7, default: 0] += 1 }
                counts[0, default: 0] -= counts[0, default: 0]
                return counts
            }
            let counts = tally(N)
            print(counts.count, counts[0]!, counts[1]! + counts[6]!)
            """, expected: { "7 0 \(($0 + 5) / 7 + ($0 + 0) / 7)" }),
        Shape(name: "a[i].done.toggle()", source: """
            struct Todo { var title: String; var done = false }
            var todos = (0..<N).map { Todo(title: "t\\($0)") }
            for i in 0..<N { todos[i].done.toggle() }
            print(todos.filter { $0.done }.count)
            """, expected: { "\($0)" }),
        Shape(name: "model.items[i].title = t, an object's array of structs", source: """
            struct Row { var title: String }
            final class Model { var rows: [Row] = [] }
            let model = Model()
            for i in 0..<N { model.rows.append(Row(title: "r\\(i)")) }
            for i in 0..<N { model.rows[i].title = "renamed \\(i)" }
            print(model.rows[N - 1].title)
            """, expected: { "renamed \($0 - 1)" }),
        Shape(name: "items.append(x) in a method, through implicit self", source: """
            final class Store {
                var ids: [Int] = []
                func add(_ id: Int) { ids.append(id) }
            }
            let store = Store()
            for i in 0..<N { store.add(i) }
            print(store.ids.count)
            """, expected: { "\($0)" }),
        Shape(name: "stack.push(x), a struct's mutating method on a function's local", source: """
            struct Stack {
                var items: [Int] = []
                mutating func push(_ x: Int) { items.append(x) }
                func peek() -> Int? { items.last }
            }
            func pushes(_ n: Int) -> Int {
                var stack = Stack()
                for i in 0..<n { stack.push(i) }
                let top = stack.peek()
                return stack.items.count + top!
            }
            print(pushes(N))
            """, expected: { "\($0 + $0 - 1)" }),
        Shape(name: "counts[k, default: 0] += 1", source: """
            var counts: [Int: Int] = [:]
            for i in 0..<N {
                let k = i % 7
                counts[k, default: 0] += 1
            }
            print(counts.count, counts[0]! + counts[1]! + counts[2]! + counts[3]! + counts[4]! + counts[5]! + counts[6]!)
            """, expected: { "7 \($0)" }),
        Shape(name: "a[i] = x, a global", source: """
            var squares = Array(repeating: 0, count: N)
            for i in 0..<N { squares[i] = i * i }
            print(squares[N - 1])
            """, expected: { "\(($0 - 1) * ($0 - 1))" }),
        Shape(name: "a[i] = x and d[k, default: 0] += 1, a function's locals", source: """
            func tally(_ n: Int) -> Int {
                var squares = Array(repeating: 0, count: n)
                var counts: [Int: Int] = [:]
                for i in 0..<n {
                    squares[i] = i * i
                    counts[i % 5, default: 0] += 1
                }
                return squares[n - 1] + counts[0]!
            }
            print(tally(N))
            """, expected: { "\(($0 - 1) * ($0 - 1) + $0 / 5)" }),
    ]

    /// The copies one run of `shape` made, after checking what it printed.
    func copies(_ shape: Shape, n: Int) throws -> Int {
        let run = Run()
        try run.load(shape.source.replacingOccurrences(of: "N", with: String(n)))
        #expect(run.output == [shape.expected(n)], "\(shape.name), N = \(n)")
        return run.interpreter.storageCopies
    }

    @Test(arguments: shapes)
    func aMutationCopiesNothingUnshared(_ shape: Shape) throws {
        let few = try copies(shape, n: 100), many = try copies(shape, n: 400)
        #expect(many == few, "\(shape.name): \(few) copies for 100 mutations, \(many) for 400")
        #expect(many <= 2, "\(shape.name): \(many) copies")
    }

    /// A property whose `didSet` reads `oldValue` keeps the old array while the new one is made:
    /// each append copies it, in Swift as here (and the count shows it).
    @Test func anObservedPropertyIsCopiedAsInSwift() throws {
        let shape = Shape(name: "didSet with oldValue", source: """
            final class Log {
                var lines: [Int] = [] { didSet { if oldValue.count > lines.count { print("shrank") } } }
            }
            let log = Log()
            for i in 0..<N { log.lines.append(i) }
            print(log.lines.count)
            """, expected: { "\($0)" })
        let few = try copies(shape, n: 100), many = try copies(shape, n: 400)
        // (An append that must grow the storage moves it anyway: that one is not counted.)
        #expect(few >= 50 && many >= 3 * few, "\(few) copies for 100 appends, \(many) for 400")
    }
}

extension MutationInPlaceTests {
    /// A struct kept by a second variable shares its array with it: each append through the
    /// first copies the array, in Swift as here (and the count shows it, for a function's
    /// local, whose append is compiled, as for a global).
    @Test(arguments: ["func run(_ n: Int) {", ""])
    func aSharedFieldIsCopiedAsInSwift(_ wrapper: String) throws {
        let body = """
            struct Inbox { var items: [Int] = [] }
            \(wrapper)
            var inbox = Inbox()
            var seen = 0
            for i in 0..<\(wrapper.isEmpty ? "N" : "n") {
                let before = inbox
                inbox.items.append(i)
                seen += before.items.count
            }
            print(seen)
            \(wrapper.isEmpty ? "" : "}\nrun(N)")
            """
        let shape = Shape(name: "a shared struct's field appended", source: body, expected: { "\($0 * ($0 - 1) / 2)" })
        let few = try copies(shape, n: 100), many = try copies(shape, n: 400)
        #expect(few >= 50 && many >= 3 * few, "\(few) copies for 100 appends, \(many) for 400")
    }

    /// An index that is a computed property of `self` runs its getter once per access, as in
    /// Swift (swiftc prints "cursor read" twice, then the two arrays). Such an index is no
    /// place here (its getter would run again to find it); the general path that takes it
    /// still reads it twice for a mutating call (read, then read again after the arguments):
    /// a known issue, left for the resolved model (issue 23, item 1).
    @Test func aComputedIndexIsEvaluatedOnce() throws {
        let printed = try output(of: """
            final class Board {
                var cells = [0, 0, 0]
                var rows: [[Int]] = [[], []]
                var cursor: Int { print("cursor read"); return 1 }
                func mark() {
                    cells[cursor] = 7
                    rows[cursor].append(5)
                }
            }
            let board = Board()
            board.mark()
            print(board.cells, board.rows)
            """)
        withKnownIssue("a mutating call through a computed index reads it twice") {
            #expect(printed == ["cursor read", "cursor read", "[0, 7, 0] [[], [5]]"])
        }
        #expect(printed.last == "[0, 7, 0] [[], [5]]")
    }
}
