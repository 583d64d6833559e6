/// Contextual types: implicit member expressions against framework types (`.red` where a
/// `Color` is expected), the context of each argument, operand and returned value, and the
/// compiler's conversion errors for literals of the wrong type. The checker's types are
/// "evident" types: `nil` always means "unknown", so every error here is one swiftc reports.
extension CheckRun {
    /// The framework type a contextual type names, when the user declares no type of that name
    /// (`Color` for `Color?`, `ShapeStyle` for `some ShapeStyle`).
    func frameworkContext(_ contextual: TypeReference?, _ context: Context) -> String? {
        guard let name = contextual?.frameworkName, FrameworkTypes.type(name) != nil else { return nil }
        if symbols.types[name] != nil || symbols.typealiases.contains(name) || context.genericNames.contains(name) { return nil }
        return name
    }

    /// A member a user `extension Color { static let brand = … }` adds to a framework type.
    func extendsFramework(_ typeName: String, with name: String) -> Bool {
        let bare = typeName.split(separator: ".").last.map(String.init) ?? typeName
        return (symbols.foreignExtensionMembers[bare] ?? []).contains { member in
            switch member {
            case .property(let property): return property.name == name
            case .function(let function): return function.name == name
            case .initializer: return name == "init"
            default: return false
            }
        }
    }

    /// `.name` or `.name(…)` where `framework` is expected: the member's overloads, or nil
    /// after reporting `type 'T' has no member 'name'` when the table lists every member.
    func frameworkImplicitMember(_ name: String, framework: String, optional: Bool,
                                 at location: SourceLocation) -> [FrameworkMember]? {
        if let (_, members) = FrameworkTypes.implicitMemberOwner(name, contextual: framework) { return members }
        if extendsFramework(framework, with: name) { return nil }
        // An instance member (`.components` where a `Duration` is expected) is another error.
        if FrameworkTypes.type(framework)?.staticsComplete == true,
           FoundationMemberNames.isMember(name, of: framework, isStatic: false) != true {
            // The model locates `.name` at the dot; the compiler points at the name, and names
            // an optional context as such (`type 'Font?' has no member 'titel'`).
            report("type '\(framework)\(optional ? "?" : "")' has no member '\(name)'", at: shifted(location, by: 1))
        }
        return nil
    }

    /// `.name` used as a value: its type when the context says it.
    func implicitMemberType(_ name: String, at location: SourceLocation, contextual: TypeReference?,
                            _ context: Context) -> TypeReference? {
        // `let tint: Color? = .none`: Optional's own case, looked up before the wrapped type's.
        if name == "none", contextual?.isOptional == true { return contextual }
        recordImplicitMember(name, at: location, contextual: contextual, context)
        if let info = userTypeInfo(contextual, context) {
            checkImplicitMember(name, at: location, contextual: contextual, context)
            let isCase = info.members.contains { if case .enumCase(let c) = $0 { return c.name == name } else { return false } }
            return isCase ? .named(info.name) : nil
        }
        if reportAnyMember(name, at: location, contextual: contextual) { return nil }
        if isNotificationName(contextual), reportNotificationName(name, at: shifted(location, by: 1)) { return nil }
        guard let framework = frameworkContext(contextual, context),
              let members = frameworkImplicitMember(name, framework: framework, optional: contextual?.isOptional ?? false,
                                                    at: location) else { return nil }
        return members.first { $0.parameters == nil }?.result
    }

    /// `print(.red)`, `print(.map(\.area))`: `Any` has no static members. True when it reported.
    func reportAnyMember(_ name: String, at location: SourceLocation, contextual: TypeReference?) -> Bool {
        guard contextual == .named("Any"), symbols.types["Any"] == nil else { return false }
        report("type 'Any' has no member '\(name)'", at: shifted(location, by: 1))
        return true
    }

    /// `Notification.Name` as written (not optional: `.ping` where a `Notification.Name?` is
    /// expected is another error), Foundation's.
    func isNotificationName(_ type: TypeReference?) -> Bool {
        guard case .member(.named("Notification", generics: []), "Name")? = type else { return false }
        return symbols.types["Notification"] == nil && !symbols.typealiases.contains("Notification")
    }

