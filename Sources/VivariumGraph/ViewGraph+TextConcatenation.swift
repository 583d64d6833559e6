import VivariumInterpreter
import VivariumSyntax

/// `Text("Failed: ") + Text(reason).bold()`: Text's `+` joins two texts into one (Apple, "Text":
/// "Concatenates the text in two text views in a new text view"). Only `Text` has it, and the
/// modifiers `Text` declares itself return `Text` — `.bold()`, `.foregroundColor(_:)`, … — so
/// their results join too; `Text("a").padding() + …` is some View, which has no `+`.
extension ViewGraph {
    /// The modifiers declared on `Text` that return `Text`. The playground draws no styling, so
    /// the joined text shows as one label.
    static let textReturningModifiers: Set<String> = [
        "bold", "italic", "fontWeight", "font", "foregroundColor", "foregroundStyle", "underline",
        "strikethrough", "kerning", "tracking", "baselineOffset", "monospacedDigit", "monospaced",
        "fontDesign", "fontWidth", "textScale", "textCase",
    ]

    public func binaryOperator(_ op: String, _ lhs: BuiltinValue, _ rhs: BuiltinValue, at location: SourceLocation) throws -> Value? {
        guard op == "+" else { return nil }
        let left = joinableParts(lhs), right = joinableParts(rhs)
        if let left, let right {
            let parts = left + right
            // A `Text(date, style:)` part keeps following the clock in the joined text: it is
            // formatted when shown (`label(of:)`), as SwiftUI updates it.
            if parts.contains(where: { $0["date"] != nil }) {
                return view("Text", ["parts": .array(parts.map { .builtin($0) })])
            }
            return view("Text", ["text": .string(parts.compactMap { if case .string(let text)? = $0["text"] { text } else { nil } }.joined())])
        }
        guard left != nil || right != nil, isViewValue(.builtin(lhs)), isViewValue(.builtin(rhs)) else { return nil }
        // `Text("a").padding() + Text("b")`: a modifier that is not Text's own returns some View.
        func typeName(_ parts: [BuiltinValue]?) -> String { parts == nil ? "some View" : "Text" }
        throw RuntimeError(.trap, "binary operator '+' cannot be applied to operands of type '\(typeName(left))' and '\(typeName(right))'",
                           at: location)
    }

    /// The texts a `Text` value joins (itself, or the parts of a joined one), when it is a
    /// `Text` (not some other view).
    private func joinableParts(_ value: BuiltinValue) -> [BuiltinValue]? {
        switch value.kind {
        case "Text":
            if case .array(let parts)? = value["parts"] {
                return parts.compactMap { if case .builtin(let part) = $0 { part } else { nil } }
            }
            if value["date"] != nil { return [value] }
            if case .string? = value["text"] { return [value] }
            return nil
        case "ModifiedContent":
            guard case .builtin(let modifier)? = value["modifier"], Self.textReturningModifiers.contains(modifier.kind),
                  case .builtin(let content)? = value["content"] else { return nil }
            return joinableParts(content)
        default:
            return nil
        }
    }

    /// What a joined text shows now: each part's text, a date part in its style at the
    /// current time, in the text's environment.
    func joinedText(_ parts: [Value], for node: Node) -> String {
        parts.map { part in
            guard case .builtin(let text) = part else { return "" }
            if let date = text["date"], let style = text["style"], let name = FrameworkValues.memberName(of: style) {
                return interpreter.dateText(date, style: name, in: formatContext(for: node))
            }
            if case .string(let shown)? = text["text"] { return shown }
            return ""
        }.joined()
    }
}
