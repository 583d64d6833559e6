import Foundation
import VivariumWire

/// `viv run`: executes a transcript's inputs in order and prints what happened.
///
/// Human form: for each command its input (`viv> `, continued with `...> `), the rendered
/// reply and a blank line — itself a transcript. JSON form: one reply per line, keys sorted.
/// Stops after the first reply with `ok == false` unless `keepGoing`.
public struct TranscriptRunner {
    public enum Format: Sendable {
        case human
        case json
    }

    public var format: Format
    public var keepGoing: Bool
    public var renderer: ReplyRenderer

    public init(format: Format = .human, keepGoing: Bool = false, renderer: ReplyRenderer = ReplyRenderer()) {
        self.format = format
        self.keepGoing = keepGoing
        self.renderer = renderer
    }

    /// What a run did.
    public struct Outcome: Equatable, Sendable {
        /// Commands executed (fewer than the transcript's when the run stopped early).
        public var executed: Int
        /// Commands whose reply had `ok == false`.
        public var failed: Int
        /// Whether every executed command succeeded: `viv run` exits 0 exactly then.
        public var succeeded: Bool { failed == 0 }
    }

    /// Runs `transcript`'s commands on `executor`, passing each output line to `write`.
    /// Rethrows what the executor throws (a lost daemon), after the lines written so far.
    @discardableResult
    public func run(_ transcript: Transcript, on executor: CommandExecutor,
                    write: (String) -> Void) throws -> Outcome {
        var outcome = Outcome(executed: 0, failed: 0)
        for command in transcript.commands {
            let reply = try executor.execute(command.input)
            outcome.executed += 1
            switch format {
            case .human:
                let echoed = Transcript(items: [.init(.command(Transcript.Command(input: command.input)),
                                                      blankLineBefore: false)])
                for line in echoed.serialized().splitLines().dropLast() {
                    write(line)
                }
                renderer.lines(for: reply).forEach(write)
                write("")
            case .json:
                write(Self.json(reply))
            }
            if !reply.ok {
                outcome.failed += 1
                if !keepGoing { break }
            }
        }
        return outcome
    }

    /// One reply as a single line of JSON with sorted keys.
    public static func json(_ reply: Reply) -> String {
        let encoder = JSONEncoder()
        // NB: sorted keys make the output byte-identical across runs; unescaped slashes keep
        // node paths (`ParentView/VStack`) readable.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(reply), let text = String(data: data, encoding: .utf8) else {
            return #"{"ok":false}"#
        }
        return text
    }
}
