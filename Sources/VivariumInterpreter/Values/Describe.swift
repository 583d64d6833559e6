import VivariumSyntax

/// `String(describing:)` and type names of run-time values, as Swift prints them.
public enum Describe {
    /// The module name Swift prefixes to class descriptions (`print(object)`).
    static let moduleName = "Playground"

    public static func description(of value: Value, interpreter: Interpreter? = nil) -> String {
        if let custom = interpreter?.customDescription(of: value) { return custom }
        switch value {
        case .void: return "()"
        case .nil: return "nil"
        case .int(let v): return String(v)
        case .double(let v): return String(v)
        case .bool(let v): return v ? "true" : "false"
        case .string(let v): return v
        case .array(let elements): return "[" + joined(elements, interpreter) { debug($0, interpreter) } + "]"
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            return "[" + joined(entries, interpreter) { "\(debug($0.key.value, interpreter)): \(debug($0.value, interpreter))" } + "]"
        case .tuple(let elements, let labels):
            let parts = zip(elements, labels).map { element, label in
                (label.map { "\($0): " } ?? "") + debug(element, interpreter)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed):
            return closed ? "\(lower)...\(upper - 1)" : "\(lower)..<\(upper)"
        case .structValue(let s) where s.typeName == "UUID":
            if case .string(let text)? = s.fields["uuidString"] { return text }
            return "UUID"
        case .structValue(let s):
            let info = interpreter?.types.type(s.typeName)
            // A field typed by a generic parameter shows as what it stands for (`T` of a
            // `Wrapper<Double>` holding the literal 2 prints `2.0`).
            // In declaration order, as Swift's reflection lists stored properties (an
            // initializer that assigns them leaves the defaults' fields made first).
            var ordered = Array(s.fields)
            if let declared = info?.storedProperties.map(\.name), ordered.count > 1 {
                let position = Dictionary(declared.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                ordered = ordered.enumerated().sorted { a, b in
                    (position[a.element.key] ?? Int.max, a.offset) < (position[b.element.key] ?? Int.max, b.offset)
                }.map(\.element)
            }
            let fields = ordered.map { name, field in
                let type = info?.storedProperty(name)?.type.map { s.genericArguments.isEmpty ? $0 : Interpreter.substituting(s.genericArguments, in: $0) }
                return "\(name): \(debug(field, as: type, interpreter))"
            }
            // `print` names a nested type by its last name (`Line(…)` for `Order.Line`), a generic
            // one with what its parameters stand for (`Wrapper<Int>(value: 3)`).
            let name = s.typeName.split(separator: ".").last.map(String.init) ?? s.typeName
            return "\(name)\(genericArguments(of: s, info, qualified: false, interpreter))(\(fields.joined(separator: ", ")))"
        case .enumValue(let e):
            if e.payload.isEmpty { return e.caseName }
            let parts = zip(e.payload, e.payloadLabels + Array(repeating: nil, count: max(0, e.payload.count - e.payloadLabels.count)))
                .map { element, label in (label.map { "\($0): " } ?? "") + debug(element, interpreter) }
            return "\(e.caseName)(\(parts.joined(separator: ", ")))"
        case .object(let id), .weakObject(let id):
            let name = interpreter?.heap.object(id)?.typeName ?? "Object"
            return "\(moduleName).\(interpreter?.types.qualifiedName(name) ?? name)"
        case .function: return "(Function)"
        case .type(let name): return metatypeName(name)
        case .keyPath(let components): return "\\." + components.joined(separator: ".").replacingOccurrences(of: ".?", with: "?")
            .replacingOccurrences(of: ".!", with: "!").replacingOccurrences(of: ".[", with: "[")
        case .builtin(let b):
            if let range = FloatingRange.description(value) { return range }
            if let range = interpreter?.comparableRangeDescription(value) { return range }
            switch b.kind {
            case "CancellationError": return "CancellationError()"
            case "Duration":
                if case .int(let ns)? = b["ns"] { return "\(Double(ns) / 1e9) seconds" }
                return b.kind
            // `print((-1.0).sign)`, `print(a.compare(b))`: the case's name.
            case _ where b.kind.hasPrefix("FloatingPointSign.") || b.kind.hasPrefix("ComparisonResult."):
                if case .string(let member)? = b["member"] { return member }
                return b.kind
            default: return FrameworkValues.describe(b) ?? b.kind
            }
        case .objectIdentifier(let id): return "ObjectIdentifier(\(Heap.address(of: id)))"
        }
    }

    /// `String(reflecting:)`-like form used inside collections: strings are quoted.
    /// `value` printed as a value of the static type `type`: optionals, also inside
    /// collections and tuples, show `Optional(…)`; integer literals typed `Double` show `1.0`.
    static func description(of value: Value, as type: TypeReference, interpreter: Interpreter?) -> String {
        switch type {
        case .optional, .implicitlyUnwrapped, .array, .dictionary, .tuple, .named("Float", _): return debug(value, as: type, interpreter)
        default: return description(of: value, interpreter: interpreter)
        }
    }

    static func debug(_ value: Value, as type: TypeReference?, _ interpreter: Interpreter?) -> String {
        guard let type else { return debug(value, interpreter) }
        switch (type, value) {
        case (.optional(let wrapped), _), (.implicitlyUnwrapped(let wrapped), _):
            return value.isNil ? "nil" : "Optional(\(debug(value, as: wrapped, interpreter)))"
        case (.array(let element), .array(let elements)):
            return "[" + joined(elements, interpreter) { debug($0, as: element, interpreter) } + "]"
        case (.dictionary(let keyType, let valueType), .dictionary(let entries)):
            if entries.isEmpty { return "[:]" }
            return "[" + joined(entries, interpreter) { "\(debug($0.key.value, as: keyType, interpreter)): \(debug($0.value, as: valueType, interpreter))" } + "]"
        case (.tuple(let types, _), .tuple(let elements, let labels)) where types.count == elements.count:
            let parts = elements.indices.map { (labels[$0].map { "\($0): " } ?? "") + debug(elements[$0], as: types[$0], interpreter) }
            return "(" + parts.joined(separator: ", ") + ")"
        case (.named(let name, _), .int(let number)) where ["Double", "Float", "CGFloat"].contains(name):
            return name == "Float" ? String(Float(number)) : String(Double(number))
        case (.named("Float", _), .double(let number)):
            // Float arithmetic runs in Double here; it prints as the nearest Float, as Swift would.
            return String(Float(number))
        default:
            return debug(value, interpreter)
        }
    }

    /// `String.debugDescription`: quoted, each scalar escaped as `Unicode.Scalar.escaped(asASCII: false)`
    /// does (`\"`, `\'`, `\\`, `\n`, `\t`, `\r`, `\0`): `print(["it's"])` shows `["it\'s"]`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars { result += scalar.escaped(asASCII: false) }
        return result + "\""
    }

