import VivariumGraph
import VivariumInterpreter
import VivariumWire

extension Session {
    /// `explain OBJECT|PATH`: the causal chain of the last command that changed the graph, for
    /// an object (`CounterViewModel#2`) or a node (`ParentView/VStack/CounterView`).
    func explain(_ target: String) throws -> String {
        guard let last = engine.lastChange else {
            return "no command has changed the graph yet: there is nothing to explain"
        }
        let explanation = Explanation(causes: last.causes, heap: engine.interpreter.heap, reply: last.reply)
        if let object = object(named: target) { return explanation.explain(object: object) }
        if Self.looksLikeObjectName(target) {
            throw CommandError(missingObject(target, type: String(target.prefix { $0 != "#" })), code: "no-such-object")
        }
        if let node = try? engine.graph.resolve(target) {
            return explanation.explain(path: node.path, isBuiltin: !node.isUserView)
        }
        // A node the last command removed is no longer in the tree, but the record has it.
        if explanation.causes.links.contains(where: { link in
            if case .removed(let path, _) = link.cause { return path == target || path.hasSuffix("/" + target) } else { return false }
        }) {
            return explanation.explain(path: target, isBuiltin: false)
        }
        let near = nearPaths(target)
        throw CommandError("no node or object '\(target)'" + (near.isEmpty ? "" : "; did you mean: \(near.joined(separator: ", "))"),
                           code: "no-such-node")
    }

    /// What `explain` reads of the last change's reply (`Explanation`): its command, message,
    /// error and object records — not its tree, events, inits or bodies, which the command's
    /// answer has sent. Its created, reused and freed records are the timeline's
    /// (`recordTimeline`, called with this reply just before), one array shared by both. A re-render of 10,000 rows kept, until
    /// the next command that changes the graph, its own 10,000 reuse records, 10,000 `init`
    /// events and names, and the tree as it was shown then.
    func explainedPart(of reply: Reply) -> Reply {
        let recorded = engine.history.last.flatMap { $0.number == commandNumber ? $0 : nil }
        return Reply(command: reply.command, ok: reply.ok,
                     created: recorded.flatMap { $0.created == reply.created ? $0.created : nil } ?? reply.created,
                     reused: recorded.flatMap { $0.reused == reply.reused ? $0.reused : nil } ?? reply.reused,
                     freed: recorded.flatMap { $0.freed == reply.freed ? $0.freed : nil } ?? reply.freed,
                     leaked: reply.leaked, message: reply.message, error: reply.error)
    }

    /// `Type#n`.
    static func looksLikeObjectName(_ text: String) -> Bool {
        guard let hash = text.firstIndex(of: "#") else { return false }
        return !text[..<hash].isEmpty && !text[text.index(after: hash)...].isEmpty
            && text[text.index(after: hash)...].allSatisfy(\.isNumber)
    }

    /// A live object, or one freed (freed objects stay addressable by name).
    private func object(named name: String) -> HeapObject? {
        let heap = engine.interpreter.heap
        return heap.objects.values.first { $0.name == name && !$0.isInternal }
            ?? heap.freedObjects.first { $0.name == name && !$0.isInternal }
    }

    /// Node paths whose last segment resembles the target's; at most eight.
    private func nearPaths(_ target: String) -> [String] {
        let wanted = (target.split(separator: "/").last.map(String.init) ?? target).lowercased()
        let stem = String(wanted.prefix { $0 != "[" })
        let nodes = engine.graph.allNodes
        let close = nodes.filter { node in
            let segment = node.shortName.lowercased()
            return segment.contains(stem) || stem.contains(segment.prefix { $0 != "[" }) || Self.editDistance(segment, wanted) <= 3
        }
        let pool = close.isEmpty ? nodes.filter(\.isUserView) : close
        return Array(pool.map(\.path).prefix(8))
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
