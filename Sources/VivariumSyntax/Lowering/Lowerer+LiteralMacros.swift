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
    func enclosingDeclarationName(of node: some SyntaxProtocol) -> String {
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
            // A property's accessors and initial value (a local variable in a body is not one:
            // `let c = { log() }` in `go()` gives `go()`).
            if let binding = syntax.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               binding.parent?.parent?.parent?.parent?.parent?.is(CodeBlockSyntax.self) != true {
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

/// A default argument that is a literal macro (`function: String = #function`, `line: Int =
/// #line`) takes its value where the function is called, not where it is declared (The Swift
/// Programming Language, "Expressions": "Literal Expression": "Inside a function, the value of
/// `#function` is the name of that function … when used as the default value of a function or
/// method parameter, the special literal's value is determined when the default value
/// expression is evaluated at the call site"). A call of a function the same file declares
/// with such parameters, and that leaves them out, passes each its call site's value: the
/// enclosing function, and the line and column of the call's `(` (checked with swiftc 6.3.1).
struct CallerLiteralDefaults {
    /// A function's parameters with such defaults: their labels and macros, and every
    /// parameter's label in order (nil for `_`), where the arguments go.
    struct Parameters {
        var filled: [(label: String, macro: String)]
        var labels: [String?]
    }

    /// By function name; nil for a name several declarations give different such parameters.
    private(set) var byName: [String: Parameters?] = [:]

    static let macros: Set<String> = ["function", "line", "column", "file", "fileID", "filePath"]

    init(_ tree: some SyntaxProtocol) {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.func) {
            guard let function = token.parent?.as(FunctionDeclSyntax.self) else { continue }
            let all = function.signature.parameterClause.parameters
            let filled = all.compactMap { parameter -> (label: String, macro: String)? in
                guard let macro = parameter.defaultValue?.value.as(MacroExpansionExprSyntax.self),
                      Self.macros.contains(macro.macroName.text), parameter.firstName.tokenKind != .wildcard else { return nil }
                return (parameter.firstName.text, macro.macroName.text)
            }
            let labels = all.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
            let name = function.name.text
            if let existing = byName[name] {
                if existing.map({ $0.labels != labels || $0.filled.map(\.label) != filled.map(\.label) }) ?? true { byName[name] = .some(nil) }
            } else {
                byName[name] = Parameters(filled: filled, labels: labels)
            }
        }
    }

    /// What a call of `name` fills from its call site (nil when nothing or ambiguous).
    func parameters(of name: String) -> Parameters? {
        guard let found = byName[name] ?? nil, !found.filled.isEmpty else { return nil }
        return found
    }
}

extension Lowerer {
    /// Adds the arguments a call leaves to its callee's literal-macro defaults, with the call
    /// site's values (`CallerLiteralDefaults`), each where its parameter is.
    func addCallerLiterals(_ node: FunctionCallExprSyntax, to arguments: inout [Argument]) {
        let name: String
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return
        }
        guard let parameters = callerLiteralDefaults.parameters(of: name) else { return }
        let site = location(of: node.leftParen.map(Syntax.init) ?? Syntax(node.calledExpression))
        for (label, macro) in parameters.filled where !arguments.contains(where: { $0.label == label }) {
            let kind: ExprKind = switch macro {
            case "function": .string(enclosingDeclarationName(of: node))
            case "line": .integer(site.line)
            case "column": .integer(site.column)
            case "filePath": .string(fileName)
            default: .string("Playground/\(fileName.split(separator: "/").last.map(String.init) ?? fileName)")
            }
            // Before the first argument of a later parameter.
            let position = parameters.labels.firstIndex(of: label) ?? parameters.labels.count
            let later = Set(parameters.labels.suffix(from: min(position + 1, parameters.labels.count)).compactMap { $0 })
            let index = arguments.firstIndex { $0.label.map(later.contains) ?? false } ?? arguments.count
            arguments.insert(Argument(label: label, value: Expr(kind, at: site), location: site), at: index)
        }
    }
}
