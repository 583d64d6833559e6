import SwiftSyntax

/// Lowers a parsed, operator-folded swift-syntax tree to the playground's program model.
///
/// One `Lowerer` serves one source file. Every `lower…` function returns a model value even
/// for input outside the subset: it records a "not supported in the playground" diagnostic
/// and returns a placeholder, so a single pass reports every problem in the file.
final class Lowerer {
    let fileName: String
    let converter: SourceLocationConverter
    private(set) var diagnostics: [Diagnostic] = []
    /// The build `#if` conditions are evaluated against.
    let configuration: PlaygroundBuildConfiguration
    /// The lowered base of a postfix `#if` clause's modifiers (`.padding()` after `#if os(iOS)`),
    /// taken by the first member access without a base in the clause's chain.
    var postfixConditionalBase: Expr?
    /// Polled per top-level item and per statement: `interrupt` stops a long lowering.
    let stop: PhaseStop
    /// Nested type names two types share, and the types being lowered (outermost first).
    var nestedNames = NestedNames()
    var enclosingTypes: [Enclosing] = []
    /// The kinds of the types being lowered, innermost last.
    var enclosingKinds: [TypeKind] = []
    /// The `@Model` classes the file declares and the relationships between them (SwiftData).
    var modelSchema = ModelSchema()
    var modelClassNames: Set<String> { modelSchema.classNames }
    /// Types declared inside a function body, lowered as file-level types (the playground keeps
    /// a type by its name), and the names they took.
    var localTypes: [TypeDecl] = []
    var localTypeNames: Set<String> = []
    /// The get-only local computed variables in scope (`localComputedGetter`): a read of one is
    /// a call of the local function it is lowered to.
    var localComputedNames: Set<String> = []
    /// The names of the file's top-level types (a local type must not shadow one).
    var topLevelTypeNames: Set<String> = []
    /// The infix operators the file declares (`infix operator **`).
    var declaredInfixOperators: Set<String> = []
    /// The prefix and postfix operators the file declares (`prefix operator √`, `postfix operator %`).
    var declaredPrefixOperators: Set<String> = []
    var declaredPostfixOperators: Set<String> = []
    /// While the `@Previewable` variables of a `#Preview` body are lowered (the one place the
    /// attribute is allowed).
    var inPreviewBody = false
    /// The file's functions whose parameters default to a literal macro (`#function`, `#line`).
    let callerLiteralDefaults: CallerLiteralDefaults

    init(fileName: String, tree: some SyntaxProtocol,
         importableModules: Set<String> = AppleNames.importableModules, stop: PhaseStop = .never()) {
        self.fileName = fileName
        self.stop = stop
        self.configuration = PlaygroundBuildConfiguration(importableModules: importableModules)
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
        self.callerLiteralDefaults = CallerLiteralDefaults(tree)
    }

    // MARK: Locations

