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
        let left = try joinableText(lhs, at: location), right = try joinableText(rhs, at: location)
        if let left, let right { return view("Text", ["text": .string(left + right)]) }
        guard left != nil || right != nil, isViewValue(.builtin(lhs)), isViewValue(.builtin(rhs)) else { return nil }
        // `Text("a").padding() + Text("b")`: a modifier that is not Text's own returns some View.
        func typeName(_ text: String?) -> String { text == nil ? "some View" : "Text" }
        throw RuntimeError(.trap, "binary operator '+' cannot be applied to operands of type '\(typeName(left))' and '\(typeName(right))'",
                           at: location)
    }

    /// What a `Text` value shows, when it is a `Text` (not some other view).
    private func joinableText(_ value: BuiltinValue, at location: SourceLocation) throws -> String? {
        switch value.kind {
        case "Text":
            if value["date"] != nil {
                // `Text(date, style: .timer)` follows the clock; a joined copy would not.
                throw RuntimeError(.notSupported, "not supported in the playground: joining a Text(_:style:) with another Text", at: location)
            }
            if case .string(let text)? = value["text"] { return text }
            return nil
        case "ModifiedContent":
            guard case .builtin(let modifier)? = value["modifier"], Self.textReturningModifiers.contains(modifier.kind),
                  case .builtin(let content)? = value["content"] else { return nil }
            return try joinableText(content, at: location)
        default:
            return nil
        }
    }
}
