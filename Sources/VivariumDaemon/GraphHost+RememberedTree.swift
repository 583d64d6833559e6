import Foundation
import VivariumSession

/// The engine's last answer to `tree`, given again by the event loop without the engine.
///
/// `tree` reads the graph and nothing else: asked again while nothing has used the engine
/// since, its answer is the same bytes. Any other use of the engine — a command, a failed
/// one, a completion, a restore, a promoted standby — first forgets it (`engineWillRun`), and
/// it is only given by the engine it came from, seen idle and alive. So a client polling a
/// graph, or a second client asking for what the first just saw, costs two socket hops
/// instead of four.
///
/// The one mark `tree` leaves in the engine is its command number (inline sources are named
/// `<input-N>` after it): each `tree` answered here takes the next number (`lastNumber`),
/// and the engine is told to continue after it before it runs its next command.
struct RememberedTree: Sendable {
    var line: String
    var form: ReplyForm
    var output: EngineOutput
    var engine: ObjectIdentifier

    init(line: String, form: ReplyForm, output: EngineOutput, engine: EngineProcess) {
        self.line = line
        self.form = form
        self.output = output
        self.engine = ObjectIdentifier(engine)
    }

    /// The answer to `line` asked in `form` of `engine`, when it is this one.
    func answer(to line: String, form: ReplyForm, engine: EngineProcess) -> EngineOutput? {
        self.line == line && self.form == form && self.engine == ObjectIdentifier(engine) ? output : nil
    }

    /// Whether `output`, the engine's answer to `line`, may be given again.
    static func keeps(_ line: String, _ output: EngineOutput) -> Bool {
        output.summary.ok && !output.summary.changed && output.summary.dirty != true && Session.onlyShowsTree(line)
    }
}

extension GraphHost.Shared {
    /// The engine is about to be used for something else than a remembered answer: forgets
    /// it, and returns the number the engine's next command follows, when `tree`s answered
    /// from memory took numbers the engine has not seen.
    mutating func engineWillRun() -> Int? {
        rememberedTree = nil
        guard numbersAhead else { return nil }
        numbersAhead = false
        return lastNumber
    }

    /// A `tree` was answered from memory: it took the next command number.
    mutating func answeredFromMemory() {
        lastNumber += 1
        numbersAhead = true
        remembered += 1
    }
}
