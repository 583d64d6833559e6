import Testing
@testable import VivariumSyntax

/// Issue 10, item 1: lowering and checking answer `interrupt` — they poll the session's
/// interruption every `PhaseStop.interval` units of work (declarations, statements,
/// expressions) and stop at the first poll that sees it, so a long phase stops within a few
/// milliseconds of work instead of running to its end. (The daemon-level latency is in
/// `InterruptLatencyTests`.)
@Suite struct PhaseStopTests {
    /// Counts the polls and answers "stop" from the `stopAt`th on.
    final class Requests: @unchecked Sendable {
        var polls = 0
        let stopAt: Int
        init(stopAt: Int) { self.stopAt = stopAt }
        func poll() -> Bool {
            polls += 1
            return polls >= stopAt
        }
    }

    static let source: SourceFile = {
        let text = (0..<400).map { index in
            "struct S\(index) { var a: Int = \(index)\n  func f(_ x: Int) -> Int { let y = x + a; var z = y * 2; z += 1; return z - y }\n}\n"
        }.joined()
        return SourceFile(name: "big.swift", text: text)
    }()

    @Test func aFullRunPollsThroughoutBothPhases() throws {
        let requests = Requests(stopAt: .max)
        let lowered = try Frontend.lower(Self.source, stop: PhaseStop(requests.poll))
        #expect(lowered.program.declarations.count == 400)
        let loweringPolls = requests.polls
        // 400 declarations of several statements: polled many times, never once per unit.
        #expect(loweringPolls >= 10)
        let diagnostics = try Checker(environment: checkerTestEnvironment)
            .check(lowered.program, source: Self.source, previous: [], stop: PhaseStop(requests.poll))
        #expect(diagnostics.isEmpty)
        #expect(requests.polls - loweringPolls >= 30, "checking polled \(requests.polls - loweringPolls) times")
    }

    /// The first four polls come between swift-syntax's passes (parse, size check, syntax
    /// diagnostics, folding); the eighth is inside the lowering of the declarations.
    @Test func loweringStopsAtTheFirstPollThatSeesARequest() {
        let requests = Requests(stopAt: 8)
        #expect(throws: PhaseInterrupted(phase: "lowering")) {
            try Frontend.lower(Self.source, stop: PhaseStop(requests.poll))
        }
        #expect(requests.polls == 8, "the phase went on polling after it was stopped")
    }

    @Test func checkingStopsAtTheFirstPollThatSeesARequest() {
        let lowered = Frontend.lower(Self.source)
        // Polls 1 and 2 come before the run and before its declarations; 5 is inside them.
        let requests = Requests(stopAt: 5)
        #expect(throws: PhaseInterrupted(phase: "checking")) {
            try Checker(environment: checkerTestEnvironment)
                .check(lowered.program, source: Self.source, previous: [], stop: PhaseStop(requests.poll))
        }
        #expect(requests.polls == 5, "the phase went on polling after it was stopped")
    }

    @Test func aRequestBeforeCheckingStartsStopsItAtOnce() {
        let lowered = Frontend.lower(Self.source)
        let requests = Requests(stopAt: 1)
        #expect(throws: PhaseInterrupted(phase: "checking")) {
            try Checker(environment: checkerTestEnvironment)
                .check(lowered.program, source: Self.source, previous: [], stop: PhaseStop(requests.poll))
        }
        #expect(requests.polls == 1)
    }
}
