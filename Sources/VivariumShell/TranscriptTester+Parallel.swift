import Foundation
import VivariumWire

/// `viv test -j N`: the files tested by `jobs` workers at once, each on graphs of its own, and
/// printed in file order, as a serial run prints them.
///
/// Each worker is a thread with its own connection to the daemon (`makeWorker` is called on
/// it), so each file still runs on a fresh private graph, in the daemon's worker process of
/// its own: the files share nothing, and a file's replies are the same whichever worker runs
/// it. A file's lines are printed once it and every file before it are done. An executor's
/// error (a lost daemon) stops the workers taking files; the files done before it are
/// printed, and the first error is rethrown.
public struct ParallelTranscriptTester {
    public var tester: TranscriptTester
    public var jobs: Int
    /// One worker's side: a fresh executor for a file (by path), and what to do when the
    /// worker is done (close its last graph).
    public typealias Worker = (executor: (String) throws -> CommandExecutor, finish: () -> Void)
    /// Called once on each worker thread.
    public var makeWorker: @Sendable () throws -> Worker

    public init(tester: TranscriptTester, jobs: Int, makeWorker: @escaping @Sendable () throws -> Worker) {
        self.tester = tester
        self.jobs = max(1, jobs)
        self.makeWorker = makeWorker
    }

    public func run(files paths: [String], write: (String) -> Void) throws -> TranscriptTester.Summary {
        let state = SharedState(count: paths.count)
        let tester = UncheckedBox(tester)
        let makeWorker = makeWorker
        var threads: [Thread] = []
        for _ in 0..<min(jobs, max(1, paths.count)) {
            let thread = Thread {
                do {
                    let worker = try makeWorker()
                    defer { worker.finish() }
                    while let index = state.next() {
                        do {
                            let result = try tester.value.test(file: paths[index]) { try worker.executor(paths[index]) }
                            state.finish(index, result)
                        } catch {
                            state.fail(index, error)
                        }
                    }
                } catch {
                    state.fail(nil, error)
                }
                state.workerEnded()
            }
            thread.stackSize = 8 << 20
            threads.append(thread)
            thread.start()
        }
        var summary = TranscriptTester.Summary()
        var printed = 0
        while let (lines, outcome) = state.waitForResult(printed) {
            lines.forEach(write)
            summary.add(outcome)
            printed += 1
        }
        state.waitForWorkers(threads.count)
        if let error = state.error { throw error }
        write(summary.line)
        return summary
    }

    /// The queue of files and the results, behind one condition.
    private final class SharedState: @unchecked Sendable {
        private let condition = NSCondition()
        private let count: Int
        private var taken = 0
        private var results: [Int: (lines: [String], outcome: TranscriptTester.Outcome)] = [:]
        private(set) var error: Error?
        private var errorIndex = Int.max
        private var ended = 0

        init(count: Int) { self.count = count }

        /// The next file's index, or nil when none is left (or a worker failed).
        func next() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard error == nil, taken < count else { return nil }
            taken += 1
            return taken - 1
        }

        func finish(_ index: Int, _ result: (lines: [String], outcome: TranscriptTester.Outcome)) {
            condition.lock()
            results[index] = result
            condition.broadcast()
            condition.unlock()
        }

        func fail(_ index: Int?, _ failure: Error) {
            condition.lock()
            let at = index ?? Int.max
            if error == nil || at < errorIndex { error = failure; errorIndex = at }
            condition.broadcast()
            condition.unlock()
        }

        func workerEnded() {
            condition.lock()
            ended += 1
            condition.broadcast()
            condition.unlock()
        }

        /// The result of file `index` once it is done; nil when there is none to wait for (all
        /// printed, or a failure before it with every worker stopped).
        func waitForResult(_ index: Int) -> (lines: [String], outcome: TranscriptTester.Outcome)? {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if index >= count { return nil }
                if let result = results.removeValue(forKey: index) { return result }
                if error != nil, index >= errorIndex || taken <= index { return nil }
                condition.wait()
            }
        }

        func waitForWorkers(_ workers: Int) {
            condition.lock()
            while ended < workers { condition.wait() }
            condition.unlock()
        }
    }
}

/// A value handed to worker threads that only read it.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
