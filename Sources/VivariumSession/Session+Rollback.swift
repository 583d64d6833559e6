#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import VivariumGraph
import VivariumInterpreter
import VivariumSyntax
import VivariumWire

/// How failed commands were rolled back (`graph.list`, tests, the bench).
public struct RollbackCounts: Equatable, Sendable {
    /// By the undo log: every write put back, in time proportional to what the command changed.
    public var byUndo = 0
    /// By replaying the journal: a task ran during the command, or it registered declarations.
    public var byReplay = 0
}

extension Session {
    /// `VIVARIUM_UNDO=0`: every failed command that changed the engine is rolled back by
    /// replaying the journal, as before the undo log (to compare the two).
    static let undoDisabled = getenv("VIVARIUM_UNDO").map { String(cString: $0) == "0" } ?? false

    /// `VIVARIUM_VERIFY_ROLLBACK=1` (or a log file path): after each rollback by the undo log,
    /// the session replays its journal into a second engine and compares the two — the whole
    /// tree, `objects`, and every node, slot, object, count, variable and task
    /// (`ViewGraph.undoFingerprint`) — and reports each difference on stderr (or appends it
    /// to the file), naming the command that was undone.
    static let verifiesRollback = getenv("VIVARIUM_VERIFY_ROLLBACK") != nil
    private static let verifyDescriptor: Int32 = {
        guard let value = getenv("VIVARIUM_VERIFY_ROLLBACK").map({ String(cString: $0) }), value.hasPrefix("/") else { return 2 }
        return open(value, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    }()

    /// The rolled-back engine against one that replayed the journal.
    func verifyRollback(after input: String) {
        guard let differences = rollbackDifferences() else { return }
        let report = "VIVARIUM_VERIFY_ROLLBACK: after undoing \(input.debugDescription) (command \(commandNumber)):\n" + differences
        let bytes = Array(report.utf8)
        _ = bytes.withUnsafeBytes { write(Self.verifyDescriptor, $0.baseAddress, $0.count) }
    }

    /// How this engine differs from one that replays the journal (nil: in nothing), as pairs
    /// of lines (the first twenty that differ).
    func rollbackDifferences() -> String? {
        let undone = observableState(of: engine)
        let replayed = Engine()
        defer { replayed.shutdown() }
        replay(into: replayed)
        let expected = observableState(of: replayed)
        guard undone != expected else { return nil }
        let a = undone.split(separator: "\n", omittingEmptySubsequences: false)
        let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
        var report = ""
        var shown = 0
        for index in 0..<max(a.count, b.count) where shown < 20 {
            let left = index < a.count ? String(a[index]) : "(none)"
            let right = index < b.count ? String(b[index]) : "(none)"
            guard left != right else { continue }
            report += "  undone:   \(left)\n  replayed: \(right)\n"
            shown += 1
        }
        return report
    }

    /// The tree, `objects` and the engine's fingerprint, taken inside an undone command of
    /// their own, so that taking them (holder names, the tree's caches) changes nothing.
    private func observableState(of engine: Engine) -> String {
        let undo = engine.interpreter.undo
        engine.beginUndoableCommand()
        defer { undo.rollBack() }
        return UndoLog.activating(undo) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let tree = engine.graph.snapshot().flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? "nothing is mounted"
            return ([tree, engine.graph.objectsDescription()] + engine.graph.undoFingerprint()).joined(separator: "\n")
        }
    }
}

extension Engine {
    /// Starts recording a command's writes (`UndoLog`): the graph's and interpreter's, and the
    /// engine's own records. What grows with every command (the programs, the history, the
    /// sources) is undone by what the command added — by their counts, and a source by its
    /// name (`setSource`) — not saved whole: a saved copy would make the command's append copy
    /// all of it, and each command cost what the session had run before it.
    func beginUndoableCommand() {
        graph.beginUndoableCommand()
        let saved = (loadedModules, deferred, stale, mountArgument, loads, lastChange)
        let (programCount, declaringCount, historyCount) = (programs.count, declaringPrograms.count, history.count)
        interpreter.undo.record { [self] in
            (loadedModules, deferred, stale, mountArgument, loads, lastChange) = saved
            // Safe: a command only appends to them.
            forgetPrograms(after: programCount, declaring: declaringCount)
            if history.count > historyCount { history.removeSubrange(historyCount...) }
        }
    }

    /// Keeps `source` for quoting lines, undone with the command that read it.
    func setSource(_ source: SourceFile, named name: String) {
        let old = sources.updateValue(source, forKey: name)
        if interpreter.undo.isRecording {
            interpreter.undo.record { [self] in sources[name] = old }
        }
    }
}
