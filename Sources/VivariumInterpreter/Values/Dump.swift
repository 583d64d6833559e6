import OrderedCollections
import VivariumSyntax

/// `dump(_:)` as the standard library writes it (Swift, "dump(_:name:indent:maxDepth:maxItems:)"):
/// one line per node of the value's mirror — `▿` before a node with children, `-` before a leaf,
/// the child's label, then the node's summary: a collection's element count, a tuple's, a
/// value's `debugDescription` or `description` when its type has one, else its qualified type
/// name (`Playground.Point`, an enum's with its case); a class instance is numbered (`#0`) and
/// shown once, its later appearances only by number.
extension Interpreter {
    /// The lines `dump(value)` prints, each ending in a newline.
    /// `isOptional`: the value's static type is an Optional (`dump(Optional(3))`, a `User?`): a
    /// present value is `Optional`'s node, its value the `some` child.
    func dumpText(_ value: Value, name: String?, indent: Int, maxDepth: Int, maxItems: Int, isOptional: Bool = false) -> String {
        var text = ""
        var visited: [ObjectID: Int] = [:]
        var itemsLeft = maxItems
        if isOptional, !readWeak(value).isNil {
            itemsLeft -= 1
            text += String(repeating: " ", count: indent) + (maxDepth <= 0 ? "▹ " : "▿ ") + (name.map { $0 + ": " } ?? "")
            text += "Optional(\(Describe.debug(readWeak(value), self)))\n"
            guard maxDepth > 0 else { return text }
            dumpNode(value, name: "some", indent: indent + 2, depth: maxDepth - 1, itemsLeft: &itemsLeft, visited: &visited, into: &text)
            return text
        }
        dumpNode(value, name: name, indent: indent, depth: maxDepth, itemsLeft: &itemsLeft, visited: &visited, into: &text)
        return text
    }

    private func dumpNode(_ value: Value, name: String?, indent: Int, depth: Int, itemsLeft: inout Int,
                          visited: inout [ObjectID: Int], into text: inout String) {
        itemsLeft -= 1
        let value = readWeak(value)
        let children = dumpChildren(of: value)
        text += String(repeating: " ", count: indent)
        text += children.isEmpty ? "- " : depth <= 0 ? "▹ " : "▿ "
        if let name { text += name + ": " }
        text += dumpSummary(of: value, childCount: children.count)
        if case .object(let id) = value {
            if let seen = visited[id] {
                text += " #\(seen)\n"
                return
            }
            visited[id] = visited.count
            text += " #\(visited[id]!)"
        }
        text += "\n"
        guard depth > 0 else { return }
        for (index, child) in children.enumerated() {
            if itemsLeft <= 0 {
                let more = children.count - index
                text += String(repeating: " ", count: indent + 2) + "(\(more) more child\(more == 1 ? "" : "ren"))\n"
                return
            }
            // A present value of a property declared optional is `Optional`'s node, its value the `some` child.
            if child.isOptional, !readWeak(child.value).isNil {
                text += String(repeating: " ", count: indent + 2) + (depth - 1 <= 0 ? "▹ " : "▿ ")
                text += (child.label.map { $0 + ": " } ?? "") + "Optional(\(Describe.debug(readWeak(child.value), self)))\n"
                itemsLeft -= 1
                guard depth - 1 > 0 else { continue }
                dumpNode(child.value, name: "some", indent: indent + 4, depth: depth - 2, itemsLeft: &itemsLeft,
                         visited: &visited, into: &text)
                continue
            }
            dumpNode(child.value, name: child.label, indent: indent + 2, depth: depth - 1, itemsLeft: &itemsLeft,
                     visited: &visited, into: &text)
        }
    }

    /// A node's children, as its mirror lists them (`MirrorValues`): stored properties, a
    /// collection's elements, a dictionary's key-value pairs, a case's associated values.
    private func dumpChildren(of value: Value) -> [(label: String?, value: Value, isOptional: Bool)] {
        func fields(_ fields: OrderedDictionary<String, Value>, of typeName: String) -> [(String?, Value, Bool)] {
            let chain = types.memberChain(typeName)
            return fields.map { name, field in
                let declared = chain.lazy.compactMap { $0.storedProperty(name)?.type }.first
                return (name, field, declared?.isOptional ?? false)
            }
        }
        switch value {
        case .structValue(let s) where types.type(s.typeName) != nil: return fields(s.fields, of: s.typeName)
        case .object(let id):
            guard let object = heap.object(id) else { return [] }
            return fields(object.fields, of: object.typeName)
        case .enumValue(let e) where !e.payload.isEmpty:
            let labels = e.payloadLabels + Array(repeating: nil, count: max(0, e.payload.count - e.payloadLabels.count))
            // One unlabelled value is the child itself; labelled values are a tuple (`▿ suspended:
            // (1 element)` then `- reason: "spam"`), as Swift's reflection shows them.
            let single = e.payload.count == 1 && labels[0] == nil
            return [(e.caseName, single ? e.payload[0] : .tuple(e.payload, labels: labels), false)]
        case .tuple(let elements, let labels): return elements.indices.map { (labels[$0] ?? ".\($0)", elements[$0], false) }
        case .array(let elements): return elements.map { (nil, $0, false) }
        case .dictionary(let entries):
            return entries.map { (nil, .tuple([$0.key.value, $0.value], labels: ["key", "value"]), false) }
        default: return []
        }
    }

    private func dumpSummary(of value: Value, childCount count: Int) -> String {
        switch value {
        case .array: return count == 1 ? "1 element" : "\(count) elements"
        case .tuple: return count == 1 ? "(1 element)" : "(\(count) elements)"
        case .dictionary: return count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
        default: break
        }
        if let custom = customDescription(of: value, debug: true) { return custom }
        switch value {
        case .structValue(let s) where types.type(s.typeName) != nil: return "\(Describe.moduleName).\(s.typeName)"
        case .object(let id): return "\(Describe.moduleName).\(heap.object(id)?.typeName ?? "AnyObject")"
        case .enumValue(let e) where types.type(e.typeName) != nil: return "\(Describe.moduleName).\(e.typeName).\(e.caseName)"
        default: return Describe.debug(value, self)
        }
    }
}
