import SwiftSyntax

/// A Swift playground page pasted as is: `import PlaygroundSupport` and
/// `PlaygroundPage.current.setLiveView(ContentView())` (or `.liveView = controller`). A page's
/// live view is what the playground shows beside the code; here it is a preview named
/// "Live View", which `previews` lists and `mount preview N` shows (a `UIHostingController`
/// as its root view). `needsIndefiniteExecution` and `finishExecution()` only keep a page's
/// process alive or end it, which a graph does not need: they lower to nothing.
extension Lowerer {
    /// The declarations a top-level `PlaygroundPage.current…` statement lowers to; nil for any
    /// other expression.
    func lowerPlaygroundPage(_ expr: ExprSyntax) -> [Declaration]? {
        if let call = expr.as(FunctionCallExprSyntax.self), let member = Self.pageMember(call.calledExpression) {
            switch member {
            case "setLiveView" where call.arguments.count == 1 && call.arguments.first?.label == nil:
                guard let view = call.arguments.first?.expression else { return nil }
                return [liveViewPreview(view, at: expr)]
            case "finishExecution" where call.arguments.isEmpty:
                return []
            default:
                notSupported("'PlaygroundPage.current.\(member)'", expr)
                return []
            }
        }
        if let assignment = expr.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
           let member = Self.pageMember(assignment.leftOperand) {
            switch member {
            case "liveView": return [liveViewPreview(assignment.rightOperand, at: expr)]
            case "needsIndefiniteExecution": return []
            default:
                notSupported("'PlaygroundPage.current.\(member)'", expr)
                return []
            }
        }
        return nil
    }

    /// `member` of `PlaygroundPage.current.member`.
    private static func pageMember(_ expr: ExprSyntax) -> String? {
        guard let access = expr.as(MemberAccessExprSyntax.self), let current = access.base?.as(MemberAccessExprSyntax.self),
              current.declName.baseName.text == "current",
              current.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "PlaygroundPage" else { return nil }
        return access.declName.baseName.text
    }

    /// A preview named "Live View" whose body is the page's live view.
    private func liveViewPreview(_ view: ExprSyntax, at node: ExprSyntax) -> Declaration {
        let at = location(of: node)
        let name = Argument(label: nil, value: Expr(.string("Live View"), at: at), location: at)
        return .function(FunctionDecl(
            name: "\(Preview.functionPrefix) \(at.file):\(at.line):\(at.column)", parameters: [], returnType: .opaque("View"),
            body: [Statement(.expression(lowerExpr(view)), at: at)],
            attributes: [Attribute(name: "ViewBuilder", location: at),
                         Attribute(name: "Preview", arguments: [name], location: at)],
            location: at))
    }
}
