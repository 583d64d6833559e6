import Foundation
import VivariumGraph
import VivariumInterpreter
import VivariumWire

/// Renders a command's causal record as chains of sentences in SwiftUI's vocabulary: what
/// `explain OBJECT|PATH` prints. Reads the structured links the graph recorded while the
/// command ran (`CauseRecord`) and the steps each object kept (`ProvenanceStep`).
struct Explanation {
    let causes: CauseRecord
    let heap: Heap
    let reply: Reply

    /// The command as shown in headers: the line typed, or for Swift source what it added
    /// (`added struct CounterView`).
    var command: String {
        let text = reply.command.trimmedAtEnds
        if Command.parse(text) == nil, let message = reply.message, !message.isEmpty {
            return String(message.prefix { $0 != "\n" })
        }
        let first = String(text.prefix { $0 != "\n" })
        return first.count < text.count ? first + " …" : first
    }

    // MARK: Objects

    func explain(object: HeapObject) -> String {
        let name = object.name
        var blocks: [String] = []
        if let record = reply.created.first(where: { $0.id == name }) {
            var lines = chainLines(toHost: object.provenance)
            lines += object.provenance.compactMap(sentence)
            var last = "\(name) created" + (record.holder.map { ", held by \($0)" } ?? "")
            if let note = record.note { last += " (\(note))" }
            lines.append(last)
            blocks.append(block("\(name) was created by the last command (\(command)):", lines))
        }
        if let record = reply.reused.first(where: { $0.id == name }) {
            let link = causes.links.last { if case .reused(object.id, _, _) = $0.cause { return true } else { return false } }
            var lines = link.map { chainLines(to: $0.id) } ?? []
            lines.append("\(name) reused" + (record.holder.map { ": \($0) keeps it" } ?? ""))
            blocks.append(block("\(name) was reused by the last command (\(command)):", lines))
        }
        if reply.freed.contains(where: { $0.id == name }) {
            var lines: [String]
            if let link = causes.releasedBy[object.id] {
                lines = chainLines(to: link)
                lines.append(releaseSentence(causes.releasedHolder[object.id] ?? "", lastHolder: object.lastHolder))
            } else {
                lines = lastAction.map { chainLines(to: $0) } ?? []
                lines.append("its last holder" + (object.lastHolder.map { ", \($0)," } ?? "") + " let it go")
            }
            lines.append("\(name) freed")
            let verb = blocks.isEmpty ? "was freed by the last command (\(command))" : "was freed by the same command"
            blocks.append(block("\(name) \(verb):", lines))
        }
        if let record = reply.leaked.first(where: { $0.id == name }) {
            blocks.append("\(name) was leaked by the last command (\(command))" + (record.note.map { ": \($0)" } ?? ""))
        }
        if blocks.isEmpty {
            return "\(name) was not affected by the last command (\(command))"
        }
        return blocks.joined(separator: "\n")
    }

    /// The latest action of the command (what let go of an object no view held).
    private var lastAction: Int? {
        causes.links.last { if case .action = $0.cause { return true } else { return false } }?.id
    }

    private func releaseSentence(_ holder: String, lastHolder: String?) -> String {
        if holder.hasSuffix(" (previous view value)") {
            let path = String(holder.dropLast(" (previous view value)".count))
            // `ParentView/VStack/CounterView.viewModel`: the property of that view value.
            if let lastHolder, lastHolder.hasPrefix(path + ".") {
                return "the node's old view value was dropped: its \(lastHolder.dropFirst(path.count + 1)) was the object's last holder"
            }
            return "the old view value of \(path), its last holder, was dropped"
        }
        if holder.hasSuffix(" (removed)") {
            return "the view value of the removed node \(holder.dropLast(" (removed)".count)), its last holder, was dropped"
        }
        if holder.hasSuffix(" (old value)") {
            return "the old value of \(holder.dropLast(" (old value)".count)), its last holder, was overwritten"
        }
        return "the storage \(holder), its last holder, went with its node"
    }

    // MARK: Nodes

    /// `path` is a node's full path (or, for a node gone, what the user typed).
    func explain(path: String, isBuiltin: Bool) -> String {
        let own = causes.links.filter { self.path(of: $0.cause).map { matches($0, path) } ?? false }
        let header = "\(path) in the last command (\(command)):"
        if let removed = own.last(where: { if case .removed = $0.cause { return true } else { return false } }) {
            return block(header, chainLines(to: removed.id))
        }
        if let ancestor = causes.links.last(where: { link in
            if case .removed(let removedPath, _) = link.cause { return path.hasPrefix(removedPath + "/") } else { return false }
        }) {
            return block(header, chainLines(to: ancestor.id) + ["\(path) went with it"])
        }
        var lines: [String]
        if let body = own.last(where: { if case .body = $0.cause { return true } else { return false } }) {
            lines = chainLines(to: body.id)
        } else if let update = own.last(where: { if case .newViewValue = $0.cause { return true } else { return false } }) {
            lines = chainLines(to: update.id) + ["the new value equals the old one and nothing it depends on changed: its body did not run"]
        } else if let inserted = own.last(where: { if case .inserted = $0.cause { return true } else { return false } }) {
            lines = chainLines(to: inserted.id)
        } else if isBuiltin, let parentBody = nearestAncestorBody(of: path) {
            lines = chainLines(to: parentBody.id) + ["\(path) has no body of its own: it was updated from the new content"]
        } else {
            return "\(path) was not affected by the last command (\(command))"
        }
        // What the node's storage did happened before its body ran.
        let storage = own.compactMap { link -> String? in
            switch link.cause {
            case .installed, .reused: return sentence(link)
            default: return nil
            }
        }
        if !storage.isEmpty, case .body? = own.last(where: { if case .body = $0.cause { return true } else { return false } })?.cause {
            lines.insert(contentsOf: storage, at: lines.count - 1)
        } else {
            lines += storage
        }
        return block(header, lines)
    }

