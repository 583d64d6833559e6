import Testing
@testable import VivariumInterpreter
import VivariumSyntax

/// Tasks on the virtual clock: they run only when the scheduler runs them, suspend at
/// `Task.sleep` until the clock reaches their time, and wake with `CancellationError` when
/// cancelled. Nothing depends on the wall clock.
@Suite struct ConcurrencyTests {
    /// Runs every job due at or before `time` (nanoseconds), then moves the clock there.
    func advance(_ run: Run, to time: Int64) throws {
        while try run.interpreter.runNextJob(upTo: time) {}
        run.interpreter.setClock(time)
        _ = run.interpreter.log.drain()
    }

    func output(_ run: Run) -> [String] {
        run.interpreter.log.entries.compactMap { if case .print(let text) = $0 { text } else { nil } }
    }

    @Test func aTaskRunsWhenScheduledAndSleepsOnTheVirtualClock() throws {
        let run = Run()
        try run.load("""
            Task {
                print("start")
                try await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)
                print("after 2s")
            }
            print("spawned")
            """)
        #expect(run.output == ["spawned"], "a task does not run inline")
        #expect(try run.interpreter.runNextJob(upTo: 0))
        #expect(output(run) == ["start"])
        _ = run.interpreter.log.drain()
        #expect(try !run.interpreter.runNextJob(upTo: 1_999_999_999), "nothing is due before 2s")
        #expect(try run.interpreter.runNextJob(upTo: 2_000_000_000))
        #expect(output(run) == ["after 2s"])
        #expect(run.interpreter.nextJobTime == nil)
    }

    @Test func aDrainRunsTheJobsQueuedBeforeItAndNotTheOnesTheyQueue() throws {
        let run = Run()
        try run.load("""
            DispatchQueue.main.async {
                print("first")
                DispatchQueue.main.async { print("queued by first") }
            }
            DispatchQueue.main.async { print("second") }
            """)
        let ran = try run.interpreter.runJobs(at: 0, before: run.interpreter.jobSequenceMark)
        #expect(ran == 2)
        #expect(output(run) == ["first", "second"], "both blocks queued before the drain run in it")
        _ = run.interpreter.log.drain()
        #expect(try run.interpreter.runJobs(at: 0, before: run.interpreter.jobSequenceMark) == 1)
        #expect(output(run) == ["queued by first"], "a block queued during a drain runs in the next")
    }

    @Test func cancellationWakesASleepingTaskWithCancellationError() throws {
        let run = Run()
        try run.load("""
            let task = Task {
                do {
                    try await Task.sleep(for: .seconds(10))
                    print("slept")
                } catch {
                    print("caught \\(error) cancelled=\\(Task.isCancelled)")
                }
            }
            """)
        try advance(run, to: 0)
        try run.load("task.cancel()")
        #expect(try run.interpreter.runNextJob(upTo: 0), "a cancelled sleep wakes at once")
        #expect(output(run) == ["caught CancellationError() cancelled=true"])
    }

    @Test func aCancelledTryBangSleepTrapsWithItsLine() throws {
        let run = Run()
        try run.load("""
            let task = Task {
                try! await Task.sleep(nanoseconds: 1_000)
            }
            """)
        try advance(run, to: 0)
        try run.load("task.cancel()")
        #expect {
            _ = try run.interpreter.runNextJob(upTo: 0)
        } throws: { error in
            guard let error = error as? RuntimeError else { return false }
            return error.message == "Fatal error: 'try!' expression unexpectedly raised an error: Swift.CancellationError()"
                && error.location?.line == 2
        }
    }

    @Test func theMainQueueRunsInTheOrderWorkWasScheduled() throws {
        let run = Run()
        try run.load("""
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("one second") }
            DispatchQueue.main.async { print("first async") }
            DispatchQueue.main.async { print("second async") }
            """)
        while try run.interpreter.runNextJob(upTo: 0) {}
        #expect(output(run) == ["first async", "second async"])
        _ = run.interpreter.log.drain()
        #expect(run.interpreter.nextJobTime == 1_000_000_000)
        while try run.interpreter.runNextJob(upTo: 1_000_000_000) {}
        #expect(output(run) == ["one second"])
    }

    @Test func twoRunsOfTheSameScriptAreIdentical() throws {
        let script = """
            for i in 0..<3 {
                Task {
                    try await Task.sleep(nanoseconds: UInt64(3 - i) * 1_000)
                    print("task \\(i) \\(Int.random(in: 0..<1000))")
                }
            }
            """
        func outputs() throws -> [String] {
            let run = Run()
            try run.load(script)
            var lines: [String] = []
            while try run.interpreter.runNextJob(upTo: 10_000) { lines += output(run); _ = run.interpreter.log.drain() }
            return lines
        }
        let first = try outputs()
        #expect(first.count == 3)
        #expect(first.map { String($0.prefix(6)) } == ["task 2", "task 1", "task 0"], "wake-ups in time order")
        #expect(try outputs() == first)
    }

    @Test func terminatingEndsSuspendedTasks() throws {
        let run = Run()
        try run.load("Task { while true { try await Task.sleep(nanoseconds: 1) } }")
        try advance(run, to: 0)
        #expect(run.interpreter.nextJobTime != nil)
        run.interpreter.terminateTasks()
        #expect(run.interpreter.nextJobTime == nil)
        #expect(run.interpreter.coroutines.isEmpty)
    }
}
