import Foundation
import VivariumGraph
import VivariumInterpreter
import VivariumSyntax
import VivariumWire

/// One graph session: the command language, the program, the view graph, the reply.
///
/// Knows nothing of sockets or terminals: the shell and the daemon only add transport.
/// Every command is a transaction: a command that fails leaves the graph exactly as it was —
/// its undo log puts back every write it made (`UndoLog`); only a command during which a task
/// ran, or that registered declarations, is rolled back by replaying the accepted commands,
/// which are deterministic.
public final class Session {
    /// Where `load` resolves relative file names.
    public var baseDirectory: URL
    /// The inputs accepted so far, in order: the graph's journal.
    public var journal: [String] { entries.map(\.input) }
    /// How many inputs were accepted: `journal.count`, without copying the journal (a host asks
    /// after every command; the journal grows with the graph's history).
    public var journalCount: Int { entries.count }
    /// Accepted inputs with their command numbers (inline sources are named after them); an
    /// input that failed in a task that traps is kept with that task (`endsTask`): the graph is
    /// as before it, but the task is ended (see `execute`).
    private var entries: [(number: Int, input: String, endsTask: Int?)] = []
    var engine: Engine {
        didSet { connectInterruption() }
    }
    /// What each accepted `load` read, by command number: a rollback replays these texts, so a
    /// file edited or deleted since cannot change the graph a failed command restores.
    var loadedTexts: [Int: String] = [:]
    var commandNumber = 0
    /// How failed commands that changed the engine were rolled back.
    public internal(set) var rollbacks = RollbackCounts()
    /// The last command failed after changing the engine, and its undo log put it back.
    public internal(set) var lastCommandUndone = false
    /// The tree the last successful reply carried (`.some(nil)`: nothing was mounted); nil
    /// when unknown (no command yet, or the last one failed), and then taken anew.
    var shownTree: TreeNode??
    /// The graph's snapshot generation `shownTree` was taken in, and its line count.
    var shownGeneration = 0
    var shownLines: Int?
    /// Stops the running command from another thread (`interrupt` in the protocol).
    public let interruption = Interruption()
    /// Whether a failed command whose changes the undo log cannot put back (a task ran during
    /// it, or it registered declarations) leaves the journal's replay to the session's host:
    /// the daemon's engine worker, whose answer goes out first, the daemon then asking for
    /// `rollBack()`. Off: the session replays at once (the in-process API, the shell's `run`).
    public var defersRollback = false
    /// What inputs that failed declared: a later input that only refers to them is refused too.
    var failedDeclarations = FailedDeclarations()
    /// The names the running input declares, when it is Swift source (set as it is lowered).
    var inputDeclarations: [String]?
    /// A failed command changed the engine and its rollback was deferred: the engine must not
    /// serve another command before `rollBack()` (the next command rolls back first if not).
    public private(set) var needsRollback = false

    /// A front-end phase's view of the interruption (lowering, checking).
    func phaseStop() -> PhaseStop {
        let interruption = self.interruption
        return PhaseStop { interruption.isRequested }
    }

    public init(baseDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.baseDirectory = baseDirectory
        self.engine = Engine()
        connectInterruption()
    }

    private func connectInterruption() {
        let interruption = self.interruption
        engine.interpreter.isInterrupted = { interruption.isRequested }
    }

    /// The text the last command read, when it was an accepted `load`: the daemon journals it
    /// with the command, so a restart from the journal replays that text, not the file as it
    /// is by then (edited or deleted).
    public var lastLoadedText: String? { loadedTexts[commandNumber] }

    /// Executes one input as `execute(_:)` does; a `load` among them uses `loaded`, the text
    /// it read when it first ran, instead of reading its file again (a journal's replay).
    public func execute(_ input: String, loaded: String?) -> Reply {
        if let loaded { loadedTexts[commandNumber + 1] = loaded }
        return execute(input)
    }

    /// Executes a journaled input as the command numbered `number` (inline sources are named
    /// after their command's number, so an engine replaying a journal names them as the one
    /// that first ran it did), with what `load` read then.
    public func execute(_ input: String, loaded: String?, number: Int) -> Reply {
        if number > commandNumber + 1 { commandNumber = number - 1 }
        return execute(input, loaded: loaded)
    }

    /// The number of the last command executed (accepted, failed or read-only alike).
    public var lastCommandNumber: Int { commandNumber }