    /// The location of `node`'s first token, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let found = converter.location(for: position)
        return SourceLocation(file: fileName, line: found.line, column: found.column)
    }

    // MARK: Diagnostics

    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records "not supported in the playground: `construct`" at `node`.
    func notSupported(_ construct: String, _ node: some SyntaxProtocol) {
        report(.notSupported(construct, at: location(of: node)))
    }

    // MARK: Top level

    /// Lowers the top-level items of a source file.
    func lowerSourceFile(_ file: SourceFileSyntax) -> [Declaration] {
        var declarations: [Declaration] = []
        nestedNames = NestedNames(file)
        modelSchema = ModelSchema(file)
        let operators = file.statements.compactMap { $0.item.as(OperatorDeclSyntax.self) }
        declaredInfixOperators = Set(operators.filter { $0.fixitySpecifier.text == "infix" }.map(\.name.text))
        declaredPrefixOperators = Set(operators.filter { $0.fixitySpecifier.text == "prefix" }.map(\.name.text))
        declaredPostfixOperators = Set(operators.filter { $0.fixitySpecifier.text == "postfix" }.map(\.name.text))
        topLevelTypeNames = Set(file.statements.compactMap { item -> String? in
            guard case .decl(let decl) = item.item else { return nil }
            return decl.asProtocol(NamedDeclSyntax.self)?.name.identifierText
        })
        for item in file.statements {
            if stop.shouldStop() { break }
            declarations += lowerTopLevelItem(item)
            declarations += localTypes.map { .type(addingImplicitBuilders(to: $0)) }
            localTypes = []
        }
        return declarations
    }

    private func lowerTopLevelItem(_ item: CodeBlockItemSyntax) -> [Declaration] {
        switch item.item {
        case .decl(let decl):
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                guard case .statements(let items)? = activeElements(of: conditional) else { return [] }
                return items.flatMap(lowerTopLevelItem)
            }
            if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                return lowerPreviewMacro(arguments: macro.arguments, trailingClosure: macro.trailingClosure, macro)
            }
            return lowerTopLevelDecl(decl)
        case .expr(let expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                return lowerPreviewMacro(arguments: macro.arguments, trailingClosure: macro.trailingClosure, macro)
            }
            if let page = lowerPlaygroundPage(expr) { return page }
            return lowerStatements(item).map { .statement($0) }
        case .stmt:
            return lowerStatements(item).map { .statement($0) }
        }
    }

    private func lowerTopLevelDecl(_ decl: DeclSyntax) -> [Declaration] {
        switch decl.as(DeclSyntaxEnum.self) {
        case .importDecl(let node):
            let module = node.path.map(\.name.text).joined(separator: ".")
            // NB: located at the module name, where the compiler reports `no such module`.
            return [.import(module: module, location: location(of: node.path))]
        case .variableDecl(let node) where node.attributes.isEmpty && node.bindings.count == 1
                && node.bindings.first?.pattern.is(WildcardPatternSyntax.self) == true && node.bindings.first?.initializer != nil:
            // `let _ = store.load()`: the value is made and dropped, as `_ = store.load()` does.
            let binding = node.bindings.first!
            let at = location(of: node)
            let discard = Expr(.assign(target: Expr(.discard, at: location(of: binding.pattern)), value: lowerExpr(binding.initializer!.value)), at: at)
            return [.statement(Statement(.expression(discard), at: at))]
        case .variableDecl(let node):
            return lowerProperties(node, topLevel: true).map { .variable($0) }
        case .functionDecl(let node):
            return lowerFunction(node).map { [.function($0)] } ?? []
        case .extensionDecl(let node):
            return [.extension(lowerExtension(node))]
        case .typeAliasDecl(let node):
            return [.typealias(lowerTypealias(node))]
        case .operatorDecl(let node) where node.fixitySpecifier.text == "infix":
            // `infix operator **: MultiplicationPrecedence`: the parse folded the source's
            // expressions with it (`Frontend.parse`); its functions are ordinary `func **`.
            return []
        case .operatorDecl(let node) where node.fixitySpecifier.text == "prefix" || node.fixitySpecifier.text == "postfix":
            // `prefix operator √`: its functions are kept as `prefix√` (`postfix%` for a postfix
            // one), which `√x` calls (`Interpreter.userPrefixOperator`).
            return []
        case .precedenceGroupDecl:
            return []
        default:
            if let type = lowerTypeDecl(decl) { return [.type(addingImplicitBuilders(to: type))] }
            notSupported(Self.constructName(of: decl), decl)
            return []
        }
    }
}

extension Lowerer {
    /// A short human name for a declaration kind, used in "not supported" messages.
    static func constructName(of decl: DeclSyntax) -> String {
        switch decl.as(DeclSyntaxEnum.self) {
        case .subscriptDecl: return "subscript declarations"
        case .operatorDecl: return "operator declarations"
        case .precedenceGroupDecl: return "precedence group declarations"
        case .macroDecl: return "macro declarations"
        case .macroExpansionDecl: return "macro expansion declarations"
        case .actorDecl: return "actors"
        case .associatedTypeDecl: return "associated types"
        case .ifConfigDecl: return "'#if' blocks"
        case .poundSourceLocation: return "'#sourceLocation'"
        case .initializerDecl: return "initializers outside a type"
        case .deinitializerDecl: return "deinitializers outside a class"
        case .enumCaseDecl: return "enum cases outside an enum"
        case .editorPlaceholderDecl: return "editor placeholders"
        default: return "this kind of declaration"
        }
    }
}

extension TokenSyntax {
    /// The name an identifier token declares or refers to, without backticks:
    /// ``case `switch` `` declares `switch`, which `.switch` names.
    var identifierText: String {
        let written = text
        guard written.count >= 2, written.hasPrefix("`"), written.hasSuffix("`") else { return written }
        return String(written.dropFirst().dropLast())
    }
}