    static func debug(_ value: Value, _ interpreter: Interpreter?) -> String {
        if case .string(let text) = value { return quoted(text) }
        if case .nil = value { return "nil" }
        if let custom = interpreter?.customDescription(of: value, debug: true) { return custom }
        // `String(reflecting:)`, which collections use, qualifies user types with their module.
        switch value {
        case .structValue(let s) where interpreter?.types.type(s.typeName) != nil:
            let plain = description(of: value, interpreter: interpreter)
            let info = interpreter?.types.type(s.typeName)
            let shortName = s.typeName.split(separator: ".").last.map(String.init) ?? s.typeName
            let generics = genericArguments(of: s, info, qualified: false, interpreter)
            let qualified = interpreter?.types.qualifiedName(s.typeName) ?? s.typeName
            return "\(moduleName).\(qualified)\(genericArguments(of: s, info, qualified: true, interpreter))"
                + plain.dropFirst(shortName.count + generics.count)
        case .enumValue(let e):
            let qualified = interpreter?.types.qualifiedName(e.typeName) ?? e.typeName
            return "\(moduleName).\(qualified)." + description(of: value, interpreter: interpreter)
        // `print([0..<3])`, `debugPrint(1...2)`: a range's debug description names its type.
        case .range(_, _, let closed):
            return "\(closed ? "ClosedRange" : "Range")(\(description(of: value, interpreter: interpreter)))"
        default: return description(of: value, interpreter: interpreter)
        }
    }

