@_spi(Compiler) import SwiftParser
import SwiftSyntax

extension Lowerer {
    /// Decimal, hex, octal and binary literals, with `_` separators.
    func lowerInteger(_ node: IntegerLiteralExprSyntax) -> ExprKind {
        if let value = Self.shortDecimalValue(node) ?? node.representedLiteralValue { return .integer(value) }
        report(.error("integer literal '\(node.literal.text)' overflows when stored into 'Int'", at: location(of: node)))
        return .integer(0)
    }

    /// The value of a literal of at most 18 decimal digits (no prefix, no `_`, so it cannot
    /// overflow), read from its bytes: what `representedLiteralValue` gives, without its copies.
    private static func shortDecimalValue(_ node: IntegerLiteralExprSyntax) -> Int? {
        guard !node.hasError else { return nil }
        let text = node.literal.text
        guard (1...18).contains(text.utf8.count) else { return nil }
        var value = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// A string literal (single-line, multi-line or raw) with escapes resolved; `.string` when
    /// it has no interpolation, else `.interpolation` with adjacent literal pieces merged.
    func lowerString(_ node: StringLiteralExprSyntax) -> ExprKind {
        guard let kind = node.stringLiteralKind else {
            notSupported("this kind of string literal", node)
            return .string("")
        }
        var segments: [InterpolationSegment] = []
        var pending = ""
        var hasInterpolation = false
        for segment in node.segments {
            switch segment {
            case .stringSegment(let piece):
                piece.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: node.delimiterLength,
                                                  to: &pending)
            case .expressionSegment(let interpolation):
                hasInterpolation = true
                if !pending.isEmpty { segments.append(.literal(pending)) }
                pending = ""
                let expressions = interpolation.expressions
                if let first = expressions.first {
                    if first.label != nil || expressions.dropFirst().contains(where: { !Self.interpolationOptions.contains($0.label?.text ?? "") }) {
                        // `\(percent: ratio)`: the program's own `appendInterpolation(percent:)`.
                        segments.append(.appendInterpolation(expressions.map {
                            Argument(label: $0.label?.text, value: lowerExpr($0.expression), location: location(of: $0.expression))
                        }))
                    } else {
                        segments.append(.expression(lowerInterpolation(lowerExpr(first.expression), expressions.dropFirst())))
                    }
                }
            }
        }
        guard hasInterpolation else { return .string(pending) }
        if !pending.isEmpty { segments.append(.literal(pending)) }
        return .interpolation(segments)
    }

    /// The labels of SwiftUI's interpolations of a `LocalizedStringKey` (`lowerInterpolation`).
    static let interpolationOptions: Set<String> = ["format", "specifier", "style", "formatter"]

    /// SwiftUI's labelled interpolations of a `LocalizedStringKey`, as the calls they stand for:
    /// `\(x, format: .percent)` is `x.formatted(.percent)`, `\(x, specifier: "%.2f")` is
    /// `String(format: "%.2f", x)`, `\(date, style: .time)` formats the date in that `Text.DateStyle`,
    /// `\(date, formatter: dateFormatter)` is what the formatter's `string(for:)` gives, nothing
    /// when it gives nil (Apple, "LocalizedStringKey.StringInterpolation.appendInterpolation(_:formatter:)":
    /// "Appends a formatted date or number"). Other labels keep only the value.
    private func lowerInterpolation(_ value: Expr, _ rest: LabeledExprListSyntax.SubSequence) -> Expr {
        guard let option = rest.first, rest.count == 1, let label = option.label?.text else { return value }
        let argument = lowerExpr(option.expression)
        let at = value.location
        switch label {
        case "format":
            return Expr(.call(callee: Expr(.member(base: value, name: "formatted"), at: at),
                              arguments: [Argument(label: nil, value: argument, location: argument.location)]), at: at)
        case "specifier":
            return Expr(.call(callee: Expr(.identifier("String"), at: at),
                              arguments: [Argument(label: "format", value: argument, location: argument.location),
                                          Argument(label: nil, value: value, location: at)]), at: at)
        case "style":
            return Expr(.call(callee: Expr(.member(base: value, name: "formatted"), at: at),
                              arguments: [Argument(label: "style", value: argument, location: argument.location)]), at: at)
        case "formatter":
            let formatted = Expr(.call(callee: Expr(.member(base: argument, name: "string"), at: argument.location),
                                       arguments: [Argument(label: "for", value: value, location: at)]), at: at)
            return Expr(.binary(op: "??", lhs: formatted, rhs: Expr(.string(""), at: at)), at: at)
        default:
            return value
        }
    }

    /// `[0]` for a key path's `[0]`, `["ann"]` for its `["ann"]`; nil for any other arguments.
    static func literalKeyPathIndex(_ arguments: LabeledExprListSyntax) -> String? {
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil else { return nil }
        if let integer = argument.expression.as(IntegerLiteralExprSyntax.self),
           let value = Int(integer.literal.text.replacingOccurrences(of: "_", with: "")) {
            return "[\(value)]"
        }
        if let string = argument.expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
           let text = string.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.contains("\\"), !text.contains("\"") {
            return "[\"\(text)\"]"
        }
        return nil
    }

    /// `\.self` → `["self"]`, `\.a.b` → `["a", "b"]`, `\Type.name` → root `"Type"`,
    /// `\.a?.b` → `["a", "?", "b"]`.
    func lowerKeyPath(_ node: KeyPathExprSyntax) -> ExprKind {
        var components: [String] = []
        for component in node.components {
            switch component.component {
            case .property(let property):
                components.append(property.declName.baseName.identifierText)
            case .optional(let mark):
                // `\.manager?.name`, `\.first!`: "?" and "!" components (SE-0161's optional
                // chaining and force unwrapping in key paths).
                components.append(mark.questionOrExclamationMark.text == "!" ? "!" : "?")
            case .subscript(let subscriptComponent):
                // `\Board.sections[0].items`, `\.scores["ann"]`: a literal index, kept as `[0]`
                // or `["ann"]` (a key path's subscript arguments are values fixed when it is made).
                if let index = Self.literalKeyPathIndex(subscriptComponent.arguments) {
                    components.append(index)
                } else {
                    notSupported("subscripts in key paths other than by an integer or string literal", component)
                }
            default:
                notSupported("this kind of key path component", component)
            }
        }
        // `\LoginView.ViewModel.validated`: a root written with its nested type's owner is parsed
        // as the owner and a component; Swift resolves the leading type names as the root (The
        // Swift Programming Language, "Key-Path Expression": `\type name.path`).
        var root = node.root?.trimmedDescription
        while let written = root, let first = components.first, nestedNames.nested.contains(first) {
            root = nestedNames.qualified(first, writtenOwner: written) ?? first
            components.removeFirst()
        }
        return .keyPath(root: root, components: components)
    }
}
