import Foundation
import Testing
import VivariumSession
@testable import VivariumShell
import VivariumWire

@Suite struct TranscriptRunnerTests {
    let script = try! Transcript(parsing: """
        # a comment is not echoed
        viv> first
        viv> struct A {
        ...> }
        viv> boom
        viv> last

        """)

    func run(_ runner: TranscriptRunner, _ executor: FakeExecutor) -> (TranscriptRunner.Outcome, String) {
        var lines: [String] = []
        let outcome = try! runner.run(script, on: executor) { lines.append($0) }
        return (outcome, lines.joined(separator: "\n"))
    }

    @Test func printsATranscriptAndStopsAtTheFirstFailure() {
        let executor = FakeExecutor(failing: ["boom"])
        let (outcome, output) = run(TranscriptRunner(), executor)
        #expect(executor.inputs == ["first", "struct A {\n}", "boom"])
        #expect(outcome == .init(executed: 3, failed: 1))
        #expect(!outcome.succeeded)
        #expect(output == """
            viv> first
            ran first

            viv> struct A {
            ...> }
            ran struct A {
            }

            viv> boom
            error: boom failed

            """)
    }

    @Test func keepGoingRunsEveryCommandAndStillFails() {
        let executor = FakeExecutor(failing: ["boom"])
        let (outcome, output) = run(TranscriptRunner(keepGoing: true), executor)
        #expect(executor.inputs == ["first", "struct A {\n}", "boom", "last"])
        #expect(outcome == .init(executed: 4, failed: 1))
        #expect(output.hasSuffix("viv> boom\nerror: boom failed\n\nviv> last\nran last\n"))
    }

    @Test func allSuccessfulRunSucceeds() {
        let (outcome, _) = run(TranscriptRunner(), FakeExecutor())
        #expect(outcome == .init(executed: 4, failed: 0))
        #expect(outcome.succeeded)
    }

    @Test func humanOutputIsItselfAPassingTranscript() throws {
        let (_, output) = run(TranscriptRunner(), FakeExecutor())
        let transcript = try Transcript(parsing: output)
        let check = try TranscriptTester { FakeExecutor() }.check(transcript)
        #expect(check.passed)
    }

    @Test func jsonIsOneSortedLinePerReply() throws {
        let (_, output) = run(TranscriptRunner(format: .json), FakeExecutor(failing: ["boom"]))
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"bodies":[],"command":"first","created":[],"events":[],"freed":[],"inits":[],"leaked":[],"message":"ran first","ok":true,"output":[],"reused":[],"warnings":[]}"#)
        let decoded = try JSONDecoder().decode(Reply.self, from: Data(lines[2].utf8))
        #expect(decoded.ok == false)
        #expect(decoded.error?.message == "boom failed")
    }

    @Test func jsonKeepsPathsReadable() {
        let line = TranscriptRunner.json(Reply(command: "remove ParentView/VStack"))
        #expect(line.contains(#""command":"remove ParentView/VStack""#))
    }
}
