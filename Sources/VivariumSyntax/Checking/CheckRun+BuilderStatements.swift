/// A statement of a view builder must be a view: each one is passed to
/// `ViewBuilder.buildExpression<Content: View>(_:)`, so a statement whose value is `()` — a
/// `print` to see when a body runs, a call of a function without a result, an assignment — is
/// swiftc's `type '()' cannot conform to 'View'` at the statement (a view's type without its
/// `()`, `Spacer`, is `type 'Spacer.Type' cannot conform to 'View'`), with the note that only
/// concrete types conform (swiftc 6.3.1 on stand-ins of SwiftUI's declarations; its second
/// note points into SwiftUI's interface and is left out). `let _ = print(…)` is a declaration,
/// not a view, and builds. A block with a `return` is not built: swiftc applies no builder.
/// Builder blocks: a view's `body`, `@ViewBuilder` properties and functions, the content
/// closures of SwiftUI's containers and of the modifiers that take a view.
extension CheckRun {
    /// Reports the first statement of the builder block `statements` whose value is `()`,
    /// looking into its `if`/`else` and `switch` blocks (built too): swiftc's builder stops at
    /// the first such statement of a body. Returns whether it reported one.
    @discardableResult
    func checkViewBuilderStatements(_ statements: [Statement], _ context: Context) -> Bool {
        guard !Self.returns(statements) else { return false }
        for statement in statements where reportVoidStatement(statement, context) { return true }
        return false
    }

    /// Whether a block says `return` (swiftc then builds no view from it).
    static func returns(_ statements: [Statement]) -> Bool {
        statements.contains { if case .return = $0.kind { true } else { false } }
    }

    /// Reports `statement` when its value is `()` or a type (`Spacer` without its `()`), or the
    /// first such statement of its blocks.
    func reportVoidStatement(_ statement: Statement, _ context: Context) -> Bool {
        switch statement.kind {
        case .expression(let e) where isVoidStatement(e, context) || typeNamed(by: e, context) != nil:
            let type = typeNamed(by: e, context).map { "\($0).Type" } ?? "()"
            report("type '\(type)' cannot conform to 'View'", at: statement.location,
                   notes: [("only concrete types such as structs, enums and classes can conform to protocols", statement.location)])
            return true
        case .if(_, let then, let otherwise):
            if checkViewBuilderStatements(then, context) { return true }
            switch otherwise {
            case .block(let statements)?: return checkViewBuilderStatements(statements, context)
            case .elseIf(let statement)?: return checkViewBuilderStatements([statement], context)
            case nil: return false
            }
        case .switch(_, let cases):
            return cases.contains { checkViewBuilderStatements($0.body, context) }
        default:
            return false
        }
    }

    /// The closures of a call that SwiftUI declares `@ViewBuilder`: a container's content (and
    /// its other view slots: `label:`, `header:`, `detail:` …), a modifier's view.
    func checkViewBuilderClosures(callee: Expr, arguments: [Argument], _ context: Context) {
        let builds: (Argument) -> Bool
        switch callee.kind {
        case .identifier(let name) where isSDKName(name):
            if name == "Button" {
                builds = { $0.label == "label" }  // its first closure is the action
            } else if name == "Menu" {
                builds = { $0.label != "primaryAction" }  // `Menu { … } label: { … } primaryAction: { … }`
            } else if Self.builderContainers.contains(name) {
                builds = { _ in true }
            } else {
                return
            }
        case .member(let base, let name) where Self.builderModifiers.contains(name) && isViewExpression(base, context):
            builds = { $0.label == nil || $0.label == "content" || $0.label == "actions" || $0.label == "message" }
        default:
            return
        }
        for argument in arguments where builds(argument) {
            guard case .closure(let closure) = argument.value.kind else { continue }
            checkViewBuilderStatements(closure.body, context)
        }
    }

    /// The type a statement names as a value (`Detail`, `Spacer`: a view's type without `()`).
    private func typeNamed(by e: Expr, _ context: Context) -> String? {
        guard case .identifier(let name) = e.kind, name.first?.isUppercase == true else { return nil }
        switch resolve(name, context) {
        case .userType: return name
        case .other where isSDKName(name) && environment.typeNames.contains(name): return name
        default: return nil
        }
    }

    /// Whether an expression statement's value is evidently `()`: the standard library's
    /// `print`/`debugPrint`, a call of the program's function or method declared without a
    /// result, an assignment.
    private func isVoidStatement(_ e: Expr, _ context: Context) -> Bool {
        switch e.kind {
        case .assign, .compoundAssign:
            return true
        case .call(let callee, _):
            guard case .identifier(let name) = callee.kind else { return false }
            switch resolve(name, context) {
            case .userFunction:
                let declarations = symbols.functions[name] ?? []
                return !declarations.isEmpty && declarations.allSatisfy { $0.returnType == nil && !$0.isThrowing && !$0.isAsync }
            case .selfMember(let info, nil):
                let methods = info.methods(name)
                return !methods.isEmpty && methods.allSatisfy { $0.returnType == nil && !$0.isThrowing && !$0.isAsync }
            case .other:
                return (name == "print" || name == "debugPrint") && environment.functionNames.contains(name)
            default:
                return false
            }
        default:
            return false
        }
    }

    /// SwiftUI's views whose closures are all `@ViewBuilder` (Apple's declarations).
    private static let builderContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "Form", "Section", "List", "ForEach", "ScrollView", "ScrollViewReader", "GeometryReader",
        "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "TabView", "Menu",
        "DisclosureGroup", "GroupBox", "ViewThatFits", "ControlGroup", "Label", "Toggle", "Picker", "TimelineView",
    ]

    /// SwiftUI's modifiers whose closure is a `@ViewBuilder` view (not `toolbar`, whose builder
    /// builds toolbar content).
    private static let builderModifiers: Set<String> = [
        "overlay", "background", "mask", "sheet", "fullScreenCover", "popover", "safeAreaInset", "contextMenu",
        "swipeActions", "alert", "confirmationDialog", "navigationDestination",
    ]
}
