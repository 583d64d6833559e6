import SwiftSyntax

/// `Text("…")` with a string literal takes a `LocalizedStringKey`, and SwiftUI renders the
/// key's inline Markdown (Apple, "Text": "If you initialize a text view with a string literal,
/// the view uses the init(_:tableName:bundle:comment:) initializer, which interprets the
/// string as a localization key"; "Localizing strings": Markdown and `^[…](inflect: true)` in a
/// key). A control's title written as a literal is a key shown by a `Text` the same way
/// (`Button(_ titleKey:action:)`, `Toggle`, `Stepper`, `Label`, …). A `String` value (`Text(name)`) or `Text(verbatim:)` is shown as written. A literal
/// whose own text holds Markdown's characters is lowered to `Text(LocalizedStringKey(…))`,
/// whose value is the text it renders. Values interpolated into such a literal are rendered
/// with it (SwiftUI shows them as they are: a value with paired `*` or `_` differs here).
extension Lowerer {
    /// The views whose first unlabelled argument, written as a literal, is a `LocalizedStringKey`.
    static let titledByKey: Set<String> = [
        "Text", "Button", "Toggle", "Stepper", "Label", "NavigationLink", "Section", "Link", "Picker", "Menu",
        "DisclosureGroup", "LabeledContent", "GroupBox",
    ]

    func renderMarkdownOfTextLiteral(_ node: FunctionCallExprSyntax, _ arguments: inout [Argument]) {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), Self.titledByKey.contains(callee.baseName.text),
              callee.argumentNames == nil, let first = node.arguments.first, first.label == nil,
              first.expression.is(StringLiteralExprSyntax.self), let index = arguments.firstIndex(where: { $0.label == nil }),
              arguments[index].isTrailingClosure == false else { return }
        let literal = arguments[index].value
        let text: String
        switch literal.kind {
        case .string(let whole): text = whole
        case .interpolation(let segments):
            text = segments.map { if case .literal(let part) = $0 { part } else { "" } }.joined()
        default: return
        }
        guard text.contains(where: { "*_~`[\\".contains($0) }) else { return }
        let at = literal.location
        arguments[index].value = Expr(.call(callee: Expr(.identifier("LocalizedStringKey"), at: at),
                                            arguments: [Argument(label: nil, value: literal, location: at)]), at: at)
    }
}
