import Foundation
import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// Issue 9: 1,000 `.task` rows suspended in a sleep keep no thread each. Each task is a
/// coroutine on the engine's thread with a native stack of its own, mapped while it lives.
@Suite struct TaskStackRowsTests {
    /// Threads of this process now (the test runner's own come and go a little).
    static var threads: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }

    @Test func aThousandSuspendedTaskRowsKeepNoThreadAndAllFinish() throws {
        let h = try Harness(TaskRowsTests.program(rows: 1_000))
        let before = Self.threads
        try h.mount("Rows()")
        let during = Self.threads
        #expect(abs(during - before) <= 16, "threads before the mount \(before), with 1,000 tasks suspended \(during)")
        #expect(h.interpreter.mappedTaskStacks == 1_000, "each suspended task holds its own stack")
        #expect(h.live.count == 1_000, "each task's frame holds its Loader")

        let done = try h.command { try h.graph.advance(by: 1_000_000_000) }
        #expect(done.output == Array(repeating: "deinit Loader", count: 1_000))
        #expect(h.graph.allNodes.compactMap { h.graph.label(of: $0) }.contains("\"loaded 999\""))
        #expect(h.interpreter.mappedTaskStacks == 0, "every task ended and freed its stack")
        #expect(h.interpreter.nextJobTime == nil)
        #expect(abs(Self.threads - before) <= 16)
    }

    /// Tearing the graph down (what a session does on reset, rollback and close) unwinds every
    /// suspended task: what its frames held is released and its stack is unmapped.
    @Test func tearingDownUnwindsSuspendedTasksAndFreesTheirStacks() throws {
        let h = try Harness(TaskRowsTests.program(rows: 200))
        try h.mount("Rows()")
        #expect(h.interpreter.mappedTaskStacks == 200)
        let teardown = try h.command {
            h.interpreter.terminateTasks()
            try h.graph.transaction {}
        }
        #expect(h.interpreter.mappedTaskStacks == 0)
        #expect(teardown.output == Array(repeating: "deinit Loader", count: 200), "\(teardown.output.prefix(3))")
        #expect(h.live.isEmpty)
    }
}
