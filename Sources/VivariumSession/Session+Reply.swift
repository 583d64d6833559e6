import VivariumGraph
import VivariumInterpreter
import VivariumWire

extension Session {
    /// Builds the reply of a successful command from the command's log.
    func assembleReply(_ command: String) -> Reply {
        let heap = engine.interpreter.heap
        var reply = Reply(command: command)
        // Each object reused by a holder once (a set: a re-render of N rows reuses N objects).
        var reusedKeys = Set<[String?]>()
        // Nodes taken out of the tree so far: what their dynamic properties held is freed with them.
        var removedPaths = Set<String>()
        engine.interpreter.flushOutput()
        let entries = engine.interpreter.log.drain()
        // NB: an event per entry at most, reserved at once: grown by doubling, a mount of ten
        // thousand rows (some 50,000 events) copied its events four times over its last
        // megabytes, each copy beside the one before, at the command's peak.
        reply.events.reserveCapacity(entries.count)
        reserveRecords(in: &reply, for: entries)
        for entry in entries {
            switch entry {
            case .print(let text):
                reply.output.append(text)
                reply.events.append(Event(kind: .print, text: text))
            case .created(let id):
                guard let object = heap.object(id) else { continue }
                let holder = object.isFreed ? object.creationContext.holder : (object.lastHolder ?? object.creationContext.holder)
                // An object made while another one's initial value was evaluated (a model's
                // `todos = [Todo(…)]` inside `@State var store = Store()`) and held elsewhere now:
                // the note says whose initial value made it, not that it is this holder's.
                var note = object.creationContext.note
                if let made = note, holder != object.creationContext.holder {
                    note = "made for \(object.creationContext.holder): \(made)"
                }
                reply.created.append(ObjectRecord(id: object.name, type: object.typeName, holder: holder, note: note))
                reply.events.append(Event(kind: .create, text: object.name, path: holder))
            case .freed(let id):
                guard let object = heap.object(id) else { continue }
                let holder = object.lastHolder ?? object.creationContext.holder
                reply.freed.append(ObjectRecord(id: object.name, type: object.typeName, holder: holder,
                                                note: freedNote(holder: holder, removedPaths: removedPaths)))
                reply.events.append(Event(kind: .deinit, text: object.name, path: holder))
            case .leaked(let id):
                guard let object = heap.object(id) else { continue }
                reply.leaked.append(ObjectRecord(id: object.name, type: object.typeName, holder: object.lastHolder,
                                                 note: "kept alive by a reference cycle" + (object.leakCycle.map { ": " + $0.joined(separator: " → ") } ?? "")))
                reply.events.append(Event(kind: .leak, text: object.name))
            case .warning(let text):
                if !reply.warnings.contains(text) { reply.warnings.append(text) }
                reply.events.append(Event(kind: .warning, text: text))
            case .viewInit(let typeName):
                reply.inits.append(typeName)
                reply.events.append(Event(kind: .`init`, text: typeName))
            case .host(let kind, let text, let path, let reason):
                switch kind {
                case .body:
                    reply.bodies.append(path ?? text)
                    reply.events.append(Event(kind: .body, text: text, path: path, reason: reason))
                case .reuse:
                    guard reusedKeys.insert([text, path]).inserted else { continue }
                    reply.reused.append(ObjectRecord(id: text, type: String(text.prefix { $0 != "#" }), holder: path, note: reason))
                case .appear: reply.events.append(Event(kind: .appear, text: text, path: path))
                case .disappear: reply.events.append(Event(kind: .disappear, text: text, path: path))
                case .action: reply.events.append(Event(kind: .action, text: text, path: path))
                case .initializer: reply.events.append(Event(kind: .initializer, text: text))
                case .call: reply.events.append(Event(kind: .call, text: text))
                case .back, .dismiss: reply.events.append(Event(kind: .action, text: "\(kind.rawValue) \(text)", path: path))
                case .remove:
                    if let path { removedPaths.insert(path) }
                    reply.events.append(Event(kind: .remove, text: text, path: path))
                case .change: reply.events.append(Event(kind: .change, text: text, path: path))
                case .leak:
                    // Kept alive by the framework itself (a behaviour profile), not by a cycle.
                    reply.leaked.append(ObjectRecord(id: text, type: String(text.prefix { $0 != "#" }), holder: path, note: reason))
                    reply.events.append(Event(kind: .leak, text: text, path: path, reason: reason))
                case .task: reply.events.append(Event(kind: .task, text: text, path: path, reason: reason))
                }
            }
        }
        // The long tail's inert names this graph uses for the first time, once each.
        let inert = engine.graph.takeInertNotes()
        if !inert.isEmpty {
            reply.warnings.append("inert here: " + inert.joined(separator: ", ") + " (accepted; no effect in the playground)")
        }
        reply.tree = tree()
        shownTree = .some(reply.tree)
        shownGeneration = engine.graph.snapshotGeneration
        shownLines = engine.graph.snapshotLines
        return reply
    }

