/// Swift's class initializer rules (The Swift Programming Language, "Initialization"), in
/// the compiler's words (verified with swiftc 6.3 on stand-in classes for UIView and
/// UIViewController):
///
/// - a subclass that declares a designated initializer does not inherit its superclass's
///   initializers, so it must write the `required` ones:
///   `'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'`, at the
///   class's closing brace, with the note `'required' initializer is declared in superclass here`;
/// - SIL-level diagnostics, reported only when type checking succeeded: an initializer that
///   unconditionally delegates to itself (`self.init(coder:)` inside `init(coder:)`) gets
///   `warning: function call causes an infinite recursion` at the `init` of the call;
///   `self` used before `super.init` in a designated initializer gets
///   `'self' used in method call 'initialize' before 'super.init' call` (at the method name)
///   or `'self' used before 'super.init' call` (at `self`).
extension CheckRun {
    static func initializerSignature(_ initializer: InitializerDecl) -> String {
        "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    struct ClassInitializer {
        var decl: InitializerDecl
        var owner: String
        var isDesignated: Bool
    }

    /// The initializers a class has, declared or inherited (see the interpreter's
    /// `availableInitializers`): nil when part of its superclass chain is unknown.
    func classInitializers(_ name: String, depth: Int = 0) -> [ClassInitializer]? {
        guard depth < 32, let info = symbols.types[name], info.decl.kind == .class else { return nil }
        var result: [ClassInitializer] = []
        for case .initializer(let initializer) in info.members {
            result.append(ClassInitializer(decl: initializer, owner: name, isDesignated: !initializer.modifiers.contains(.convenience)))
        }
        let ownDesignated = result.contains { $0.isDesignated }
        guard let superclass = superclassName(of: info) else {
            if !ownDesignated {
                result.append(ClassInitializer(decl: InitializerDecl(parameters: [], body: [], location: info.decl.location),
                                               owner: name, isDesignated: true))
            }
            return result
        }
        guard let inherited = classInitializers(superclass, depth: depth + 1) else { return nil }
        let own = Set(result.map { Self.initializerSignature($0.decl) })
        let covers = inherited.filter(\.isDesignated).allSatisfy { own.contains(Self.initializerSignature($0.decl)) }
        for entry in inherited where !own.contains(Self.initializerSignature(entry.decl)) {
            if !ownDesignated || (covers && !entry.isDesignated) { result.append(entry) }
        }
        return result
    }

    func superclassName(of info: TypeInfo) -> String? {
        guard info.decl.kind == .class, let first = info.decl.inheritedTypes.first else { return nil }
        let name = TypeInfo.bareName(first.name)
        return symbols.types[name]?.decl.kind == .class ? name : nil
    }

    /// `'required' initializer … must be provided by subclass of …`.
    func checkRequiredInitializers(_ type: TypeDecl) {
        guard type.kind == .class, let info = symbols.types[type.name], info.decl == type,
              let superclass = superclassName(of: info), let inherited = classInitializers(superclass) else { return }
        let declared = type.members.compactMap { member -> InitializerDecl? in
            if case .initializer(let initializer) = member { return initializer }
            return nil
        }
        guard declared.contains(where: { !$0.modifiers.contains(.convenience) }) else { return }
        // Declared, or inherited because every designated initializer of the superclass
        // is implemented (a `required convenience` one is inherited then).
        let signatures = Set((classInitializers(type.name) ?? []).map { Self.initializerSignature($0.decl) })
        for entry in inherited where entry.decl.modifiers.contains(.required) && !signatures.contains(Self.initializerSignature(entry.decl)) {
            guard let close = tokens?.closingBrace(after: type.nameLocation) else { continue }
            // The `init` keyword; in another file (the UIKit module), the declaration's
            // modifiers are `required` alone, written before it.
            let note = entry.decl.location.file == type.location.file
                ? tokens?.initializerKeyword(declaredAt: entry.decl.location)?.keyword
                : shifted(entry.decl.location, by: entry.decl.modifiers.contains(.required) ? "required ".count : 0)
            reportDeclaration("'required' initializer '\(Self.initializerSignature(entry.decl))' must be provided by subclass of '\(superclass)'",
                              at: close, notes: [("'required' initializer is declared in superclass here", note)])
        }
    }

    /// The diagnostics of the SIL passes for initializers in `members` of `typeName`.
    func checkInitializerFlow(_ members: [MemberDecl], typeName: String) {
        for case .initializer(let initializer) in members {
            checkSelfRecursion(initializer)
            checkSelfBeforeSuperInit(initializer, typeName: typeName)
        }
    }