    /// Numbers the next command after `number`: an engine that replayed the accepted commands
    /// takes over from one that also ran read-only and failed ones.
    public func continueNumbering(after number: Int) {
        commandNumber = max(commandNumber, number)
    }

    /// Replays the journal on a fresh engine after a failed command whose rollback was
    /// deferred (`defersRollback`); nothing to do otherwise.
    public func rollBack() {
        guard needsRollback else { return }
        needsRollback = false
        rebuild()
    }

    /// Executes one input (a command or Swift source) as one transaction and replies.
    public func execute(_ input: String) -> Reply {
        rollBack()
        commandNumber += 1
        let trimmed = input.trimmedAtEnds
        // Only comments (a line, or an Xcode file's header alone): nothing to run. A file pasted
        // whole starts with its header comment, and its declarations follow.
        if trimmed.isOnlyLineComments {
            return Reply(command: input)
        }
        shownTree = nil
        Retirement.commandStarted()
        lastCommandUndone = false
        _ = engine.interpreter.log.drain()
        engine.interpreter.beginCommand()
        // NB: the interruption is cleared when a command ends, not here: a request made as
        // this command started (by a host that asks only while a command runs) is heard.
        defer { interruption.clear() }
        var reply: Reply
        let before = changeMark
        let taskMark = engine.interpreter.taskIDMark
        let registrations = engine.interpreter.types.registrations
        engine.interpreter.trappedTask = nil
        let undo = engine.interpreter.undo
        engine.beginUndoableCommand()
        let changesGraph = Command.changesGraph(trimmed)
        if changesGraph { engine.graph.beginCauses(command: trimmed) }
        do {
            reply = try UndoLog.activating(undo) { try run(trimmed, original: input) }
            // Describing a value or taking the tree stopped early: the reply is incomplete.
            try engine.interpreter.throwIfInterruptPending()
            if reply.ok, changesGraph {
                entries.append((commandNumber, input, nil))
                recordTimeline(reply, number: commandNumber)
                // The previous command's records are freed off this command's path, weighing
                // a link each (a re-render of 10,000 rows links each row's kept object).
                var previous = engine.lastChange
                engine.lastChange = (explainedPart(of: reply), engine.graph.causes)
                Retirement.release(&previous, weight: previous?.causes.links.count ?? 0)
            }
            if !reply.ok { loadedTexts[commandNumber] = nil }
            var records: [UndoLog.Record]? = undo.commit()
            Retirement.release(&records, weight: records?.count ?? 0)
        } catch {
            loadedTexts[commandNumber] = nil
            var changed = changeMark != before
            reply = failure(input, error)
            if changed, engine.interpreter.canUndo(registrationsBefore: registrations), !Self.undoDisabled {
                // The rollback of DESIGN §7: every write the command made is put back, newest first.
                undo.rollBack()
                rollbacks.byUndo += 1
                lastCommandUndone = true
                changed = false
                interruption.clear()
                if Self.verifiesRollback { verifyRollback(after: input) }
            } else {
                // Nothing to undo (the mark is unchanged), or what cannot be undone: a task ran (its
                // native stack), or declarations were registered: the journal is replayed.
                var records: [UndoLog.Record]? = undo.commit()
                Retirement.release(&records, weight: records?.count ?? 0)
                if changed { rollbacks.byReplay += 1 }
            }
            // NB: a task that was waiting before this command and trapped when the clock woke it
            // (after `Task.sleep`, in `advance`) would trap again at every later command that
            // moves the clock: the clock could never move again. On a device the trap ends the app, and
            // that task with it: the command is undone, and the task ended. Journaled, so that
            // a rollback or a restart ends it at the same point.
            if let task = engine.interpreter.trappedTask, task <= taskMark {
                entries.append((commandNumber, input, task))
                reply.error?.message += "\nnote: the task that trapped was ended, as the app would have been on a device; everything else this command did was undone"
                if !changed { rebuild() }
            }
            if changed, defersRollback {
                needsRollback = true
                interruption.clear()
            } else if changed {
                rebuild()
            } else {
                interruption.clear()
            }
        }
        if !reply.ok { shownTree = nil }
        if let declared = inputDeclarations {
            if reply.ok { failedDeclarations.inputAccepted(declaring: declared) }
            else { failedDeclarations.inputFailed(commandNumber, declaring: declared) }
            inputDeclarations = nil
        }
        // The values the command's last update dropped (every row's previous view value in a
        // re-render) are freed off its path too.
        var released = engine.graph.takeReleasedValues()
        Retirement.release(&released)
        return reply
    }