    /// Reserves the reply's lists of objects, inits and bodies at their size in `entries`, as
    /// its events are: a mount's 10,000 `created` records grew by doubling, each copy beside the
    /// one before it at the command's peak. (Reused records are one per object and holder: at
    /// most one per entry.)
    private func reserveRecords(in reply: inout Reply, for entries: [LogEntry]) {
        var created = 0, inits = 0, bodies = 0, reused = 0
        for entry in entries {
            switch entry {
            case .created: created += 1
            case .viewInit: inits += 1
            case .host(.body, _, _, _): bodies += 1
            case .host(.reuse, _, _, _): reused += 1
            default: break
            }
        }
        reply.created.reserveCapacity(created)
        reply.inits.reserveCapacity(inits)
        reply.bodies.reserveCapacity(bodies)
        reply.reused.reserveCapacity(reused)
    }

    /// Executes `input` like `execute`, and also returns the tree as it was before the command
    /// (what a reply that carries only the changes is compared with).
    public func executeComparing(_ input: String) -> (reply: Reply, previous: TreeNode?) {
        let (reply, baseline) = executeWithBaseline(input)
        return (reply, baseline.previous)
    }

    /// Executes `input` like `execute`, and also returns what its reply's tree is compared
    /// with: the tree as it was before the command, and, when the reply's tree is the graph's
    /// snapshot, which nodes may differ from it and the tree's line count (a comparison then
    /// costs what changed, not the tree's size).
    public func executeWithBaseline(_ input: String) -> (reply: Reply, baseline: TreeBaseline) {
        // A failed command's rollback deferred to this command (`defersRollback`) comes first.
        rollBack()
        engine.interpreter.beginCommand()
        let graph = engine.graph
        let previous: TreeNode?
        let generation: Int
        if let shown = shownTree {
            previous = shown
            generation = shownGeneration
        } else {
            previous = tree()
            generation = graph.snapshotGeneration
        }
        // Taking the tree heard `interrupt` (a huge tree, after a failed command): the command
        // is interrupted before it starts; nothing changed.
        if engine.interpreter.interruptPending {
            interruption.clear()
            return (failure(input, RuntimeError(.interrupted, "interrupted", at: nil)), TreeBaseline(previous: nil))
        }
        graph.forgetSnapshots(through: generation)
        let reply = execute(input)
        // The reply's tree is the graph's last snapshot (`assembleReply`), of the same graph.
        guard shownTree != nil, engine.graph === graph else {
            return (reply, TreeBaseline(previous: previous))
        }
        return (reply, TreeBaseline(previous: previous, rebuilt: graph.rebuiltHandles(since: generation), lines: shownLines))
    }

    /// Whether a reply to `line` shows the whole tree even when only changes are asked for:
    /// `mount` (a new tree) and `tree` (asking for it).
    public static func showsWholeTree(_ line: String) -> Bool {
        switch Command.parse(line.trimmedAtEnds)?.0 {
        case .mount?, .tree?: return true
        default: return false
        }
    }

    /// Whether `line` is `tree`: its answer is the graph's tree and nothing else, the same as
    /// long as nothing changes the graph (its host may give it again without asking).
    public static func onlyShowsTree(_ line: String) -> Bool {
        Command.parse(line.trimmedAtEnds)?.0 == .tree
    }

    /// Whether `line` is a question that changes nothing and that other clients need not see:
    /// `help`, `tree`, `inspect`, `objects`, `explain`, `timeline`, `previews`, `profile` without
    /// a name. (`reset` is never journaled either, but every client must see it.)
    public static func onlyAsks(_ line: String) -> Bool {
        let trimmed = line.trimmedAtEnds
        switch Command.parse(trimmed)?.0 {
        case .help?, .tree?, .inspect?, .objects?, .explain?, .timeline?, .previews?: return true
        case .profile?: return Command.parse(trimmed)?.1.isEmpty == true
        default: return false
        }
    }

    /// Whether `line` only reads the graph (`tree`, `inspect`, `objects`, `help`…): accepted,
    /// it is never journaled.
    public static func onlyReads(_ line: String) -> Bool {
        !Command.changesGraph(line.trimmedAtEnds)
    }

    func tree() -> TreeNode? {
        engine.graph.snapshot()
    }

    /// Why a freed object went, when the log says so: its holder was a node taken out of the
    /// tree in this command (its dynamic property, view value or modifier). Otherwise none.
    ///
    /// NB: the removed path is looked up from the holder's side — the holder itself, without
    /// ` (removed)`, and the part before each `.` or ` .` in it — so that an unmount of N rows
    /// that frees N view models costs N lookups, not N × N comparisons.
    func freedNote(holder: String?, removedPaths: Set<String>) -> String? {
        guard let holder, !removedPaths.isEmpty else { return nil }
        return Self.removedView(holding: holder, removedPaths: removedPaths) ? "its view left the tree" : nil
    }

    /// Whether `holder` is a removed path, that path ` (removed)`, or a member (`path.vm`) or
    /// modifier (`path .sheet`) of one.
    static func removedView(holding holder: String, removedPaths: Set<String>) -> Bool {
        if removedPaths.contains(holder) { return true }
        let removedSuffix = " (removed)"
        if holder.hasSuffix(removedSuffix), removedPaths.contains(String(holder.dropLast(removedSuffix.count))) { return true }
        let utf8 = holder.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                if removedPaths.contains(String(holder[..<index])) { return true }
                if index > utf8.startIndex {
                    let before = utf8.index(before: index)
                    if utf8[before] == UInt8(ascii: " "), removedPaths.contains(String(holder[..<before])) { return true }
                }
            }
            index = utf8.index(after: index)
        }
        return false
    }
}
