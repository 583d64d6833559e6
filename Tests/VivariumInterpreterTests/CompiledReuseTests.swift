import Testing
@testable import VivariumInterpreter

/// What compiled code keeps from one run to the next must never show: a call's activation and
/// frame are reused only when nothing kept them, and a member read remembers a type only while
/// that type's member is a plain stored property.
@Suite struct CompiledReuseTests {
    @Test func closuresMadeInARecursionKeepTheirOwnLocals() throws {
        // Each level's `doubled` is captured by a closure that outlives the call: a reused
        // activation must not hand one level's local to another.
        let run = Run()
        try run.load("""
            var saved: [() -> Int] = []
            func make(_ n: Int) -> Int {
                let doubled = n * 2
                saved.append { doubled }
                return n == 0 ? 0 : make(n - 1) + doubled
            }
            print(make(3))
            print(saved.map { $0() })
            print(make(1))
            print(saved.map { $0() })
            """)
        #expect(run.output == ["12", "[6, 4, 2, 0]", "2", "[6, 4, 2, 0, 2, 0]"])
    }

    @Test func aRecursionReusesNothingStillRunning() throws {
        let run = Run()
        try run.load("""
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            func ackermann(_ m: Int, _ n: Int) -> Int {
                if m == 0 { return n + 1 }
                if n == 0 { return ackermann(m - 1, 1) }
                return ackermann(m - 1, ackermann(m, n - 1))
            }
            print(fib(15), ackermann(2, 3))
            """)
        #expect(run.output == ["610 9"])
    }

    @Test func oneMemberReadOverTypesThatStoreAndComputeIt() throws {
        // The same `item.value` reads a stored property, a computed one, and a class's `lazy`
        // one, in turns: what it remembers of one type must not answer for another.
        let run = Run()
        try run.load("""
            protocol Valued { var value: Int { get } }
            struct Stored: Valued { var value: Int }
            struct Computed: Valued {
                var base: Int
                var value: Int { base * 10 }
            }
            final class Lazy: Valued {
                lazy var value: Int = {
                    print("lazy")
                    return 5
                }()
            }
            func total(_ items: [any Valued]) -> Int {
                var sum = 0
                for item in items { sum += item.value }
                return sum
            }
            let lazy = Lazy()
            print(total([Stored(value: 1), Computed(base: 2), Stored(value: 3), lazy, Computed(base: 4), lazy]))
            """)
        #expect(run.output == ["lazy", "74"])
    }

    @Test func aMemberReadSeesATypeDeclaredAgain() throws {
        // A type declared again (a later input of the session) replaces a stored property
        // with a computed one: the same function's compiled read, which remembered the first,
        // must ask again.
        let run = Run()
        try run.load("""
            struct Item { var score: Int }
            func scores(_ items: [Item]) -> [Int] { items.map { $0.score } }
            print(scores([Item(score: 1), Item(score: 2)]))
            """)
        try run.load("""
            struct Item {
                var raw: Int
                var score: Int { raw * 100 }
            }
            print(scores([Item(raw: 1), Item(raw: 2)]))
            """)
        #expect(run.output == ["[1, 2]", "[100, 200]"])
    }

    /// Frames (with their activations) the compiled bodies made rather than reused.
    private func framesMade(_ run: Run) -> Int {
        run.interpreter.compiledFunctions.values.compactMap { $0 }.map(\.framesMade).reduce(0, +)
            + run.interpreter.compiledClosures.values.compactMap { $0 }.map(\.framesMade).reduce(0, +)
    }

    @Test func aRecursionMakesOneFramePerLevelItReached() throws {
        // fib(15) makes 1,973 calls, never more than 15 deep: each level's frame serves every
        // later call at that depth, and a second run makes none.
        let run = Run()
        try run.load("""
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            print(fib(15))
            """)
        let first = framesMade(run)
        #expect(first >= 1 && first <= 15)
        try run.load("print(fib(15))")
        #expect(run.output == ["610", "610"])
        #expect(framesMade(run) == first)
    }

    @Test func aClosureCalledPerElementMakesOneFrame() throws {
        let run = Run()
        try run.load("""
            struct Item { var score: Int; var done: Bool }
            func pipeline(_ n: Int) -> Int {
                var items: [Item] = []
                for i in 0..<n { items.append(Item(score: i % 7, done: i % 2 == 0)) }
                return items.filter { !$0.done }.map { $0.score * 2 }.reduce(0, +)
            }
            print(pipeline(10))
            """)
        let few = framesMade(run)
        try run.load("print(pipeline(1000))")
        #expect(run.output == ["22", "3000"])
        #expect(framesMade(run) == few)
    }

    @Test func aConstructionInALoopChoosesItsInitializerOnce() throws {
        // The labels of `ListNode(value: i, next: head)` are written in the source: the call
        // site finds the initializer they choose at its first object, not at each.
        let run = Run()
        try run.load("""
            final class ListNode {
                var value: Int
                var next: ListNode?
                init(value: Int, next: ListNode?) {
                    self.value = value
                    self.next = next
                }
            }
            func build(_ n: Int) -> Int {
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
            print(build(3))
            """)
        let first = run.interpreter.initializerChoicesMade
        try run.load("print(build(500))")
        #expect(run.output == ["3", "124750"])
        #expect(run.interpreter.initializerChoicesMade == first)
    }

    @Test func aRedeclaredClassIsBuiltByItsNewInitializer() throws {
        let run = Run()
        try run.load("""
            final class Greeter {
                init(name: String) { print("old \\(name)") }
            }
            func greet() -> Int {
                var made = 0
                for name in ["a", "b"] {
                    _ = Greeter(name: name)
                    made += 1
                }
                return made
            }
            print(greet())
            """)
        try run.load("""
            final class Greeter {
                let name: String
                init(name: String) {
                    self.name = name
                    print("new \\(name)")
                }
            }
            print(greet())
            """)
        #expect(run.output == ["old a", "old b", "2", "new a", "new b", "2"])
    }

    @Test func aReusedFrameStillEndsARunawayRecursion() throws {
        // Frames are reused, but each call still counts toward the recursion limit and its
        // statements toward the step budget.
        let deep = runtimeError(of: """
            func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }
            print(down(10))
            print(down(1_000))
            """)
        #expect(deep?.message.hasPrefix("recursion limit exceeded: 200 nested calls") == true)
        let long = runtimeError(of: """
            func spin(_ n: Int) -> Int {
                var total = 0
                for i in 0..<n { total += i }
                return total
            }
            func twice(_ n: Int) -> Int { spin(n) + spin(n) }
            print(twice(10))
            print(twice(1_000))
            """, stepBudget: 1_500)
        #expect(long?.message.hasPrefix("step limit exceeded") == true)
    }

    @Test func aFrameKeptByASuspendedTaskIsNotReused() throws {
        // A task suspended inside a compiled function keeps that call's frame and locals; the
        // same function called meanwhile must get a frame of its own.
        let run = Run()
        try run.load("""
            func work(_ label: String, _ n: Int) async -> Int {
                let doubled = n * 2
                try? await Task.sleep(nanoseconds: 1_000)
                print(label, doubled)
                return doubled
            }
            Task { _ = await work("first", 1) }
            Task { _ = await work("second", 2) }
            """)
        var jobs = 0
        while jobs < 20, try run.interpreter.runNextJob(upTo: 1_000_000_000) { jobs += 1 }
        let printed = run.interpreter.log.entries.compactMap { if case .print(let text) = $0 { text } else { nil } }
        #expect(printed == ["first 2", "second 4"])
    }
}
