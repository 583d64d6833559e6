import Testing
@testable import VivariumInterpreter
import VivariumSyntax

/// Tasks run as stackful coroutines on the calling thread, each on a native stack of its own.
@Suite struct CoroutineStackTests {
    /// Deep recursion inside a task meets the native stack guard on the task's own stack: a
    /// runtime error naming the line, not a crash, and the task's stack is freed.
    @Test func deepRecursionInATaskIsAnErrorNamingTheLine() throws {
        let run = Run()
        // Only the native stack can stop it: the user-call limit is out of the way.
        run.interpreter.recursionLimit = 1_000_000
        try run.load("""
            func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
            Task {
                print(depth(1_000_000))
            }
            """)
        #expect {
            _ = try run.interpreter.runNextJob(upTo: 0)
        } throws: { error in
            guard let error = error as? RuntimeError else { return false }
            return error.message.hasPrefix("calls nested too deeply for the playground's native stack")
                && error.location?.line == 1
        }
        #expect(run.interpreter.mappedTaskStacks == 0, "the failed task's stack is unmapped")
    }

    /// A task gets its stack when it first runs, keeps it while suspended and frees it when it
    /// ends; tearing the tasks down unwinds the suspended ones and frees theirs.
    @Test func aTaskHoldsAStackFromItsFirstRunUntilItEnds() throws {
        let run = Run()
        try run.load("""
            class Loader { deinit { print("deinit Loader") } }
            for i in 0..<3 {
                Task {
                    let loader = Loader()
                    try await Task.sleep(nanoseconds: UInt64(i + 1) * 1_000)
                    print("woke \\(i)")
                    _ = loader
                }
            }
            """)
        #expect(run.interpreter.mappedTaskStacks == 0, "not started yet: no stack")
        while try run.interpreter.runNextJob(upTo: 0) {}
        #expect(run.interpreter.mappedTaskStacks == 3, "each suspended task holds its stack")
        #expect(try run.interpreter.runNextJob(upTo: 1_000))
        #expect(run.interpreter.mappedTaskStacks == 2, "the one that ended freed its stack")
        run.interpreter.terminateTasks()
        #expect(run.interpreter.mappedTaskStacks == 0, "the torn-down ones unwound and freed theirs")
        #expect(run.interpreter.nextJobTime == nil)
    }

    /// A dynamic exclusive access that spans a suspension belongs to the coroutine: the code
    /// that runs meanwhile on the same thread may access the same variable (Swift's runtime
    /// checks would otherwise report a conflict and trap), and the access ends when it resumes.
    @Test func anAccessAcrossASuspensionIsTheCoroutinesOwn() {
        final class Counter { var value = 0 }
        func modify(_ value: inout Int, _ body: () -> Void) {
            body()
            value += 10
        }
        let counter = Counter()
        let coroutine = Coroutine(id: 1, name: "test", body: .nil)
        coroutine.resume { running in
            modify(&counter.value) { running.suspend() }
        }
        #expect(coroutine.hasStack)
        counter.value += 1
        coroutine.resume { _ in Issue.record("a started coroutine does not take a new body") }
        #expect(counter.value == 11)
        #expect(!coroutine.hasStack, "finished: its stack is unmapped")
    }
}
