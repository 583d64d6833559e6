extension CheckRun {
    /// Checks `e` and returns its static type when evident (literals, annotated names, user
    /// initializer calls); `nil` means "unknown", never "wrong".
    @discardableResult
    func expr(_ e: Expr, _ context: Context, contextual: TypeReference? = nil) -> TypeReference? {
        if stop.shouldStop() { return nil }
        switch e.kind {
        case .integer: return .named("Int")
        case .float: return .named("Double")
        case .string: return .named("String")
        case .boolean: return .named("Bool")
        case .interpolation(let segments):
            for segment in segments {
                if case .expression(let inner) = segment {
                    noteInterpolatedType(expr(inner, context), of: inner, context)
                } else {
                    for inner in segment.expressions { expr(inner, context) }
                }
            }
            return .named("String")
        case .nil, .superValue, .selfType, .discard, .keyPath:
            return nil
        case .type(let type):
            // `[Item]()`, `[String: Item]()`: an array or dictionary type called as an
            // initializer names its element types; one declared nowhere is swiftc's
            // `cannot find 'Item' in scope` (checked with swiftc 6.3.1), not an empty array.
            switch type {
            case .array, .dictionary:
                checkType(type, from: e.location, context, declarationLevel: false, inExpression: true)
                checkBareTask(type, from: e.location, context, inExpression: true)
            default:
                break
            }
            return nil
        case .identifier(let name):
            return identifier(name, at: e.location, context)
        case .selfValue:
            if context.typeName == nil, !context.isOpen {
                // Top-level code and global functions have no `self` (swiftc 6.3.1's words).
                report("cannot find 'self' in scope; did you mean to use it in a type or extension context?", at: e.location)
                return nil
            }
            guard let typeName = context.typeName, !context.isStatic, symbols.types[typeName] != nil else { return nil }
            if context.capturesSelfWeakly {
                // `[weak self]`: optional, unless a `guard let self` in scope unwrapped it.
                return scopes.reversed().lazy.compactMap { $0["self"] }.first?.type
            }
            return .named(typeName)
        case .member(let base, let name):
            return member(base: Self.unspecialized(base), name: name, at: e.location, context, contextual: contextual)
        case .implicitMember(let name):
            return implicitMemberType(name, at: e.location, contextual: contextual, context)
        case .optionalChain(let inner):
            reportOptionalChain(on: inner, type: expr(inner, context), context)
            return nil
        case .optionalEvaluation(let inner):
            expr(inner, context)
            return nil
        case .forceUnwrap(let inner):
            let type = expr(inner, context)
            if case .optional(let wrapped)? = type { return wrapped }
            if case .implicitlyUnwrapped(let wrapped)? = type { return wrapped }
            reportForceUnwrap(of: inner, type: type, context)
            return nil
        case .call(let callee, let arguments):
            return call(e, callee: callee, arguments: arguments, context, contextual: contextual)
        case .subscriptAccess(let base, let arguments):
            let baseType = expr(base, context)
            for argument in arguments { expr(argument.value, context) }
            // `items[i]` of an array of a user type: an element (not a range's slice).
            if case .array(let element)? = baseType, case .named(let name, generics: []) = element, symbols.types[name] != nil,
               arguments.count == 1, arguments[0].label == nil, !Self.isRange(arguments[0].value) {
                return element
            }
            return nil
        case .binary("==", let lhs, let rhs), .binary("!=", let lhs, let rhs):
            return equality(lhs, rhs, context, at: e.location)
        case .binary("??", let lhs, let rhs):
            return coalescing(lhs, rhs, context, contextual: contextual)
        case .binary(let op, let lhs, let rhs) where Self.arithmeticOperators.contains(op):
            return arithmetic(op, lhs, rhs, e, context, contextual: contextual)
        case .binary(let op, let lhs, let rhs) where Self.orderingOperators.contains(op):
            ordering(op, lhs, rhs, context)
            return nil
        case .binary(let op, let lhs, let rhs) where Self.integerOperators.contains(op):
            return integerOperation(op, lhs, rhs, e, context)
        case .binary(let op, let lhs, let rhs) where op == "..." || op == "..<":
            rangeBounds(lhs, rhs, context, contextual: contextual)
            return nil
        case .binary(_, let lhs, let rhs):
            expr(lhs, context)
            expr(rhs, context)
            return nil
        case .prefix("!", let operand):
            // `!x` is a Bool: the standard library's `!` is Bool's alone, so unless the program
            // declares a prefix `!` of its own, an operand that checks is a Bool and so is `!x`.
            expr(operand, context)
            return declaresOwnPrefixNot ? nil : .named("Bool")
        case .prefix("~", let operand):
            // `~mask` has its operand's type (a `UInt8`'s complement stays in 0...255).
            let type = expr(operand, context)
            guard !declaresOwnOperator("~") else { return nil }
            noteNarrowOperation("~", type: type, at: e.location)
            return type
        case .prefix(_, let operand), .postfix(_, let operand):
            expr(operand, context)
            return nil
        case .assign(let target, let value):
            assignment(target: target, value: value, compoundAt: nil, e, context)
            return nil
        case .compoundAssign(_, let target, let value):
            assignment(target: target, value: value, compoundAt: e.location, e, context)
            return nil
        case .ternary(let condition, let then, let otherwise):
            expr(condition, context)
            // `c ? .brand : tint`: a branch with a type gives the implicit member its base.
            if isImplicitMemberChain(then), !isImplicitMemberChain(otherwise) {
                let b = expr(otherwise, context, contextual: contextual)
                let a = expr(then, context, contextual: b ?? contextual)
                return a == b ? a : nil
            }
            let a = expr(then, context, contextual: contextual)
            let b = expr(otherwise, context, contextual: isImplicitMemberChain(otherwise) ? a ?? contextual : contextual)
            return a == b ? a : nil
        case .closure(let closure):
            var result: TypeReference?
            var inoutParameters: Set<Int> = []
            var function = contextual.map(unwrapped)
            // A closure typed by a typealias (`reducer: @escaping Reducer<State, Action>`) has
            // the aliased function type.
            if case .named(let name, _)? = function, let aliased = symbols.typealiasTypes[name] { function = unwrapped(aliased) }
            if case .function(let parameters, let declared, _, _)? = function {
                if case .named(let name, _)? = contextual.map(unwrapped), symbols.typealiasTypes[name] != nil {} else { result = declared }
                // `(inout State, Action) -> Void`: the closure may assign to that parameter.
                for (index, parameter) in parameters.enumerated() {
                    if case .inoutParameter = parameter { inoutParameters.insert(index) }
                }
            }
            self.closure(closure, context, inoutParameters: inoutParameters, result: result)
            return nil
        case .array(let elements):
            let element = arrayElementContext(contextual, context)
            for item in elements { expr(item, context, contextual: element) }
            return nil
        case .dictionary(let elements):
            var key: TypeReference?, value: TypeReference?
            if case .dictionary(let k, let v)? = contextual.map(unwrapped) { (key, value) = (k, v) }
            for element in elements { expr(element.key, context, contextual: key); expr(element.value, context, contextual: value) }
            return nil
        case .tuple(let elements):
            // `let pair: (Mood, Face) = (.sad, .happy)`: each element takes its own type.
            var types: [TypeReference?] = elements.map { _ in nil }
            if case .tuple(let written, _)? = contextual.map(unwrapped), written.count == elements.count { types = written }
            for (element, type) in zip(elements, types) { expr(element.value, context, contextual: type) }
            return nil
        case .inoutReference(let inner):
            expr(inner, context)
            return nil
        case .try(let inner, let kind):
            if kind == .plain, !context.errorsHandled { context.actionEffects?.throwsError = true }
            var covered = context
            covered.coveredByTry = true
            let type = expr(inner, covered, contextual: contextual)
            return kind == .plain ? type : nil
        case .await(let inner):
            context.actionEffects?.awaits = true
            var covered = context
            covered.coveredByAwait = true
            return expr(inner, covered, contextual: contextual)
        case .cast(let inner, let kind, let type):
            // `.unit as Square`: a coercion is the inner expression's contextual type.
            expr(inner, context, contextual: kind == .as ? type : nil)
            return kind == .as ? type : nil
        case .statementExpression(let statement):
            self.statement(statement, context)
            if contextual == nil { checkBranchTypes(statement) }
            return nil
        }
    }

    /// `parameterTypes`: what the call passes the closure (`ForEach(items) { item in … }`), for
    /// its parameters written without a type and for `$0`, `$1`.
    /// `isAsync`: the closure is async (`.task { … }`, `Task { … }`).
    /// `a ... b`, `a ..< b`: each bound of a `ClosedRange<T>` or `Range<T>` expected is a `T`
    /// (`.dynamicTypeSize(.xSmall ... .xxxLarge)`); else an implicit member bound takes the
    /// other bound's type (`Level.low ... .high`), as `Comparable`'s operator has it.
    func rangeBounds(_ lhs: Expr, _ rhs: Expr, _ context: Context, contextual: TypeReference?) {
        var bound: TypeReference?
        if case .named(let name, let generics)? = contextual.map(unwrapped), name == "ClosedRange" || name == "Range",
           generics.count == 1, symbols.types[name] == nil {
            bound = generics[0]
        }
        if bound == nil, isImplicitMemberChain(lhs), !isImplicitMemberChain(rhs) {
            expr(lhs, context, contextual: expr(rhs, context))
        } else {
            let left = expr(lhs, context, contextual: bound)
            expr(rhs, context, contextual: bound ?? (isImplicitMemberChain(rhs) ? left : nil))
        }
    }

    /// `memberResult`: the type a one-expression closure's implicit member takes when its
    /// result type is not declared but inferred from the call's context (`mappedElement`).
    func closure(_ closure: ClosureExpr, _ context: Context, inoutParameters: Set<Int> = [], result: TypeReference? = nil,
                 parameterTypes: [TypeReference?] = [], isAsync: Bool = false, memberResult: TypeReference? = nil) {
        var inner = context
        inner.closureDepth += 1
        // A closure with a declared type (`let f: (Bool) -> Color = { … }`) returns that type.
        inner.returnType = result
        inner.returnsFromClosure = true
        inner.coveredByTry = false
        inner.coveredByAwait = false
        inner.isAsyncFunction = isAsync
        inner.isSynchronousBody = context.synchronousClosure && !isAsync
        inner.synchronousClosure = false
        let effects = context.synchronousClosure && !isAsync && closure.parameters.isEmpty && closure.anonymousParameterCount == 0
            ? ActionClosureEffects() : nil
        inner.actionEffects = effects
        inner.implicitSelfClosure = implicitSelfClosure(closure, context)
        inner.escapingClosure = false
        inner.errorsHandled = false
        inner.inBody = true
        // Its statements are its own (`let s = "a" + n` has no context), but a one-expression
        // closure's value is the call's to type.
        if closure.body.count != 1 || { if case .expression = closure.body[0].kind { false } else { true } }() {
            inner.inFrameworkArgument = false
        }
        if case .immutable = context.selfMode {} else { inner.selfMode = .unknown }
        var scope: [String: Local] = [:]
        for capture in closure.captures {
            if capture.name == "self", capture.value == nil { inner.capturesSelfWeakly = capture.specifier == .weak }
            if let value = capture.value { expr(value, context) }
            if capture.name != "self" { scope[capture.name] = Local(kind: .binding, type: nil) }
        }
        let passed = closure.parameters.isEmpty || closure.parameters.count == parameterTypes.count ? parameterTypes : []
        // Each `$0` is this closure's own, of a type unknown when the call gives none (and then
        // perhaps `inout`: `reduce(into: [:]) { $0[$1, default: 0] += 1 }`): an enclosing
        // closure's `$0` (`words.map { $0.map { $0.count } }`) is not it.
        for index in 0..<closure.anonymousParameterCount {
            if index < passed.count, let type = passed[index] {
                scope["$\(index)"] = Local(kind: inoutParameters.contains(index) ? .binding : .immutableBinding, type: type)
            } else {
                scope["$\(index)"] = Local(kind: .binding, type: nil)
            }
        }
        for (index, parameter) in closure.parameters.enumerated() where parameter.name != "_" {
            let type = parameter.type ?? (index < passed.count ? passed[index] : nil)
            scope[parameter.name] = Local(kind: inoutParameters.contains(index) || parameter.isInout ? .binding : .immutableBinding, type: type)
            // `{ $item in … }` (ForEach over a binding): `item` is the wrapped value.
            if parameter.name.hasPrefix("$") { scope[String(parameter.name.dropFirst())] = Local(kind: .binding, type: nil) }
        }
        scopes.append(scope)
        if result == nil, let memberResult, closure.body.count == 1, case .expression(let value) = closure.body[0].kind,
           leadingImplicitMember(value) != nil {
            // `[1, 2].map { $0 > 1 ? .sad : .happy }` for a `[Mood]`: only the implicit member
            // takes the inferred result as its context (nothing is converted to it).
            scopes.append([:])
            pendingNames.append([])
            expr(value, inner, contextual: memberResult)
            pendingNames.removeLast()
            scopes.removeLast()
        } else {
            body(closure.body, inner)
        }
        scopes.removeLast()
        if let effects { reportAsyncAction(closure, effects, optional: context.synchronousClosureIsOptional) }
    }

    // MARK: Bindings

    /// A projected value (`$settings` of a `@State`, `$model` of a `@Bindable`) and the
    /// members read through it: `Binding<Settings>`, `Bindable<Model>`, each over its root type.
    struct ProjectedBinding {
        var wrapper: String
        var root: TypeReference
    }

    /// Whether `e` is `$name`, `self.$name`, or a member read through one.
    func isProjection(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier(let name): name.hasPrefix("$") && name.count > 1 && !name.dropFirst().allSatisfy(\.isNumber)
        case .member(let base, let name):
            if case .selfValue = base.kind { name.hasPrefix("$") } else { isProjection(base) }
        default: false
        }
    }

    /// The binding `e` makes, when the checker can follow it: a `@State`, `@Binding` or
    /// `@Bindable` property of the type being checked, then members of a user type (each
    /// checked: `value of type 'Binding<Settings>' has no dynamic member 'usernam' using key path
    /// from root type 'Settings'`, swiftc 6.3 on a stand-in `Binding`).
    func projectedBinding(_ e: Expr, _ context: Context) -> ProjectedBinding? {
        var propertyName: String?
        switch e.kind {
        case .identifier(let name): propertyName = String(name.dropFirst())
        case .member(let base, let name):
            if case .selfValue = base.kind { propertyName = String(name.dropFirst()); break }
            guard let inner = projectedBinding(base, context), let type = dynamicMember(of: inner, name, at: e.location) else { return nil }
            return ProjectedBinding(wrapper: "Binding", root: type)
        default: return nil
        }
        guard let propertyName, lookupLocal("$" + propertyName) == nil, lookupLocal(propertyName) == nil,
              let typeName = context.typeName, let info = symbols.types[typeName],
              let property = info.property(propertyName), let wrapper = property.wrapper?.name,
              let type = property.type ?? property.initializer.flatMap({ literalOrConstructedType($0) }) else { return nil }
        switch wrapper {
        case "State", "Binding": return ProjectedBinding(wrapper: "Binding", root: type)
        case "Bindable": return ProjectedBinding(wrapper: "Bindable", root: type)
        default: return nil
        }
    }

    /// The type of `binding.name` (a member of its root), reporting a member the root lacks.
    private func dynamicMember(of binding: ProjectedBinding, _ name: String, at location: SourceLocation) -> TypeReference? {
        guard case .named(let rootName, generics: []) = binding.root, let info = symbols.types[rootName],
              info.kind != .protocol, info.decl.genericParameters.isEmpty, !isOpen(info) else { return nil }
        uses?.insert(rootName)
        guard memberNames(info).contains(name) else {
            report("value of type '\(binding.wrapper)<\(rootName)>' has no dynamic member '\(name)' using key path from root type '\(rootName)'",
                   at: location)
            return nil
        }
        return info.property(name).flatMap(valueType)
    }

    /// `a..<b`, `a...b`, `a...`, `..<b`: what makes a subscript a slice.
    static func isRange(_ e: Expr) -> Bool {
        switch e.kind {
        case .binary(let op, _, _): op == "..<" || op == "..."
        case .prefix(let op, _), .postfix(let op, _): op == "..<" || op == "..."
        default: false
        }
    }

    // MARK: Names

    enum Resolution {
        case local(Local)
        case selfMember(TypeInfo, PropertyDecl?)
        case userType(TypeInfo)
        case userFunction
        case global(PropertyDecl)
        case other
        case unresolved
    }

    /// What a bare name refers to, without reporting.
    func resolve(_ name: String, _ context: Context) -> Resolution {
        if let local = lookupLocal(name) { return .local(local) }
        if name.hasPrefix("$"), name.count > 1, name.dropFirst().allSatisfy(\.isNumber), context.closureDepth > 0 { return .other }
        if pendingNames.contains(where: { $0.contains(name) }) { return .other }
        if context.isOpen {
            // In an extension of a framework type, an unknown name may be one of its members —
            // but not an SDK type the playground lacks (`NSRegularExpression` in `extension String`).
            if name.first?.isUppercase == true, AppleNames.isType(name), !isKnownToRuntime(name) { return .unresolved }
            return .other
        }
        if let typeName = context.typeName, let info = symbols.types[typeName] {
            if memberNames(info).contains(name) {
                return .selfMember(info, info.property(name) ?? inheritedProperty(name, info))
            }
            for outer in info.outer {
                if let outerInfo = symbols.types[outer], memberNames(outerInfo).contains(name) { return .other }
            }
            if info.decl.genericParameters.contains(name) { return .other }
            // A type of the program's own is that type in a type whose SDK conformance brings
            // members the checker does not list (`TimerView(viewModel:)` in a `PreviewProvider`'s
            // `previews`): the SDK protocol's members are values and functions, not these types.
            if let own = symbols.types[name], name.first?.isUppercase == true, !context.genericNames.contains(name) {
                uses?.insert(name)
                return .userType(own)
            }
            if isOpen(info) { return .other }
        }
        if context.genericNames.contains(name) { return .other }
        if let info = symbols.types[name] { uses?.insert(name); return .userType(info) }
        if symbols.functions[name] != nil { uses?.insert(name); return .userFunction }
        if let variable = symbols.variables[name] { uses?.insert(name); return .global(variable) }
        if symbols.typealiases.contains(name) { return .other }
        if environment.typeNames.contains(name) || environment.functionNames.contains(name)
            || environment.valueNames.contains(name) { return .other }
        if Self.alwaysKnownTypes.contains(name) { return .other }
        // `reduce(0, +)`: a standard-library operator names a function.
        if Self.operatorFunctionNames.contains(name) { return .other }
        return .unresolved
    }

    /// Whether the runtime knows `name` (a type, a function or a value of the environment) or the
    /// program declares it.
    private func isKnownToRuntime(_ name: String) -> Bool {
        environment.typeNames.contains(name) || environment.functionNames.contains(name)
            || environment.valueNames.contains(name) || symbols.types[name] != nil || symbols.typealiases.contains(name)
            || Self.alwaysKnownTypes.contains(name)
    }

    func inheritedProperty(_ name: String, _ info: TypeInfo) -> PropertyDecl? {
        var current = superclass(of: info)
        var guardCount = 0
        while let type = current, guardCount < 32 {
            if let property = type.property(name) { return property }
            current = superclass(of: type)
            guardCount += 1
        }
        return nil
    }

    func identifier(_ name: String, at location: SourceLocation, _ context: Context) -> TypeReference? {
        switch resolve(name, context) {
        case .local(let local): return local.type
        case .selfMember(let info, let property):
            if reportInstanceMemberInPropertyInitializer(name, info, property, at: location, context) { return nil }
            noteStaticSelfMember(name, at: location, context)
            guard let property, !name.hasPrefix("_"), !name.hasPrefix("$") else { return nil }
            if let brace = context.implicitSelfClosure, !info.isValueType {
                reportImplicitSelf("reference to property '\(name)'", at: location, closure: brace)
            }
            return valueType(of: property)
        case .global(let variable):
            if initializingGlobal?.name == name, context.closureDepth == 0 { initializingGlobal?.namesItself = true }
            return valueType(of: variable)
        case .userType, .userFunction, .other: return nil
        case .unresolved:
            // `{ $ > 9 }`: swiftc's lexer says so first, then its type checker what it says of any name.
            if name == "$" { report("'$' is not an identifier; use backticks to escape it", at: location) }
            if AppleNames.contains(name) {
                report(AppleNames.unsupported(name), at: location)
            } else {
                report("cannot find '\(name)' in scope", at: location)
            }
            return nil
        }
    }

    // MARK: Members

    /// `base.name`: checks the member against a user type when the base's type is known.
    func member(base: Expr, name: String, at location: SourceLocation, _ context: Context,
                contextual: TypeReference? = nil) -> TypeReference? {
        if reportUnmodelledMember(name, at: location) { return nil }
        if isProjection(base) {
            // `$settings.username`, `$model.settings.username`: a binding's dynamic members.
            let errorsBefore = bodyErrorCount
            if let binding = projectedBinding(base, context) {
                _ = dynamicMember(of: binding, name, at: location)
                return nil
            }
            if bodyErrorCount != errorsBefore { return nil }
        }
        if case .identifier(let baseName) = base.kind, case .userType(let info) = resolve(baseName, context) {
            // `T.name`: a static member, a case, a nested type, or an unapplied instance method.
            if !isOpen(info), !memberNames(info).contains(name) {
                report("type '\(info.name)' has no member '\(name)'", at: location)
                return nil
            }
            return staticMemberType(base, name, isCall: false, depth: 0)
        }
        if reportProtocolMetatypeMember(base, name, at: location, context) { return nil }
        if reportFunctionMember(base, name, at: location, context) { return nil }
        if reportFoundationStatic(base, name, at: location, context) { return nil }
        if reportNotificationName(base, name, at: location, context) { return nil }
        if let type = foundationStaticType(base, name, context) { return type }
        if let type = narrowIntegerStatic(base, name, context) { return type }
        if case .identifier(let baseName) = base.kind, case .other = resolve(baseName, context),
           frameworkContext(.named(baseName), context) != nil {
            // `Color.red`: a static member of a framework type.
            checkFrameworkStatic(baseName, name, at: location, context)
            return FrameworkTypes.type(baseName)?.staticMembers[name]?.first { $0.parameters == nil }?.result
        }
        // `.red.opacity(0.3)`: the chain's root takes the whole chain's contextual type (SE-0287).
        let baseType = expr(base, context, contextual: isImplicitMemberChain(base) ? contextual : nil)
        if case .selfValue = base.kind { noteStaticSelfMember(name, at: location, context) }
        else { noteStaticMember(name, receiverType: baseType, at: location, context) }
        if reportVoidMember(base, baseType, name, at: location, context) { return nil }
        if reportOptionalMember(base, baseType, name, context) { return nil }
        if reportFoundationMember(base, baseType, name, at: location, context) { return nil }
        if reportRegexMatchMember(baseType, name, at: location) { return nil }
        if let members = frameworkMemberType(baseType, name: name, isCall: false, context) { return members[0].result }
        if let existential = closedExistential(baseType, in: context) {
            uses?.insert(existential.name)
            guard memberNames(existential).contains(name) else {
                report("value of type 'any \(existential.name)' has no member '\(name)'", at: location)
                return nil
            }
            return existential.property(name).flatMap(valueType)
        }
        guard let info = userTypeInfo(baseType, context), !isOpen(info) else { return nil }
        if !memberNames(info).contains(name) {
            report("value of type '\(info.name)' has no member '\(name)'", at: location)
            return nil
        }
        if name.hasPrefix("_") || name.hasPrefix("$") { return nil }
        return (info.property(name) ?? inheritedProperty(name, info)).flatMap(valueType)
    }

    /// `.name` where the contextual type is a user type: `let e: E = .c`.
    func checkImplicitMember(_ name: String, at location: SourceLocation, contextual: TypeReference?, _ context: Context) {
        // `.none` / `.some(x)` where an optional is expected: Optional's own cases.
        if contextual?.isOptional == true, name == "none" || name == "some" { return }
        guard let info = userTypeInfo(contextual, context), info.kind != .protocol, !isOpen(info) else { return }
        if !memberNames(info).contains(name) {
            // The model locates `.name` at the dot; the compiler points at the name.
            report("type '\(info.name)' has no member '\(name)'", at: shifted(location, by: 1))
        }
    }
}
