@_spi(Compiler) import SwiftParser
import SwiftSyntax

extension Lowerer {
    /// Decimal, hex, octal and binary literals, with `_` separators.
    func lowerInteger(_ node: IntegerLiteralExprSyntax) -> ExprKind {
        if let value = node.representedLiteralValue { return .integer(value) }
        report(.error("integer literal '\(node.literal.text)' overflows when stored into 'Int'", at: location(of: node)))
        return .integer(0)
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
                // NB: labelled interpolations (`\(x, specifier: "%d")`) keep only the first value.
                if let first = interpolation.expressions.first {
                    segments.append(.expression(lowerExpr(first.expression)))
                }
            }
        }
        guard hasInterpolation else { return .string(pending) }
        if !pending.isEmpty { segments.append(.literal(pending)) }
        return .interpolation(segments)
    }

    /// `\.self` → `["self"]`, `\.a.b` → `["a", "b"]`, `\Type.name` → root `"Type"`.
    func lowerKeyPath(_ node: KeyPathExprSyntax) -> ExprKind {
        var components: [String] = []
        for component in node.components {
            switch component.component {
            case .property(let property):
                components.append(property.declName.baseName.identifierText)
            case .optional:
                notSupported("optional chaining in key paths", component)
            case .subscript:
                notSupported("subscripts in key paths", component)
            default:
                notSupported("this kind of key path component", component)
            }
        }
        return .keyPath(root: node.root?.trimmedDescription, components: components)
    }
}
