#if canImport(Glibc)
import Glibc
#endif
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

    /// The source is over `DetachedPass.detachedFromBytes`: the first polls come while
    /// swift-syntax's passes run on their own thread, the later ones inside the lowering; the
    /// phase stops at the first that sees the request, wherever it falls.
    @Test func loweringStopsAtTheFirstPollThatSeesARequest() {
        let requests = Requests(stopAt: 8)
        #expect(throws: PhaseInterrupted(phase: "lowering")) {
            try Frontend.lower(Self.source, stop: PhaseStop(requests.poll))
        }
        #expect(requests.polls == 8, "the phase went on polling after it was stopped")
    }

    /// SwiftParser's parse and operator folding cannot poll. On a large source they run on a
    /// thread of their own, so a request stops the phase at once: it returns while the parse
    /// is still running (seconds for this source in a debug build), and the abandoned parse
    /// finishes on its own and is dropped. At most two abandoned parses run at a time: a third
    /// interrupted one does not start another thread.
    @Test func aParseThatCannotPollIsAbandonedNotAwaited() throws {
        let text = (0..<4_000).map { index in
            "struct T\(index) { var a: Int = \(index)\n  func f(_ x: Int) -> Int { let y = x + a; var z = y * 2; z += 1; return z - y }\n}\n"
        }.joined()
        let source = SourceFile(name: "huge.swift", text: text)
        for attempt in 1...3 {
            let requests = Requests(stopAt: 1)
            #expect(throws: PhaseInterrupted(phase: "lowering")) {
                try Frontend.lower(source, stop: PhaseStop(requests.poll))
            }
            #expect(requests.polls == 1)
            let running = DetachedPass.abandonedRunning
            #expect(running >= 1 && running <= 2, "attempt \(attempt): \(running) abandoned parses running")
        }
        var waited = 0
        while DetachedPass.abandonedRunning > 0, waited < 600 {
            usleepMilliseconds(100)
            waited += 1
        }
        #expect(DetachedPass.abandonedRunning == 0, "the abandoned parses never finished")
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

/// Sleeps without Foundation (this test target does not import it).
func usleepMilliseconds(_ milliseconds: UInt32) {
    #if canImport(Glibc)
    _ = Glibc.usleep(milliseconds * 1_000)
    #endif
}