    func unwrapped(_ type: TypeReference) -> TypeReference {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return wrapped
        default: return type
        }
    }

    /// `x == .red`, `.red == x`: the implicit member takes the other operand's type.
    func equality(_ lhs: Expr, _ rhs: Expr, _ context: Context, at location: SourceLocation) -> TypeReference? {
        let left: TypeReference?, right: TypeReference?
        if isImplicitMemberChain(lhs), !isImplicitMemberChain(rhs) {
            right = expr(rhs, context)
            left = expr(lhs, context, contextual: right)
        } else {
            left = expr(lhs, context)
            right = expr(rhs, context, contextual: left)
        }
        // `selection == Set(items.map(\.id))`: Set's `==`, whatever order each was built in.
        if Self.isSet(left) || Self.isSet(right) || Self.makesSet(lhs) || Self.makesSet(rhs) {
            resolution?.recordSetComparison(at: location)
        }
        return .named("Bool")
    }

    static func isSet(_ type: TypeReference?) -> Bool {
        if case .named("Set", _)? = type { true } else { false }
    }

    /// `Set(items.map(\.id))`, `Set<Int>()`: a call that makes a Set.
    static func makesSet(_ e: Expr) -> Bool {
        guard case .call(let callee, _) = e.kind else { return false }
        switch callee.kind {
        case .identifier(let name): return name == "Set" || name.hasPrefix("Set<")
        case .type(let type): return isSet(type)
        default: return false
        }
    }

    /// `a ?? b`: `b` is expected to have the wrapped type of `a`.
    func coalescing(_ lhs: Expr, _ rhs: Expr, _ context: Context, contextual: TypeReference?) -> TypeReference? {
        let left = expr(lhs, context)
        var inner = contextual
        if case .optional(let wrapped)? = left { inner = wrapped }
        // `x ?? .redd`: with neither `??` overload fitting, swiftc gives up on the base.
        var bare: (name: String, location: SourceLocation)?
        if case .implicitMember(let name) = rhs.kind { bare = (name, rhs.location) }
        if case .call(let callee, _) = rhs.kind, case .implicitMember(let name) = callee.kind { bare = (name, callee.location) }
        if let bare, implicitMemberExists(bare.name, in: inner, context) == false {
            report("reference to member '\(bare.name)' cannot be resolved without a contextual type", at: shifted(bare.location, by: 1))
            return nil
        }
        let right = expr(rhs, context, contextual: inner)
        // A literal's own type is not the result's (`Double(text) ?? 0` is a Double).
        switch rhs.kind {
        case .integer, .float: return inner
        default: return right
        }
    }

    func isImplicitMemberChain(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case .member(let base, _): return isImplicitMemberChain(base)
        case .call(let callee, _): return isImplicitMemberChain(callee)
        case .optionalChain(let inner), .optionalEvaluation(let inner), .forceUnwrap(let inner): return isImplicitMemberChain(inner)
        default: return false
        }
    }

    /// `base.name` on a framework value (`.red.opacity(0.3)`): the member's type, if listed.
    func frameworkMemberType(_ baseType: TypeReference?, name: String, isCall: Bool, _ context: Context) -> [FrameworkMember]? {
        guard let framework = frameworkContext(baseType, context), !(baseType?.isOptional ?? false) else { return nil }
        let members = (FrameworkTypes.type(framework)?.members[name] ?? []).filter { ($0.parameters != nil) == isCall }
        return members.isEmpty ? nil : members
    }

    // MARK: Arguments

    /// The contextual type of each argument of a call: from the one user signature that can
    /// take it, or from the framework tables (modifiers, initializers, static functions).
    func argumentContexts(_ arguments: [Argument], candidates: [Signature]?, framework: [FrameworkMember]) -> [TypeReference?] {
        let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
        if let candidates, candidates.count == 1, let mapping = simpleMapping(candidates[0], labels: labels) {
            return mapping.map { $0.flatMap { candidates[0].params[$0].type } }
        }
        guard !framework.isEmpty else { return arguments.map { _ in nil } }
        return arguments.indices.map { index in
            let leading = leadingImplicitMember(arguments[index].value)
            return FrameworkTypes.parameterType(framework, labels: arguments.map(\.label), index: index, implicitMember: leading)
        }
    }

    /// Which parameter each argument goes to, labels in order, or nil when that is not plain.
    private func simpleMapping(_ signature: Signature, labels: [String?]) -> [Int?]? {
        var result: [Int?] = []
        var next = 0
        for label in labels {
            while next < signature.params.count, signature.params[next].label != label {
                guard signature.params[next].hasDefault || signature.params[next].isVariadic else { return nil }
                next += 1
            }
            guard next < signature.params.count else { return nil }
            result.append(signature.params[next].isVariadic ? nil : next)
            if !signature.params[next].isVariadic { next += 1 }
        }
        return result
    }

    func leadingImplicitMember(_ e: Expr) -> String? {
        switch e.kind {
        case .implicitMember(let name): return name
        case .member(let base, _): return leadingImplicitMember(base)
        case .call(let callee, _): return leadingImplicitMember(callee)
        case .optionalEvaluation(let inner), .optionalChain(let inner), .forceUnwrap(let inner), .try(let inner, _),
             .await(let inner):
            return leadingImplicitMember(inner)
        case .ternary(_, let then, let otherwise): return leadingImplicitMember(then) ?? leadingImplicitMember(otherwise)
        default: return nil
        }
    }

    // MARK: Literal conversions

    enum ConversionPosition {
        /// `let x: Int = "a"`: `cannot convert value of type 'String' to specified type 'Int'`.
        case specified
        /// `f("a")`: `… to expected argument type 'Int'`.
        case argument
        /// `x = "a"`: `cannot assign value of type 'String' to type 'Int'`.
        case assignment
        /// `return "a"` in `-> Int`: `cannot convert return expression of type 'String' to return type 'Int'`.
        case returned
        /// `{ "a" }` as a `() -> Int`: `cannot convert value of type 'String' to closure result type 'Int'`.
        case closureResult
    }

    /// Reports a literal whose type cannot convert to `target`, in swiftc's wording for the
    /// position. Only literals are judged: their type is certain, and so is the error.
    func checkLiteral(_ value: Expr, against target: TypeReference?, _ position: ConversionPosition, _ context: Context) {
        guard let target, let literal = literalType(value) else { return }
        // swiftc names an optional target by its wrapped type.
        let wanted = unwrapped(target)
        guard case .named(let name, let generics) = wanted, generics.isEmpty, !accepts(name, literal: literal, context) else { return }
        let message: String
        switch position {
        case .specified: message = "cannot convert value of type '\(literal)' to specified type '\(name)'"
        case .argument: message = "cannot convert value of type '\(literal)' to expected argument type '\(name)'"
        case .assignment: message = "cannot assign value of type '\(literal)' to type '\(name)'"
        case .returned: message = "cannot convert return expression of type '\(literal)' to return type '\(name)'"
        case .closureResult: message = "cannot convert value of type '\(literal)' to closure result type '\(name)'"
        }
        report(message, at: value.location)
    }

    private func literalType(_ e: Expr) -> String? {
        switch e.kind {
        case .integer: return "Int"
        case .float: return "Double"
        case .string, .interpolation: return "String"
        case .boolean: return "Bool"
        default: return nil
        }
    }

    /// Whether a literal of type `literal` can be a `name`; `true` when the checker cannot tell.
    private func accepts(_ name: String, literal: String, _ context: Context) -> Bool {
        let floating: Set<String> = ["Double", "Float", "CGFloat"]
        switch name {
        case "Int", "UInt", "Int64", "UInt64", "Int32": return literal == "Int"
        case _ where floating.contains(name): return literal == "Int" || literal == "Double"
        case "String": return literal == "String"
        case "Bool": return literal == "Bool"
        // The bundled modules take a `Duration` where Apple's API takes a time interval or a
        // scheduler's stride, which literals are (`Timer.publish(every: 1, …)`): not checked.
        case "Duration": return true
        default: break
        }
        if context.genericNames.contains(name) || symbols.typealiases.contains(name) { return true }
        if let info = symbols.types[name] {
            guard info.kind != .protocol, !isOpen(info) else { return true }
            return info.inherited.contains { $0.hasPrefix("ExpressibleBy") }
        }
        // A framework type whose members the tables list in full (`Color`, `Font`) is no literal.
        if let framework = FrameworkTypes.type(name), framework.staticsComplete,
           symbols.foreignExtensionInherited[name] == nil {
            return false
        }
        return true
    }
}