    /// Equal before and after a command that changed nothing in the engine: a command that
    /// fails before running code (a syntax error, a name that matches no node, a usage error)
    /// costs no rollback.
    var changeMark: [Int] {
        engine.graph.changeMark + [engine.loads, engine.programs.count, engine.loadedModules.count, engine.deferred.count]
    }

    /// Replays the journal on a fresh engine: the state before the failed command. Never
    /// interrupted half-way (an interrupt then would leave the graph short of its journal).
    private func rebuild() {
        interruption.suspending(replayJournal)
    }

    private func replayJournal() {
        interruption.clear()
        engine.shutdown()
        engine = Engine()
        replayEntries()
    }

    /// Replays the journal into `other` (a check's second engine), this session's engine kept.
    func replay(into other: Engine) {
        let current = engine
        engine = other
        interruption.suspending(replayEntries)
        engine = current
    }

    private func replayEntries() {
        let number = commandNumber
        for entry in entries {
            commandNumber = entry.number
            if let task = entry.endsTask {
                engine.interpreter.terminateTask(task)
                continue
            }
            _ = engine.interpreter.log.drain()
            engine.interpreter.beginCommand()
            let trimmed = entry.input.trimmedAtEnds
            engine.graph.beginCauses(command: trimmed)
            if let reply = try? run(trimmed, original: entry.input) {
                recordTimeline(reply, number: entry.number)
                engine.lastChange = (explainedPart(of: reply), engine.graph.causes)
            }
        }
        _ = engine.interpreter.log.drain()
        commandNumber = number
    }

    /// Starts over with an empty graph and program.
    func reset() {
        engine.shutdown()
        engine = Engine()
        entries = []
        loadedTexts = [:]
        failedDeclarations = FailedDeclarations()
    }

    /// Diagnostics quoted in one reply; the rest are counted.
    static let maxDiagnosticsShown = 20

    /// Whether a line that looks like a mistyped command is no Swift either: swift-syntax could
    /// not parse it (`frobnicate the graph`), or its first word names nothing. A line that parses
    /// and names what exists (`average = count`) gets its own diagnostics.
    static func isNotSwift(_ error: DiagnosticsError, _ input: String) -> Bool {
        let word = input.trimmingCharacters(in: .whitespaces).prefix { !$0.isWhitespace }
        return error.diagnostics.contains { diagnostic in
            let message = diagnostic.message
            return message.hasPrefix("consecutive statements") || message.hasPrefix("expected ")
                || message.hasPrefix("unexpected ") || message.hasPrefix("extraneous ")
                || message == "cannot find '\(word)' in scope"
        }
    }

    func failure(_ input: String, _ error: Error) -> Reply {
        engine.interpreter.flushOutput()
        let entries = engine.interpreter.log.drain()
        var reply = Reply(command: input, ok: false)
        reply.output = entries.compactMap { if case .print(let text) = $0 { return text } else { return nil } }
        for case .warning(let text) in entries where !reply.warnings.contains(text) { reply.warnings.append(text) }
        switch error {
        case let error as DiagnosticsError where Command.looksLikeMistypedCommand(input) && Self.isNotSwift(error, input):
            let word = input.trimmingCharacters(in: .whitespaces).prefix { !$0.isWhitespace }
            reply.error = ReplyError(code: "unknown-command",
                                     message: "unknown command '\(word)' (and not valid Swift); type 'help' for the commands")
            _ = error
        case let error as DiagnosticsError:
            let code = error.diagnostics.contains { $0.message.hasPrefix("not supported in the playground") } ? "not-supported" : "compile"
            let first = error.diagnostics.first { $0.severity == .error } ?? error.diagnostics.first
            // A paste with many errors shows the first ones and says how many more there are.
            let shown = error.diagnostics.prefix(Self.maxDiagnosticsShown)
            var message = shown.map { $0.rendered(in: engine.sources[$0.location.file]) }.joined(separator: "\n")
            let rest = error.diagnostics.count - shown.count
            if rest > 0 { message += "\n… and \(rest) more diagnostic\(rest == 1 ? "" : "s") (fix the first ones and try again)" }
            reply.error = ReplyError(code: code, message: message,
                                     file: first?.location.file, line: first?.location.line, column: first?.location.column)
        case let error as RuntimeError:
            let message: String
            if let location = error.location {
                let diagnostic = Diagnostic.error(error.message, at: location).rendered(in: engine.sources[location.file])
                message = ([diagnostic] + error.notes).joined(separator: "\n")
            } else {
                message = error.description
            }
            reply.error = ReplyError(code: Self.code(for: error.kind), message: message,
                                     file: error.location?.file, line: error.location?.line, column: error.location?.column)
        case let error as GraphError:
            reply.error = ReplyError(code: "command", message: error.message)
        case let error as CommandError:
            reply.error = ReplyError(code: error.code, message: error.message)
        default:
            reply.error = ReplyError(code: "internal", message: "\(error)")
        }
        return reply
    }

