import SwiftSyntax

/// The compiler's literal expressions written as macros: `#function`, `#line`, `#column`,
/// `#file`/`#fileID`/`#filePath`, `#selector(…)` (The Swift Programming Language,
/// "Expressions": "Literal Expression" and "Selector Expression"), each its literal value, and
/// Xcode's `#colorLiteral(…)` and `#imageLiteral(resourceName:)`, each the UIKit value it makes.
extension Lowerer {
    func lowerLiteralMacro(_ node: MacroExpansionExprSyntax) -> ExprKind? {
        switch node.macroName.text {
        case "function": return .string(enclosingDeclarationName(of: node))
        case "line": return .integer(location(of: node).line)
        case "column": return .integer(location(of: node).column)
        case "file", "fileID": return .string("Playground/\(fileName.split(separator: "/").last.map(String.init) ?? fileName)")
        case "filePath": return .string(fileName)
        case "selector":
            guard let argument = node.arguments.first?.expression else { return nil }
            return .string(Self.selectorName(argument))
        case "colorLiteral", "imageLiteral":
            // Xcode's color and image literals (its editor shows a swatch or a thumbnail): on iOS
            // a `UIColor(red:green:blue:alpha:)` and a `UIImage(named:)` (`_ColorLiteralType`,
            // `_ImageLiteralType`).
            let isColor = node.macroName.text == "colorLiteral"
            let callee = Expr(.identifier(isColor ? "UIColor" : "UIImage"), at: location(of: node))
            var arguments = lowerArguments(node.arguments)
            if !isColor, !arguments.isEmpty { arguments[0].label = "named" }
            let call = Expr(.call(callee: callee, arguments: arguments), at: location(of: node))
            // `UIImage(named:)` is failable; the literal is not.
            return isColor ? call.kind : .forceUnwrap(call)
        default: return nil
        }
    }

    /// What `#function` gives: the enclosing function with its argument labels
    /// (`increment(by:)`, `viewDidLoad()`, `init(name:)`), a property's name inside its
    /// accessors, `deinit`, or `top-level code`. A closure is transparent: it gives the
    /// function it is written in.
    private func enclosingDeclarationName(of node: some SyntaxProtocol) -> String {
        var current: Syntax? = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.name.text + labels(function.signature.parameterClause)
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self) {
                return "init" + labels(initializer.signature.parameterClause)
            }
            if syntax.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) {
                return "subscript" + labels(subscriptDecl.parameterClause)
            }
            if let binding = syntax.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return name
            }
            current = syntax.parent
        }
        return "top-level code"
    }

    private func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { ($0.firstName.text) + ":" }.joined() + ")"
    }

    /// `#selector(UIResponder.resignFirstResponder)` is "resignFirstResponder";
    /// `#selector(handle(_:))` "handle:"; `#selector(show(notification:))`
    /// "showWithNotification:", as Swift names an `@objc` method for Objective-C.
    static func selectorName(_ expr: ExprSyntax) -> String {
        var reference: DeclReferenceExprSyntax?
        if let member = expr.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            reference = expr.as(DeclReferenceExprSyntax.self)
        }
        guard let reference else { return expr.trimmedDescription }
        let base = reference.baseName.text
        guard let names = reference.argumentNames?.arguments.map({ $0.name.text }), !names.isEmpty else { return base }
        var selector = base
        for (index, name) in names.enumerated() {
            if index == 0 {
                selector += name == "_" ? ":" : "With\(name.prefix(1).uppercased())\(name.dropFirst()):"
            } else {
                selector += name == "_" ? ":" : "\(name):"
            }
        }
        return selector
    }
}