extension CheckRun {
    /// A function or getter body: a single expression is its implicit `return`.
    func body(_ statements: [Statement], _ context: Context) {
        guard context.returnType != nil, statements.count == 1, case .expression(let value) = statements[0].kind,
              !isOpaqueResult(context.returnType) else {
            block(statements, context)
            return
        }
        scopes.append([:])
        pendingNames.append([])
        returned(value, context)
        pendingNames.removeLast()
        scopes.removeLast()
    }

    /// `return value`: the value takes the declared result type as its context.
    func returned(_ value: Expr, _ context: Context) {
        let errorsBefore = bodyErrorCount
        let target = isOpaqueResult(context.returnType) ? nil : context.returnType
        expr(value, context, contextual: target)
        if bodyErrorCount == errorsBefore {
            checkLiteral(value, against: target, context.returnsFromClosure ? .closureResult : .returned, context)
        }
    }

    func isOpaqueResult(_ type: TypeReference?) -> Bool {
        switch type {
        case .opaque?, .existential?: return true
        default: return false
        }
    }

    /// `let x = .red`: an implicit member with no type to take its base from, in swiftc's words.
    func checkContextFree(_ value: Expr) {
        switch value.kind {
        case .implicitMember(let name):
            report("reference to member '\(name)' cannot be resolved without a contextual type", at: shifted(value.location, by: 1))
        case .call(let callee, let arguments):
            checkGenericInference(callee: callee, arguments: arguments)
            if case .implicitMember(let name) = callee.kind {
                report("reference to member '\(name)' cannot be resolved without a contextual type", at: shifted(callee.location, by: 1))
            } else if isImplicitMemberChain(callee), let root = chainRoot(callee) {
                report("cannot infer contextual base in reference to member '\(root.name)'", at: shifted(root.location, by: 1))
            }
        case .member:
            if isImplicitMemberChain(value), let root = chainRoot(value) {
                report("cannot infer contextual base in reference to member '\(root.name)'", at: shifted(root.location, by: 1))
            }
        case .ternary(_, let then, let otherwise):
            // Either branch with a type gives the other its context (`c ? .red : Color.blue`).
            guard isImplicitMemberChain(then), isImplicitMemberChain(otherwise), let root = chainRoot(then) else { break }
            report("cannot infer contextual base in reference to member '\(root.name)'", at: shifted(root.location, by: 1))
        default:
            break
        }
    }