    /// `self.init(coder:)` as a statement of `init(coder:)`'s body, before any `return`.
    private func checkSelfRecursion(_ initializer: InitializerDecl) {
        let signature = Self.initializerSignature(initializer)
        for statement in initializer.body {
            if case .return = statement.kind { return }
            guard case .expression(let expr) = statement.kind, case .call(let callee, let arguments) = expr.kind,
                  case .member(let base, "init") = callee.kind, case .selfValue = base.kind else { continue }
            let labels = arguments.filter { !$0.isTrailingClosure }.map { ($0.label ?? "_") + ":" }.joined()
            guard "init(\(labels))" == signature else { continue }
            let at = tokens?.first("init", from: base.location) ?? shifted(base.location, by: 5)
            lateGroups.append([.warning("function call causes an infinite recursion", at: at)])
            return
        }
    }

    /// Statements of a designated initializer before its `super.init(…)` that use `self`
    /// other than to initialize the class's own stored properties.
    private func checkSelfBeforeSuperInit(_ initializer: InitializerDecl, typeName: String) {
        guard !initializer.modifiers.contains(.convenience), let info = symbols.types[typeName],
              superclassName(of: info) != nil else { return }
        let ownStored = Set(info.members.compactMap { member -> String? in
            if case .property(let property) = member, !property.isStatic, property.getter == nil { return property.name }
            return nil
        })
        let methods = Set(allMethodNames(typeName))
        for statement in initializer.body {
            guard case .expression(let expr) = statement.kind else { return }
            if case .call(let callee, _) = expr.kind, case .member(let base, "init") = callee.kind, case .superValue = base.kind { return }
            if let found = firstSelfUse(expr, ownStored: ownStored, methods: methods) {
                lateGroups.append([.error(found.message, at: found.location)])
                return
            }
        }
    }

    private func allMethodNames(_ typeName: String) -> [String] {
        var names: [String] = []
        var current: String? = typeName
        var depth = 0
        while let name = current, let info = symbols.types[name], depth < 32 {
            for case .function(let function) in info.members where !function.isStatic { names.append(function.name) }
            current = superclassName(of: info)
            depth += 1
        }
        return names
    }

    private func firstSelfUse(_ expr: Expr, ownStored: Set<String>, methods: Set<String>) -> (message: String, location: SourceLocation)? {
        switch expr.kind {
        case .call(let callee, let arguments):
            for argument in arguments {
                if let found = firstSelfUse(argument.value, ownStored: ownStored, methods: methods) { return found }
            }
            switch callee.kind {
            case .member(let base, let name) where Self.isSelf(base) && methods.contains(name):
                let at = tokens?.token(name, from: base.location) ?? shifted(base.location, by: 5)
                return ("'self' used in method call '\(name)' before 'super.init' call", at)
            case .identifier(let name) where methods.contains(name):
                return ("'self' used in method call '\(name)' before 'super.init' call", callee.location)
            default:
                return firstSelfUse(callee, ownStored: ownStored, methods: methods)
            }
        case .assign(let target, let value):
            if let found = firstSelfUse(value, ownStored: ownStored, methods: methods) { return found }
            if case .member(let base, let name) = target.kind, Self.isSelf(base) {
                if ownStored.contains(name) { return nil }
                let at = tokens?.first("=", from: target.location) ?? target.location
                return ("'self' used in property access '\(name)' before 'super.init' call", at)
            }
            return nil
        case .selfValue:
            return ("'self' used before 'super.init' call", expr.location)
        case .member(let base, let name):
            if Self.isSelf(base) { return ownStored.contains(name) ? nil : ("'self' used in property access '\(name)' before 'super.init' call", expr.location) }
            return firstSelfUse(base, ownStored: ownStored, methods: methods)
        default:
            return nil
        }
    }

    private static func isSelf(_ expr: Expr) -> Bool {
        if case .selfValue = expr.kind { return true }
        return false
    }
}

extension SourceTokens {
    /// The `}` that closes the body of the declaration whose name is at `location`.
    func closingBrace(after location: SourceLocation) -> SourceLocation? {
        var i = index(atOrAfter: location)
        while i < tokens.count, tokens[i].text != "{" { i += 1 }
        var depth = 0
        while i < tokens.count {
            if tokens[i].text == "{" { depth += 1 }
            if tokens[i].text == "}" { depth -= 1; if depth == 0 { return tokens[i].location } }
            i += 1
        }
        return nil
    }

}