    private static func code(for kind: RuntimeError.Kind) -> String {
        switch kind {
        case .trap: return "runtime"
        case .stepLimit: return "step-limit"
        case .recursionLimit: return "recursion-limit"
        case .notSupported: return "not-supported"
        case .unresolved: return "runtime"
        case .fatalError: return "runtime"
        case .interrupted: return "interrupted"
        }
    }
}

/// A usage error of the command language.
struct CommandError: Error {
    var code: String
    var message: String
    init(_ message: String, code: String = "usage") {
        self.message = message
        self.code = code
    }
}

/// A program accepted while it names types declared in a later input.
struct DeferredCheck {
    var program: Program
    var source: SourceFile
}

/// The interpreter and graph of a session, replaced as a whole on reset and rollback.
final class Engine {
    let interpreter = Interpreter()
    let graph: ViewGraph
    /// Loaded sources by file name, for quoting lines in diagnostics.
    var sources: [String: SourceFile] = [:]
    /// Programs accepted so far (the checker's context).
    private(set) var programs: [Program] = []
    /// Those of them that declare something (a type, an extension, a function, a variable, a
    /// type alias): what the checker's symbol table and the property-wrapper scan read. Most
    /// inputs are statements; a session of thousands of them checks each against these.
    private(set) var declaringPrograms: [Program] = [] {
        didSet {
            symbols.invalidate()
            wrappers = nil
        }
    }
    /// The checker's symbol table of `declaringPrograms`, kept until they change.
    let symbols = SymbolCache()
    private var wrappers: [String: UserPropertyWrappers.Shape]?

    /// The property wrappers `declaringPrograms` declare, found once until they change.
    var declaredWrappers: [String: UserPropertyWrappers.Shape] {
        if let wrappers { return wrappers }
        let found = UserPropertyWrappers.declared(in: declaringPrograms)
        wrappers = found
        return found
    }

    /// Accepts a program the interpreter loaded.
    func accept(_ program: Program) {
        programs.append(program)
        let declares = program.declarations.contains {
            switch $0 {
            case .statement, .import: return false
            default: return true
            }
        }
        if declares { declaringPrograms.append(program) }
    }

    /// Undoes `accept` back to these counts.
    func forgetPrograms(after count: Int, declaring declaringCount: Int) {
        if programs.count > count { programs.removeSubrange(count...) }
        if declaringPrograms.count > declaringCount { declaringPrograms.removeSubrange(declaringCount...) }
    }
    /// Bundled modules loaded so far (`Factory`, `UIKit`, `Combine`).
    var loadedModules: Set<String> = []
    /// Accepted programs that name types not declared yet.
    var deferred: [DeferredCheck] = []
    /// Declarations of earlier inputs that no longer check since a later input replaced a type.
    var stale: [StaleDeclaration] = []
    /// The argument of the `mount` that mounted the current root, for rebuilding the graph when
    /// the code it runs is redeclared.
    var mountArgument: String?
    /// Programs handed to the interpreter (a failed load may have registered declarations).
    var loads = 0
    /// The last command that changed the graph, its reply and its causal record: what `explain` reads.
    var lastChange: (reply: Reply, causes: CauseRecord)?
    /// The objects of every accepted command since the engine was created: what `timeline` draws.
    var history: [TimelineStep] = []
    /// The last step's reuse records that were not empty, shared by the steps after it that
    /// reused the same (`recordTimeline`). Not undone: a step shares it only when equal.
    var lastReused: [ObjectRecord] = []

    init() {
        graph = ViewGraph(interpreter: interpreter)
    }

    /// Ends the engine's suspended tasks: each unwinds and its stack is unmapped.
    func shutdown() {
        interpreter.terminateTasks()
    }

    deinit {
        interpreter.terminateTasks()
    }
}

extension Session: CommandExecutor {}
