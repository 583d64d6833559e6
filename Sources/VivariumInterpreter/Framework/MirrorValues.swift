import VivariumSyntax

/// Swift's `Mirror(reflecting:)` (The Swift standard library, "Mirror"): the children of a
/// value as `(label: String?, value: Any)` pairs - a struct's stored properties in declaration
/// order (a wrapped property by its storage, `_count`, as Swift's mirror names it), a class
/// instance's, an enum case's associated values under the case's name, a tuple's elements
/// (`.0` or their labels), a collection's elements unlabelled - and its `displayStyle`.
enum MirrorValues {
    static func make(_ interpreter: Interpreter, reflecting subject: Value) -> Value {
        var children: [(String?, Value)] = []
        var style: String?
        switch interpreter.readWeak(subject) {
        case .structValue(let value):
            style = "struct"
            children = value.fields.map { ($0.key, $0.value) }
        case .object(let id):
            style = "class"
            if let object = interpreter.heap.object(id) { children = object.fields.map { ($0.key, $0.value) } }
        case .enumValue(let value):
            style = "enum"
            if !value.payload.isEmpty {
                let labels = value.payloadLabels + Array(repeating: nil, count: max(0, value.payload.count - value.payloadLabels.count))
                children = [(value.caseName, value.payload.count == 1 ? value.payload[0] : .tuple(value.payload, labels: labels))]
            }
        case .tuple(let elements, let labels):
            style = "tuple"
            children = elements.indices.map { (labels[$0] ?? ".\($0)", elements[$0]) }
        case .array(let elements):
            style = "collection"
            children = elements.map { (nil, $0) }
        case .dictionary(let entries):
            style = "dictionary"
            children = entries.map { (nil, .tuple([$0.key.value, $0.value], labels: ["key", "value"])) }
        default:
            break
        }
        let pairs: [Value] = children.map { label, value in
            .tuple([label.map { .string($0) } ?? .nil, value], labels: ["label", "value"])
        }
        var mirror = BuiltinValue(kind: "Mirror", fields: [
            "children": .array(pairs),
            "description": .string("Mirror for \(Describe.typeName(of: subject, heap: interpreter.heap))"),
            "subjectType": .type(Describe.typeName(of: subject, heap: interpreter.heap)),
        ])
        mirror["displayStyle"] = style.map(displayStyle) ?? .nil
        return .builtin(mirror)
    }

    /// The cases of `Mirror.DisplayStyle`.
    static let displayStyles: Set<String> = ["struct", "class", "enum", "tuple", "optional", "collection", "dictionary", "set"]

    /// `Mirror.DisplayStyle.struct` (`.struct`), as a mirror's `displayStyle` holds it.
    static func displayStyle(_ name: String) -> Value {
        FrameworkValues.value("Mirror.DisplayStyle", name, [("member", .string(name))])
    }

    static func property(_ name: String, of mirror: BuiltinValue) -> Value? {
        ["children", "displayStyle", "subjectType", "description"].contains(name) ? mirror[name] : nil
    }
}