    private func chainRoot(_ e: Expr) -> (name: String, location: SourceLocation)? {
        switch e.kind {
        case .implicitMember(let name): return (name, e.location)
        case .member(let base, _): return chainRoot(base)
        case .call(let callee, _): return chainRoot(callee)
        case .optionalChain(let inner), .optionalEvaluation(let inner), .forceUnwrap(let inner): return chainRoot(inner)
        default: return nil
        }
    }
}

extension CheckRun {
    /// The contextual type of an array literal's elements: `Color` for `[Color]`, and the
    /// option set itself for `[.top, .bottom]` where an `Edge.Set` is expected.
    func arrayElementContext(_ contextual: TypeReference?, _ context: Context) -> TypeReference? {
        guard let contextual else { return nil }
        if case .array(let element) = unwrapped(contextual) { return element }
        if case .named("Set", let generics) = unwrapped(contextual), generics.count == 1 { return generics[0] }
        if frameworkContext(contextual, context) != nil { return unwrapped(contextual) }
        return nil
    }

    /// `Color.redd`: a static member of a framework type whose table lists every member.
    func checkFrameworkStatic(_ typeName: String, _ name: String, at location: SourceLocation, _ context: Context) {
        guard frameworkContext(.named(typeName), context) != nil, let table = FrameworkTypes.type(typeName),
              table.staticsComplete, table.staticMembers[name] == nil, name != "init", name != "self",
              name.first?.isUppercase == false,  // a nested type (`Font.Design`)
              FoundationMemberNames.isMember(name, of: typeName, isStatic: false) != true,  // a curried method
              !extendsFramework(typeName, with: name) else { return }
        report("type '\(typeName)' has no member '\(name)'", at: location)
    }
}

extension CheckRun {
    /// `case .angry:` over a `Mood` (or a `Color`): the case must be a member of the subject's
    /// type - `type 'Mood' has no member 'angry'`, `type 'Mood?' …` over an optional.
    func checkCasePatterns(_ cases: [SwitchCase], subjectType: TypeReference?, _ context: Context) {
        guard let subjectType, let tokens else { return }
        let base = unwrapped(subjectType)
        let suffix = subjectType.isOptional ? "?" : ""
        for switchCase in cases {
            for pattern in switchCase.patterns {
                guard case .enumCase(nil, let name, _) = pattern else { continue }
                if subjectType.isOptional, name == "some" || name == "none" { continue }
                guard let at = tokens.token(name, from: switchCase.location) else { continue }
                if let info = userTypeInfo(base, context) {
                    guard info.kind != .protocol, !isOpen(info), !memberNames(info).contains(name) else { continue }
                    report("type '\(info.name)\(suffix)' has no member '\(name)'", at: at)
                } else if let framework = frameworkContext(base, context) {
                    _ = frameworkImplicitMember(name, framework: framework, optional: subjectType.isOptional, at: shifted(at, by: -1))
                }
            }
        }
    }
}