    /// `<Int>` for a `Wrapper<T>` whose `T` is `Int` (`<Swift.Int>` qualified, as
    /// `String(reflecting:)` names types); empty for a type with no generic parameters or one
    /// whose arguments are not all known.
    static func genericArguments(of value: StructValue, _ info: TypeInfo?, qualified: Bool, _ interpreter: Interpreter?) -> String {
        guard let parameters = info?.declaration.genericParameters, !parameters.isEmpty else { return "" }
        let arguments = parameters.compactMap { value.genericArguments[$0] }
        guard arguments.count == parameters.count else { return "" }
        let shown = qualified ? arguments.map { qualifiedTypeName($0, interpreter: interpreter) } : arguments
        return "<" + shown.joined(separator: ", ") + ">"
    }

    /// A type's name as `String(reflecting:)` writes it: `Swift.Int`, `Playground.Item` (any
    /// other as it is written).
    private static func qualifiedTypeName(_ name: String, interpreter: Interpreter?) -> String {
        let standard: Set<String> = ["Int", "Double", "Float", "Bool", "String", "Character", "UInt", "Int64", "Int32", "UInt8"]
        if standard.contains(name) { return "Swift." + name }
        if interpreter?.types.type(name) != nil { return moduleName + "." + name }
        return name
    }

    /// A collection's elements described and joined with ", ". Polls the interpreter's
    /// interruption per element: a four-million-element array takes seconds to describe in a
    /// debug build, and stops within about a thousand elements of `interrupt` (the text is
    /// then incomplete; the command fails with `interrupted` and it is never shown).
    static func joined<Items: Sequence>(_ items: Items, _ interpreter: Interpreter?,
                                        _ describe: (Items.Element) -> String) -> String {
        var text = ""
        var first = true
        for item in items {
            if interpreter?.longWorkShouldStop() == true { break }
            if !first { text += ", " }
            first = false
            text += describe(item)
        }
        return text
    }

    /// The dynamic type name of a value, as diagnostics show it.
    public static func typeName(of value: Value, heap: Heap) -> String {
        switch value {
        case .void: return "()"
        case .nil: return "Optional"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "Tuple"
        case .range: return "Range<Int>"
        case .structValue(let s): return s.typeName
        case .enumValue(let e): return e.typeName
        case .object(let id), .weakObject(let id): return heap.object(id)?.typeName ?? "AnyObject"
        case .function: return "Function"
        case .type(let name): return "\(name).Type"
        case .keyPath: return "KeyPath"
        case .builtin(let b):
            // `Animation.easeInOut` (a framework value made from a member) is an `Animation`.
            if let dot = b.kind.lastIndex(of: "."), FrameworkTypes.type(String(b.kind[..<dot])) != nil {
                return String(b.kind[..<dot])
            }
            return b.kind
        case .objectIdentifier: return "ObjectIdentifier"
        }
    }

    /// How Swift prints a type: sugar spelled out (`[Park].self` prints `Array<Park>`,
    /// `[String: Int]` `Dictionary<String, Int>`, `Int?` `Optional<Int>`).
    static func metatypeName(_ name: String) -> String {
        var text = name.trimmingCharacters(in: .whitespaces)
        // `(any P).self` prints `P`, `[any P].self` `Array<P>`: the runtime's name of an
        // existential has no `any`.
        if text.contains("any ") { text = withoutAny(text) }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            var depth = 0
            for index in inner.indices {
                switch inner[index] {
                case "[", "<", "(": depth += 1
                case "]", ">", ")": depth -= 1
                case ":" where depth == 0:
                    let key = metatypeName(String(inner[..<index]))
                    let value = metatypeName(String(inner[inner.index(after: index)...]))
                    return "Dictionary<\(key), \(value)>"
                default: break
                }
            }
            return "Array<\(metatypeName(inner))>"
        }
        if text.hasSuffix("?"), text.count > 1 { return "Optional<\(metatypeName(String(text.dropLast())))>" }
        return text
    }

    /// `any P`, `(any P)`, `Optional<any P>` without the `any` keyword (or parentheses around
    /// an existential alone).
    private static func withoutAny(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "any ") {
            let before = rest[..<range.lowerBound]
            let atBoundary = before.last.map { "<([,:& ".contains($0) } ?? result.last.map { "<([,:& ".contains($0) } ?? true
            result += before
            if !atBoundary { result += "any " }
            rest = rest[range.upperBound...]
        }
        result += rest
        if result.hasPrefix("("), result.hasSuffix(")"), !result.contains(","), !result.contains("->"),
           result.dropFirst().dropLast().allSatisfy({ $0 != "(" && $0 != ")" }) {
            return String(result.dropFirst().dropLast())
        }
        return result
    }

}
