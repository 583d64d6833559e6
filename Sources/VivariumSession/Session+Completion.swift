import Foundation
import VivariumGraph

extension Session {
    /// Completion candidates for the word that ends at `cursor` (a UTF-8 offset into `line`),
    /// drawn from the live graph: commands, node paths, button labels, type names, object
    /// names, and file names after `load`. Returns where the word starts (UTF-8 offset).
    public func complete(line: String, cursor: Int) -> (start: Int, candidates: [String]) {
        rollBack()
        let bytes = Array(line.utf8.prefix(max(0, cursor)))
        let text = String(decoding: bytes, as: UTF8.self)
        var start = bytes.count
        var inQuote = false
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") { inQuote.toggle(); if inQuote { start = index } }
        if !inQuote {
            start = (bytes.lastIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ",") }).map { $0 + 1 } ?? 0
        }
        let word = String(decoding: bytes[start...], as: UTF8.self)
        let before = text.prefix(text.utf8.count - word.utf8.count).trimmingCharacters(in: .whitespaces)
        let commandWord = before.split(separator: " ").first.map(String.init)
        var pool: [String]
        if before.isEmpty {
            pool = Command.allCases.map(\.rawValue) + userTypeNames()
        } else {
            switch Command(rawValue: commandWord ?? "") {
            case .tap?:
                pool = labels() + paths(where: { $0.typeName == "Button" || $0.typeName == "Toggle" })
            case .reeval?:
                pool = paths(where: \.isUserView)
            case .submit?:
                pool = paths(where: { $0.typeName == "TextField" || $0.typeName == "SecureField" })
            case .swap?, .set?:
                pool = before.split(separator: " ").count >= 2 ? argumentNames(before) : paths(where: \.isUserView)
            case .inspect?, .remove?:
                pool = paths(where: { _ in true })
            case .explain?:
                pool = objectNames() + explainedNames() + paths(where: \.isUserView)
            case .scroll?:
                pool = before.split(separator: " ").count >= 2
                    ? ["to", "top", "bottom"] : paths(where: { $0.typeName == "List" || $0.typeName == "ScrollView" })
            case .mount?:
                pool = viewTypeNames().map { $0 + "(" } + (previews.isEmpty ? [] : ["preview"])
            case .load?:
                pool = swiftFiles() + ["--watch"]
            case .unwatch?:
                pool = swiftFiles()
            case .help?:
                pool = Command.allCases.map(\.rawValue)
            case .profile?, .compare?:
                pool = Profile.all.map(\.name)
            default:
                pool = userTypeNames() + objectNames()
            }
        }
        var seen = Set<String>()
        let candidates = pool.filter { $0.hasPrefix(word) && $0 != word && seen.insert($0).inserted }.sorted()
        return (start, candidates)
    }

    private func paths(where include: (Node) -> Bool) -> [String] {
        engine.graph.allNodes.filter(include).flatMap { [$0.path, $0.shortName] }
    }

    /// The labels `tap "…"` can name in the mounted graph, in tree order.
    func labels() -> [String] {
        engine.graph.allNodes.compactMap { node in
            guard ["Button", "Toggle", "NavigationLink", "Link"].contains(node.typeName) else { return nil }
            return engine.graph.tapLabel(of: node)
        }
    }

    private func userTypeNames() -> [String] { engine.interpreter.types.typeOrder }

    private func viewTypeNames() -> [String] {
        engine.interpreter.types.typeOrder.filter { engine.interpreter.types.type($0)?.conforms(to: "View") == true }
    }

    private func objectNames() -> [String] { engine.interpreter.heap.objects.values.map(\.name) }

    /// Objects the last command freed (no longer live, still explainable).
    private func explainedNames() -> [String] { engine.lastChange.map { $0.reply.freed.map(\.id) } ?? [] }

    private func argumentNames(_ before: String) -> [String] {
        let parts = before.split(separator: " ")
        guard parts.count >= 2, let node = try? engine.graph.resolve(String(parts[1])) else { return [] }
        return engine.graph.argumentLabels(of: node)
    }

    private func swiftFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: baseDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".viv") }.sorted()
    }
}