extension CheckRun {
    /// `Color.blue` → Color, `Animation.easeIn(duration: 1)` → Animation, `Color(red: 1, …)` →
    /// Color, `Mood.happy` → Mood: the type of an initial value written with a framework type or
    /// a user enum's case.
    func evidentFrameworkType(_ e: Expr) -> TypeReference? {
        switch e.kind {
        case .member(let base, let name):
            guard case .identifier(let typeName) = base.kind else { return frameworkMemberResult(of: base, name, isCall: false) }
            if let info = symbols.types[typeName] {
                let isCase = info.members.contains { if case .enumCase(let c) = $0 { return c.name == name } else { return false } }
                return isCase ? .named(info.name) : nil
            }
            return FrameworkTypes.type(typeName)?.staticMembers[name]?.first { $0.parameters == nil }?.result
        case .call(let callee, _):
            switch callee.kind {
            case .identifier(let typeName) where symbols.types[typeName] == nil && FrameworkTypes.typeNames.contains(typeName):
                return FrameworkTypes.type(typeName)?.staticMembers["init"] != nil ? .named(typeName) : nil
            case .member(let base, let name):
                guard case .identifier(let typeName) = base.kind else {
                    return frameworkMemberResult(of: base, name, isCall: true)  // `Color.red.opacity(0.5)`
                }
                guard symbols.types[typeName] == nil else { return nil }
                return FrameworkTypes.type(typeName)?.staticMembers[name]?.first { $0.parameters != nil }?.result
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The result of an instance member the tables list, on a value of evident framework type.
    private func frameworkMemberResult(of base: Expr, _ name: String, isCall: Bool) -> TypeReference? {
        guard let baseType = evidentFrameworkType(base)?.frameworkName, symbols.types[baseType] == nil else { return nil }
        return FrameworkTypes.type(baseType)?.members[name]?.first { ($0.parameters != nil) == isCall }?.result
    }

    /// Records for the interpreter the type `.name` at `location` is a member of, when the
    /// contextual type evidently has that member (`ResolvedMembers.implicitMemberTypes`).
    /// A member of a user type (optional or not) is recorded when the type declares it; one of a
    /// framework type, unless its table lists every member and not this one.
    func recordImplicitMember(_ name: String, at location: SourceLocation, contextual: TypeReference?, _ context: Context) {
        guard let resolution, let contextual, !contextual.isOptional || (name != "none" && name != "some") else { return }
        let type = unwrapped(contextual)
        if userTypeInfo(type, context) != nil {
            guard implicitMemberExists(name, in: type, context) == true else { return }
        } else if let foundation = type.nominalName, symbols.types[foundation] == nil,
                  FoundationMemberNames.names(of: foundation, isStatic: true) != nil {
            // `.init(identifier: "de")` where a `Locale` is expected, `.now` where a `Date` is.
            guard name == "init" || FoundationMemberNames.isMember(name, of: foundation, isStatic: true) == true else { return }
        } else {
            guard frameworkContext(contextual, context) != nil, implicitMemberExists(name, in: contextual, context) != false else { return }
        }
        resolution.recordImplicitMemberType(contextual, at: location)
    }

    /// Whether `.name` is a member of `type` (a user type or a framework table that lists every
    /// member); nil when the checker cannot tell.
    func implicitMemberExists(_ name: String, in type: TypeReference?, _ context: Context) -> Bool? {
        guard let type else { return nil }
        if let info = userTypeInfo(type, context) {
            guard info.kind != .protocol, !isOpen(info) else { return nil }
            return memberNames(info).contains(name)
        }
        guard let framework = frameworkContext(type, context) else { return nil }
        if FrameworkTypes.implicitMemberOwner(name, contextual: framework) != nil || extendsFramework(framework, with: name) {
            return true
        }
        return FrameworkTypes.type(framework)?.staticsComplete == true ? false : nil
    }
}

extension CheckRun {
    /// Whether `e` evidently builds a view: `Text("a")`, a user `View`'s initializer, a
    /// function returning `some View`, or a modifier chain on one. Its modifiers take their
    /// arguments' types from the `View` table.
    func isViewExpression(_ e: Expr, _ context: Context) -> Bool {
        guard case .call(let callee, _) = e.kind else { return false }
        switch callee.kind {
        case .identifier(let name):
            switch resolve(name, context) {
            case .userType(let info): return info.inherited.contains("View")
            case .userFunction:
                return (symbols.functions[name] ?? []).contains(where: returnsView)
            case .selfMember(let info, nil):
                return info.methods(name).contains(where: returnsView)
            case .other: return name.first?.isUppercase == true && environment.typeNames.contains(name)
            default: return false
            }
        case .member(let inner, _):
            return isViewExpression(inner, context)
        default:
            return false
        }
    }

    private func returnsView(_ function: FunctionDecl) -> Bool {
        if case .opaque("View")? = function.returnType { return true }
        return false
    }
}
