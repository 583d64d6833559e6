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

    /// `Text("Ready \(end, style: .relative)")`: a date interpolated with a `Text.DateStyle`
    /// keeps following the clock, as `Text(end, style: .relative)` does (Apple,
    /// "LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)": "Appends a date
    /// with a style to a string interpolation", the key's text view updating it as time passes).
    /// Lowered as the texts it joins, `Text("Ready ") + Text(end, style: .relative)`, so the
    /// date part is formatted when the text is shown, not once when the literal is built.
    func textFollowingInterpolatedDates(_ callee: Expr, _ arguments: [Argument], at location: SourceLocation) -> Expr? {
        guard case .identifier("Text") = callee.kind, arguments.count == 1, arguments[0].label == nil,
              case .interpolation(let segments) = arguments[0].value.kind else { return nil }
        func styledDate(_ segment: InterpolationSegment) -> (date: Expr, style: Argument)? {
            guard case .expression(let e) = segment, case .call(let formatted, let styleArguments) = e.kind,
                  case .member(let date, "formatted") = formatted.kind, styleArguments.count == 1,
                  styleArguments[0].label == "style" else { return nil }
            return (date, styleArguments[0])
        }
        guard segments.contains(where: { styledDate($0) != nil }) else { return nil }
        var texts: [Expr] = []
        var pending: [InterpolationSegment] = []
        func flush() {
            guard !pending.isEmpty else { return }
            let literal: Expr
            if pending.allSatisfy({ if case .literal = $0 { true } else { false } }) {
                literal = Expr(.string(pending.map { if case .literal(let text) = $0 { text } else { "" } }.joined()), at: location)
            } else {
                literal = Expr(.interpolation(pending), at: location)
            }
            texts.append(Expr(.call(callee: Expr(.identifier("Text"), at: location),
                                    arguments: [Argument(label: nil, value: literal, location: location)]), at: location))
            pending = []
        }
        for segment in segments {
            if let (date, style) = styledDate(segment) {
                flush()
                texts.append(Expr(.call(callee: Expr(.identifier("Text"), at: location),
                                        arguments: [Argument(label: nil, value: date, location: date.location), style]), at: location))
            } else {
                pending.append(segment)
            }
        }
        flush()
        return texts.dropFirst().reduce(texts[0]) { joined, next in
            Expr(.binary(op: "+", lhs: joined, rhs: next), at: location)
        }
    }
}