    private func nearestAncestorBody(of path: String) -> CauseLink? {
        causes.links.last { link in
            if case .body(let bodyPath, _) = link.cause { return path.hasPrefix(bodyPath + "/") } else { return false }
        }
    }

    private func matches(_ linkPath: String, _ path: String) -> Bool {
        linkPath == path || linkPath.hasSuffix("/" + path)
    }

    private func path(of cause: Cause) -> String? {
        switch cause {
        case .body(let path, _), .inserted(let path, _), .newViewValue(let path, _), .removed(let path, _),
             .installed(let path, _, _), .reused(_, let path, _):
            return path
        default:
            return nil
        }
    }

    // MARK: Sentences

    private func block(_ header: String, _ lines: [String]) -> String {
        ([header] + lines.enumerated().map { "  " + ($0.offset == 0 ? "" : "→ ") + $0.element }).joined(separator: "\n")
    }

    /// The sentences from the command to the host link an object's provenance starts with.
    private func chainLines(toHost provenance: [ProvenanceStep]) -> [String] {
        guard case .host(let link)? = provenance.first else { return [] }
        return chainLines(to: link)
    }

    /// The sentences from the command to `link` (the command itself is in the header).
    func chainLines(to link: Int) -> [String] {
        causes.chain(to: link).filter { if case .command = $0.cause { return false } else { return true } }.map(sentence)
    }

    func sentence(_ link: CauseLink) -> String {
        switch link.cause {
        case .command(let line):
            return "the command \(line) ran"
        case .action(let text):
            return text.hasPrefix("Button") || text.hasPrefix("Toggle") ? "the action of \(text) ran" : "\(text) ran"
        case .stateChanged(let path, let property, let wrapper):
            return "it changed \(Self.typeName(path))'s @\(wrapper) \(property)"
        case .published(let object, let property):
            return "\(object) published a change (@Published \(property))"
        case .observableChanged(let object, let property):
            return "it changed \(object).\(property) (@Observable)"
        case .body(let path, let reasons):
            let because = reasons.map(Self.reasonPhrase).joined(separator: " and ")
            return "\(Self.typeName(path))'s body ran" + (because.isEmpty ? "" : " because \(because)")
        case .inserted(let path, _):
            return "\(path) is a new identity: a node was inserted for it"
        case .newViewValue(let path, let type):
            return "it built a new \(type) value for \(path) (same identity: the node and its storage stay)"
        case .removed(let path, let why):
            return "\(path) left the tree: " + Self.removalPhrase(why)
        case .installed(_, let property, let wrapper):
            return "the node's @\(wrapper) \(property) storage was created: its initial value was evaluated (once, at install)"
        case .reused(let object, _, let property):
            return "@StateObject \(property) already had storage holding \(heap.name(of: object)): the new value's initial value was not evaluated"
        }
    }

    /// One step an object kept (nil for the host mark, already told by the chain).
    private func sentence(_ step: ProvenanceStep) -> String? {
        switch step {
        case .host:
            return nil
        case .initializer(let type):
            return "it built a new \(type) value (\(type).init ran)"
        case .argument(let type, let label):
            return "it evaluated the argument \(label.map { "\($0):" } ?? "_:") of \(type).init"
        case .defaultValue(let type, let property, let wrapper):
            return "\(type).init evaluated the default value of " + (wrapper.map { "@\($0) " } ?? "") + property
        }
    }

    static func reasonPhrase(_ reason: String) -> String {
        switch reason {
        case "inserted": return "it is new"
        case "@self": return "its parent passed a view value that differs from the old one"
        case "reeval": return "`reeval` asked for it"
        default: return reason
        }
    }

    static func removalPhrase(_ why: RemovalReason) -> String {
        switch why {
        case .branchNotTaken: return "the `if`/`switch` branch that held it is no longer taken (a different identity)"
        case .elementGone(let key): return "its ForEach element id \(key) is no longer in the data"
        case .explicitIDChanged: return "its .id(…) changed, so a new identity replaced it"
        case .byCommand: return "the command removed it"
        case .notProduced: return "its parent's body no longer produces it"
        }
    }

    /// `ParentView` for `ParentView/VStack/ForEach[0]/ChildView`'s parent… the last segment's type.
    static func typeName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return String(last.prefix { $0 != "[" })
    }
}
