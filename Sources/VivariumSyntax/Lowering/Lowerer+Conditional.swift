import SwiftDiagnostics
import SwiftIfConfig
import SwiftSyntax

/// Conditional compilation: `#if` is evaluated against `PlaygroundBuildConfiguration` while
/// lowering, so only the active clause is lowered (and checked), as the compiler does. The
/// inactive clauses are parsed but never looked at again.
extension Lowerer {
    /// The elements of the active clause of `node`, or nil when no clause is active. Errors in
    /// the conditions (`#if os(iOS) &&`) are reported at their location.
    func activeElements(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
        let (clause, diagnostics) = node.activeClause(in: configuration)
        for diagnostic in diagnostics {
            let severity: Diagnostic.Severity = switch diagnostic.diagMessage.severity {
            case .warning: .warning
            case .note, .remark: .note
            default: .error
            }
            report(Diagnostic(severity, diagnostic.message, at: location(at: diagnostic.position)))
        }
        return clause?.elements
    }

    /// `base #if COND .modifier() #endif`: the active clause's postfix chain applied to `base`;
    /// `base` alone when no clause is active.
    func lowerPostfixConditional(_ node: PostfixIfConfigExprSyntax) -> Expr {
        guard let baseSyntax = node.base else {
            notSupported("'#if' without an expression before it", node)
            return Expr(.discard, at: location(of: node))
        }
        let base = lowerExpr(baseSyntax)
        guard case .postfixExpression(let chain)? = activeElements(of: node.config) else { return base }
        let saved = postfixConditionalBase
        postfixConditionalBase = base
        defer { postfixConditionalBase = saved }
        return lowerExpr(chain)
    }
}
