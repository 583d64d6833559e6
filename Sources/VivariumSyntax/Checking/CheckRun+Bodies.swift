extension CheckRun {
    func checkBodies() {
        scopes = [[:]]
        pendingNames = [[]]
        let top = Context()
        for declaration in program.declarations {
            if stop.shouldStop() { return }
            switch declaration {
            case .type(let type):
                checkTypeBodies(type, outerGenerics: [])
            case .extension(let ext):
                let name = TypeInfo.bareName(ext.extendedType)
                var context = Context()
                if let info = symbols.types[name] {
                    context.typeName = name
                    context.genericNames = Set(info.decl.genericParameters)
                } else {
                    context.isOpen = true
                }
                checkMemberBodies(ext.members, context, isValueType: symbols.types[name]?.isValueType ?? false)
            case .function(let function):
                checkFunction(function, top)
            case .variable(let variable):
                checkGlobalInitializer(variable, top)
            case .statement(let statement):
                self.statement(statement, top)
            case .typealias, .import:
                break
            }
        }
    }

    private func checkTypeBodies(_ type: TypeDecl, outerGenerics: Set<String>) {
        guard let info = symbols.types[type.name], info.decl == type else { return }
        var context = Context()
        context.typeName = type.name
        context.genericNames = outerGenerics.union(type.genericParameters)
        checkMemberBodies(type.members, context, isValueType: info.isValueType)
        for case .type(let nested) in type.members {
            checkTypeBodies(nested, outerGenerics: context.genericNames)
        }
    }

    private func checkMemberBodies(_ members: [MemberDecl], _ context: Context, isValueType: Bool) {
        for member in members {
            if stop.shouldStop() { return }
            switch member {
            case .property(let property):
                checkPropertyBodies(property, context, isValueType: isValueType)
            case .function(let function):
                checkFunction(function, context)
            case .initializer(let initializer):
                var inner = context
                inner.isInitializer = true
                inner.selfMode = .mutable
                inner.errorsHandled = initializer.isThrowing
                inner.isAsyncFunction = false
                inner.inBody = true
                if let found = tokens?.initializerKeyword(declaredAt: initializer.location) {
                    inner.genericNames.formUnion(found.generics)
                }
                withParameters(initializer.parameters, inner) { block(initializer.body, inner) }
            case .deinitializer(let deinitializer):
                var inner = context
                inner.selfMode = .mutable
                block(deinitializer.body, inner)
            case .enumCase, .type, .typealias:
                break
            }
        }
    }

    func checkPropertyBodies(_ property: PropertyDecl, _ context: Context, isValueType: Bool) {
        var inner = context
        inner.isStatic = property.isStatic
        if let initializer = property.initializer {
            inner.selfMode = .unknown
            inner.inPropertyInitializer = !property.isStatic && !property.modifiers.contains(.lazy) && context.typeName != nil
            let errorsBefore = bodyErrorCount
            let groupsBefore = bodyGroups.count
            let valueType = expr(initializer, inner, contextual: property.type)
            // swiftc checks a member's initial value with its declaration, in source order among
            // the file's declarations, before any function body (`@StateObject var model =
            // Missing()` above `@State var item: MissingType?` is reported first).
            if context.typeName != nil, bodyGroups.count > groupsBefore {
                declarationGroups += bodyGroups[groupsBefore...]
                bodyGroups.removeSubrange(groupsBefore...)
            }
            if bodyErrorCount == errorsBefore, property.wrapper == nil || property.type != nil {
                if property.type == nil { checkContextFree(initializer) } else { checkLiteral(initializer, against: property.type, .specified, inner) }
            }
            if bodyErrorCount == errorsBefore, property.wrapper == nil {
                reportScalarMismatch(initializer, valueType, to: property.type, declared: true)
            }
        }
        if let getter = property.getter {
            var getterContext = context
            getterContext.isStatic = property.isStatic
            getterContext.inBody = true
            if isValueType && !property.isStatic {
                var note: (String, SourceLocation)?
                if let tokens, let brace = tokens.token("{", from: property.nameLocation),
                   let index = tokens.index(at: brace), index + 1 < tokens.tokens.count,
                   tokens.tokens[index + 1].text == "get" {
                    note = ("mark getter 'mutating' to make 'self' mutable", tokens.tokens[index + 1].location)
                }
                getterContext.selfMode = .immutable(note: note)
            } else {
                getterContext.selfMode = isValueType ? .unknown : .mutable
            }
            if isViewBuilderBody(property, context) {
                resultBuilderBlock(getter, getterContext)
            } else {
                getterContext.returnType = property.type
                getterContext.returnsFromClosure = false
                body(getter, getterContext)
            }
        }
        var accessorContext = context
        accessorContext.isStatic = property.isStatic
        accessorContext.selfMode = isValueType && !property.isStatic ? .unknown : .mutable
        for accessor in [property.setter, property.willSet, property.didSet].compactMap({ $0 }) {
            scopes.append([accessor.parameterName: Local(kind: .immutableBinding, type: property.type)])
            block(accessor.body, accessorContext)
            scopes.removeLast()
        }
    }

    /// `var body` of a `View`, or a `@ViewBuilder` property.
    private func isViewBuilderBody(_ property: PropertyDecl, _ context: Context) -> Bool {
        if property.hasAttribute("ViewBuilder") { return true }
        guard property.name == "body", let typeName = context.typeName, let info = symbols.types[typeName] else { return false }
        return info.inherited.contains("View")
    }

    /// A result-builder body is type-checked as one expression per statement: swiftc reports
    /// the unresolved names of a statement first (pre-checking), then only the first other
    /// error of that statement (observed with swiftc 6.3.1: a second write to `self` in another
    /// closure of the same `VStack { … }` is not reported).
    private func resultBuilderBlock(_ statements: [Statement], _ context: Context) {
        scopes.append([:])
        pendingNames.append([])
        // A statement that is not a view (`print(…)`) stops the builder: the first is reported.
        var builds = !Self.returns(statements)
        for statement in statements {
            let start = bodyGroups.count
            // A local computed variable (lowered to a function) is named from its declaration on.
            if case .function(let function) = statement.kind, function.hasAttribute(FunctionDecl.localComputedMarker) {
                scopes[scopes.count - 1][function.name] = Local(kind: .binding, type: nil)
            }
            self.statement(statement, context)
            if builds, bodyGroups.count == start, reportVoidStatement(statement, context) { builds = false }
            let added = Array(bodyGroups[start...])
            let isName: ([Diagnostic]) -> Bool = {
                $0[0].message.hasPrefix("cannot find '") || $0[0].message.hasPrefix("not supported in the playground")
            }
            let names = added.filter(isName)
            let others = added.filter { !isName($0) }.prefix(1)
            bodyGroups.replaceSubrange(start..., with: names + others)
        }
        pendingNames.removeLast()
        scopes.removeLast()
    }

    func checkFunction(_ function: FunctionDecl, _ context: Context) {
        var inner = context
        inner.isStatic = function.isStatic
        inner.isInitializer = false
        inner.errorsHandled = function.isThrowing
        inner.actionEffects = nil
        inner.coveredByTry = false
        inner.coveredByAwait = false
        inner.isAsyncFunction = function.isAsync
        inner.isSynchronousBody = !function.isAsync
        inner.inBody = true
        let found = tokens?.functionName(declaredAt: function.location)
        if let found { inner.genericNames.formUnion(found.generics) }
        inner.genericConstraints.merge(function.genericConstraints) { _, own in own }
        if let typeName = context.typeName, let info = symbols.types[typeName], context.closureDepth == 0 {
            if function.isStatic {
                inner.selfMode = .unknown
            } else if !info.isValueType {
                inner.selfMode = .mutable
            } else if function.modifiers.contains(.mutating) {
                inner.selfMode = .mutable
            } else {
                inner.selfMode = .immutable(note: found.map { ("mark method 'mutating' to make 'self' mutable", $0.keyword) })
            }
        } else if context.closureDepth > 0 {
            inner.selfMode = .unknown
        }
        inner.returnType = function.returnType
        inner.returnsFromClosure = false
        let errorsBefore = bodyErrorCount
        withParameters(function.parameters, inner) {
            body(function.body, inner)
            if function.hasAttribute("ViewBuilder"), bodyErrorCount == errorsBefore { checkViewBuilderStatements(function.body, inner) }
        }
        checkMissingReturn(function, context)
        if bodyErrorCount == errorsBefore { checkOpaqueReturns(function) }
    }

    func withParameters(_ parameters: [Parameter], _ context: Context, _ body: () -> Void) {
        var scope: [String: Local] = [:]
        for parameter in parameters {
            if let defaultValue = parameter.defaultValue { _ = expr(defaultValue, context, contextual: parameter.type) }
            scope[parameter.name] = Local(kind: .parameter(parameter), type: parameter.isInout ? nil : parameter.type)
        }
        scopes.append(scope)
        body()
        scopes.removeLast()
    }

    // MARK: Statements

    func block(_ statements: [Statement], _ context: Context) {
        scopes.append([:])
        var later: Set<String> = []
        for statement in statements {
            switch statement.kind {
            case .variable(let binding): later.formUnion(boundNames(binding.pattern))
            case .function(let function):
                scopes[scopes.count - 1][function.name] = Local(kind: .binding, type: nil)
            default: break
            }
        }
        pendingNames.append(later)
        for statement in statements { self.statement(statement, context) }
        pendingNames.removeLast()
        scopes.removeLast()
    }

    func statement(_ statement: Statement, _ context: Context) {
        if stop.shouldStop() { return }
        switch statement.kind {
        case .expression(let e):
            _ = expr(e, context)
        case .variable(let binding):
            var valueType: TypeReference?
            if let value = binding.value {
                let errorsBefore = bodyErrorCount
                // `async let x = fetch()`: the `try` and `await` are written where `x` is awaited.
                var valueContext = context
                if binding.modifiers.contains(.async) { valueContext.coveredByTry = true; valueContext.coveredByAwait = true }
                valueType = expr(value, valueContext, contextual: binding.type)
                if bodyErrorCount == errorsBefore {
                    if binding.type == nil { checkContextFree(value) } else { checkLiteral(value, against: binding.type, .specified, context) }
                }
                if bodyErrorCount == errorsBefore { reportScalarMismatch(value, valueType, to: binding.type, declared: true) }
            }
            if binding.type != nil, context.typeName == nil || !(symbols.types[context.typeName!].map { isOpen($0) } ?? false) {
                checkType(binding.type, from: statement.location, context, declarationLevel: false)
            }
            let keyword = tokens?.keyword(["let", "var"], before: statement.location)
            for name in boundNames(binding.pattern) {
                pendingNames[pendingNames.count - 1].remove(name)
                let nameLocation = tokens?.token(name, from: statement.location)
                if case .variable? = scopes[scopes.count - 1][name]?.kind,
                   let previous = scopes[scopes.count - 1][name]?.nameLocation, let nameLocation {
                    report("invalid redeclaration of '\(name)'", at: nameLocation,
                           notes: [("'\(name)' previously declared here", previous)])
                }
                var type = binding.type ?? valueType
                if case .binding = binding.pattern {} else { type = nil }
                scopes[scopes.count - 1][name] = Local(
                    kind: .variable(isLet: binding.isLet, keyword: keyword, initialized: binding.value != nil),
                    type: type, nameLocation: nameLocation)
                if case .keyPath? = binding.value?.kind, case .binding = binding.pattern {
                    scopes[scopes.count - 1][name]?.holdsKeyPath = true
                }
                if binding.modifiers.contains(.bindable) {
                    // `@Bindable var model = model`: `$model` is its projection.
                    scopes[scopes.count - 1]["$" + name] = Local(
                        kind: .variable(isLet: true, keyword: keyword, initialized: true), type: nil, nameLocation: nil)
                }
            }
        case .if(let conditions, let then, let elseClause):
            scopes.append([:])
            self.conditions(conditions, context)
            block(then, context)
            scopes.removeLast()
            switch elseClause {
            case .block(let statements)?: block(statements, context)
            case .elseIf(let nested)?: self.statement(nested, context)
            case nil: break
            }
        case .guard(let conditions, let elseBody):
            // The bindings are visible after the guard, not in its `else`.
            scopes.append([:])
            self.conditions(conditions, context)
            let bound = scopes.removeLast()
            block(elseBody, context)
            for (name, local) in bound { scopes[scopes.count - 1][name] = local }
        case .forIn(let pattern, let sequence, let whereClause, let body):
            let sequenceType = expr(sequence, context)
            scopes.append([:])
            bind(pattern, context)
            // `for m in text.matches(of: /…/)`: a regex literal's match (CheckRun+RegexMatches).
            if case .binding(let name) = pattern, case .array(let element)? = sequenceType,
               case .member(.named("Regex", _), "Match") = element {
                scopes[scopes.count - 1][name] = Local(kind: .binding, type: element)
            }
            // `for greeter in greeters` over `[any Greeter]` or `[T]` with `T: Greeter`: what the
            // element's members dispatch on (CheckRun+StaticDispatch).
            if case .binding(let name) = pattern, let element = protocolElement(of: sequenceType, context) {
                scopes[scopes.count - 1][name] = Local(kind: .binding, type: element)
            }
            if let whereClause { _ = expr(whereClause, context) }
            block(body, context)
            scopes.removeLast()
        case .while(let conditions, let body):
            scopes.append([:])
            self.conditions(conditions, context)
            block(body, context)
            scopes.removeLast()
        case .repeatWhile(let body, let condition):
            block(body, context)
            _ = expr(condition, context)
        case .switch(let subject, let cases):
            let subjectType = expr(subject, context)
            checkCasePatterns(cases, subjectType: subjectType, context)
            checkExhaustive(cases, subjectType: subjectType, at: statement.location, context)
            for switchCase in cases {
                scopes.append([:])
                for pattern in switchCase.patterns { bind(pattern, context) }
                if let whereClause = switchCase.whereClause { _ = expr(whereClause, context) }
                block(switchCase.body, context)
                scopes.removeLast()
            }
        case .return(let value):
            if let value { returned(value, context) }
        case .throw(let value):
            _ = expr(value, context)
        case .break, .continue:
            break
        case .defer(let body):
            block(body, context)
        case .do(let body, let catches):
            var inner = context
            if !catches.isEmpty { inner.errorsHandled = true }
            block(body, inner)
            for clause in catches {
                // Only a `catch` without a pattern binds `error` (`catch let e as E` does not).
                scopes.append(clause.pattern == nil ? ["error": Local(kind: .immutableBinding, type: nil)] : [:])
                if let pattern = clause.pattern { bind(pattern, context) }
                if let condition = clause.whereClause { _ = expr(condition, context) }
                block(clause.body, context)
                scopes.removeLast()
            }
        case .function(let function):
            checkFunction(function, context)
        case .labeled(_, let inner):
            self.statement(inner, context)
        }
    }

    private func conditions(_ conditions: [Condition], _ context: Context) {
        for condition in conditions {
            switch condition {
            case .expression(let e):
                // `if flag` with `flag: Bool?`: a condition is a Bool, not an optional one.
                _ = reportOptionalValue(e, expr(e, context), wanted: ["Bool"])
            case .optionalBinding(let isLet, let name, let value, let location):
                var type = expr(value, context)
                reportConditionalBinding(type, at: location, context)
                if case .optional(let wrapped)? = type { type = wrapped } else { type = nil }
                scopes[scopes.count - 1][name] = Local(kind: isLet ? .immutableBinding : .binding, type: type)
            case .pattern(let pattern, let value):
                _ = expr(value, context)
                bind(pattern, context)
            case .availability:
                break
            }
        }
    }

    func bind(_ pattern: Pattern, _ context: Context) {
        switch pattern {
        case .binding(let name):
            scopes[scopes.count - 1][name] = Local(kind: .binding, type: nil)
        case .wildcard:
            break
        case .tuple(let elements):
            for element in elements { bind(element, context) }
        case .enumCase(_, _, let arguments):
            for argument in arguments { bind(argument, context) }
        case .expression(let e):
            _ = expr(e, context)
        case .optionalSome(let inner):
            bind(inner, context)
        case .typeCheck(let inner, _):
            if let inner { bind(inner, context) }
        }
    }

    func boundNames(_ pattern: Pattern) -> [String] {
        switch pattern {
        case .binding(let name): return [name]
        case .wildcard, .expression: return []
        case .tuple(let elements): return elements.flatMap(boundNames)
        case .enumCase(_, _, let arguments): return arguments.flatMap(boundNames)
        case .optionalSome(let inner): return boundNames(inner)
        case .typeCheck(let inner, _): return inner.map(boundNames) ?? []
        }
    }

    func lookupLocal(_ name: String) -> Local? {
        for scope in scopes.reversed() { if let local = scope[name] { return local } }
        return nil
    }
}
