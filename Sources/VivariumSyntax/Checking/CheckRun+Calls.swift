/// A callable user declaration as the argument matcher sees it.
struct Signature {
    struct Param {
        var label: String?
        var hasDefault: Bool
        var isVariadic: Bool
        /// Can take a trailing closure (function type, or a type the checker cannot see through).
        var acceptsClosure: Bool
        var isInout: Bool
        var isAutoclosure: Bool
        /// The type as a diagnostic spells it, made only for a diagnostic.
        var spelled: Spelling
        /// The declared type, when the checker can use it as the argument's contextual type.
        var type: TypeReference? = nil

        enum Spelling {
            case text(String)
            /// The type's description (`_` when it has none).
            case type(TypeReference?)
        }

        var typeText: String {
            switch spelled {
            case .text(let text): text
            case .type(let type): type?.description ?? "_"
            }
        }
    }
    var params: [Param]
    /// The name in `'…' declared here`: `f(x:y:)`, `init(a:b:)`, `h` (a function whose labels are all `_`).
    var displayName: String
    /// Where the `'…' declared here` note points; found in the tokens only when a note is made.
    var declaration: Declaration
    /// A private synthesized memberwise initializer called from outside its type.
    var inaccessibleType: String?
    /// Where the declaration's name is when its tokens are not at hand (an earlier input's
    /// `init` or `func f` written without modifiers, whose location is its keyword).
    var plainDeclaration: SourceLocation?

    enum Declaration {
        case at(SourceLocation?)
        /// The name after `func`, searched from the function's location.
        case functionName(SourceTokens?, from: SourceLocation)
        /// The `init` keyword, searched from the initializer's location.
        case initializerKeyword(SourceTokens?, from: SourceLocation)
    }

    init(params: [Param], displayName: String, declaredAt: SourceLocation?) {
        self.init(params: params, displayName: displayName, declaration: .at(declaredAt))
    }

    init(params: [Param], displayName: String, declaration: Declaration) {
        self.params = params
        self.displayName = displayName
        self.declaration = declaration
    }

    var declaredAt: SourceLocation? {
        switch declaration {
        case .at(let location): location
        case .functionName(let tokens, let location): tokens?.functionName(declaredAt: location)?.name
        case .initializerKeyword(let tokens, let location): tokens?.initializerKeyword(declaredAt: location)?.keyword
        }
    }
}

extension Signature {
    init(function: FunctionDecl, declaration: Declaration) {
        let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
        let displayName = function.parameters.allSatisfy({ $0.label == nil }) && !function.parameters.isEmpty
            ? function.name : "\(function.name)(\(labels))"
        self.init(params: function.parameters.map(Signature.param), displayName: displayName, declaration: declaration)
        if function.modifiers.isEmpty || function.modifiers == [.static], function.attributes.isEmpty {
            let keywords = function.modifiers.isEmpty ? "func " : "static func "
            plainDeclaration = SourceLocation(file: function.location.file, line: function.location.line,
                                              column: function.location.column + keywords.count)
        }
    }

    init(initializer: InitializerDecl, declaration: Declaration) {
        self.init(params: initializer.parameters.map(Signature.param),
                  displayName: "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")",
                  declaration: declaration)
        if initializer.modifiers.isEmpty { plainDeclaration = initializer.location }
    }

    /// An enum case with associated values called as a function (`.detail(id: 1)`). Every
    /// value counts as defaulted: the model does not record a case's default values (SE-0155),
    /// so a missing one is left to the compiler; labels, extra values and types are checked.
    init(enumCase: EnumCaseDecl) {
        let params = enumCase.associatedValues.enumerated().map { index, label in
            let type = index < enumCase.associatedTypes.count ? enumCase.associatedTypes[index] : nil
            return Param(label: label, hasDefault: true, isVariadic: false, acceptsClosure: type?.isFunction ?? true,
                         isInout: false, isAutoclosure: false, spelled: .type(type), type: type)
        }
        self.init(params: params, displayName: enumCase.name, declaredAt: enumCase.location)
    }

    static func param(_ parameter: Parameter) -> Param {
        var acceptsClosure = true
        switch parameter.type {
        case .function: acceptsClosure = true
        case .optional(let wrapped): acceptsClosure = wrapped.isFunction
        case .named(let name, _): acceptsClosure = !AppleNames.types.contains(name)
        default: acceptsClosure = false
        }
        return Param(label: parameter.label, hasDefault: parameter.defaultValue != nil, isVariadic: parameter.isVariadic,
                     acceptsClosure: acceptsClosure, isInout: parameter.isInout,
                     isAutoclosure: parameter.isAutoclosure, spelled: .type(parameter.type),
                     type: parameter.isInout || parameter.isAutoclosure ? nil : parameter.type)
    }
}

extension CheckRun {
    // MARK: Candidates

    func functionSignatures(_ functions: [FunctionDecl]) -> [Signature] {
        functions.map { Signature(function: $0, declaration: .functionName(tokens, from: $0.location)) }
    }

    /// The initializers of a user type as seen from `context`; `nil` when they cannot be
    /// known (a class with a superclass the checker does not model, an unknown wrapper).
    func initializerSignatures(_ info: TypeInfo, _ context: Context) -> [Signature]? {
        let explicit = info.allInitializers.map {
            Signature(initializer: $0, declaration: .initializerKeyword(tokens, from: $0.location))
        }
        switch info.kind {
        case .protocol:
            return nil
        case .enum:
            if info.inherited.contains(where: Self.rawValueTypes.contains) { return nil }
            return explicit.isEmpty ? nil : explicit
        case .class, .actor:
            if let first = info.decl.inheritedTypes.first {
                let name = TypeInfo.bareName(first.name)
                let isProtocol = symbols.types[name]?.kind == .protocol || AppleNames.protocolMembers[name] != nil
                if !isProtocol { return inheritedInitializerSignatures(info) }
            }
            if !explicit.isEmpty { return explicit }
            if info.storedProperties.allSatisfy(hasInitialValue) {
                return [Signature(params: [], displayName: "init()", declaredAt: info.decl.nameLocation)]
            }
            return nil
        case .struct:
            if !info.bodyInitializers.isEmpty { return explicit }
            guard let memberwise = memberwise(info) else { return nil }
            var result = explicit
            let allDefaulted = info.storedProperties.allSatisfy(hasInitialValue)
            let insideType = context.typeName == info.name
                || (context.typeName.flatMap { symbols.types[$0]?.outer.contains(info.name) } ?? false)
            if memberwise.isPrivate && !insideType {
                if allDefaulted {
                    result.append(Signature(params: [], displayName: "init()", declaredAt: info.decl.nameLocation))
                } else {
                    var inaccessible = memberwise.signature
                    inaccessible.inaccessibleType = info.name
                    result.append(inaccessible)
                }
            } else {
                result.append(memberwise.signature)
                if allDefaulted && !memberwise.signature.params.isEmpty {
                    result.append(Signature(params: [], displayName: "init()", declaredAt: info.decl.nameLocation))
                }
            }
            return result
        }
    }

    /// The initializers of a class whose superclass is a user class, with Swift's inheritance
    /// (`classInitializers`): nil unless every class up the chain is the user's, ending at one
    /// with no superclass, and none relies on an implicit `init()` (whose existence depends on
    /// its stored properties' defaults, left to the run).
    private func inheritedInitializerSignatures(_ info: TypeInfo) -> [Signature]? {
        var current = info
        for _ in 0..<32 {
            guard let first = current.decl.inheritedTypes.first else { break }
            let name = TypeInfo.bareName(first.name)
            if symbols.types[name]?.kind == .protocol || AppleNames.protocolMembers[name] != nil { break }
            guard let superclass = symbols.types[name], superclass.decl.kind == .class else { return nil }
            current = superclass
        }
        guard let initializers = classInitializers(info.name), !initializers.isEmpty,
              initializers.allSatisfy({ !($0.decl.parameters.isEmpty && $0.decl.body.isEmpty
                                          && $0.decl.location == symbols.types[$0.owner]?.decl.location) })
        else { return nil }
        return initializers.map { Signature(initializer: $0.decl, declaration: .initializerKeyword(tokens, from: $0.decl.location)) }
    }

    /// The synthesized memberwise initializer (REPORT.md, "Memberwise initializer rules").
    func memberwise(_ info: TypeInfo) -> (signature: Signature, isPrivate: Bool)? {
        var params: [Signature.Param] = []
        var isPrivate = false
        for property in info.storedProperties {
            let isPrivateProperty = property.modifiers.contains(.private) || isFileprivate(property)
            if let wrapper = property.wrapper {
                guard let wrapperInfo = PropertyWrapperInfo.info(wrapper.name) else { return nil }
                if wrapperInfo.memberwise == .excluded { continue }
                // `@State private var selection: String?` starts as nil, as an optional `var` does.
                let initialized = property.initializer != nil || !wrapper.arguments.isEmpty || (!property.isLet && (property.type?.isOptional ?? false))
                if isPrivateProperty && initialized { continue }
                if isPrivateProperty { isPrivate = true }
                let valueText = property.type?.description ?? "_"
                let typeText = wrapperInfo.memberwise == .storage ? "\(wrapperInfo.name)<\(valueText)>" : valueText
                params.append(Signature.Param(
                    label: property.name, hasDefault: initialized, isVariadic: false,
                    acceptsClosure: wrapperInfo.memberwise == .wrappedValue && (property.type?.isFunction ?? true),
                    isInout: false, isAutoclosure: wrapperInfo.wrappedValueIsAutoclosure, spelled: .text(typeText)))
                continue
            }
            if property.isLet && property.initializer != nil { continue }
            // The storage of a program's property wrapper: the parameter is the wrapped
            // property's (`level: Int`), or the wrapper's when it cannot be made from a value.
            if let wrapped = property.wrappedStorage {
                let fromValue = wrapped.storageFromValue != nil
                let initialized = fromValue ? wrapped.initialValue != nil || wrapped.valueType?.isOptional == true : property.initializer != nil
                if isPrivateProperty && initialized { continue }
                if isPrivateProperty { isPrivate = true }
                let type = fromValue ? wrapped.valueType : property.type
                params.append(Signature.Param(
                    label: wrapped.propertyName, hasDefault: initialized, isVariadic: false,
                    acceptsClosure: type.map { $0.isFunction || $0.isOptional } ?? true,
                    isInout: false, isAutoclosure: false, spelled: .type(type), type: type))
                continue
            }
            // The storage of a user property wrapper (`@Recent(limit: 2) private var rolls`,
            // expanded to `private var _rolls = Recent(limit: 2)`): as a wrapped property, a
            // private one with an initial value leaves the memberwise initializer's access alone.
            if isPrivateProperty, property.initializer != nil, property.name.hasPrefix("_"),
               info.members.contains(where: { if case .property(let p) = $0 { p.name == String(property.name.dropFirst()) && p.isComputed } else { false } }) {
                continue
            }
            if isPrivateProperty { isPrivate = true }
            params.append(Signature.Param(
                label: property.name, hasDefault: hasInitialValue(property), isVariadic: false,
                acceptsClosure: property.type.map { $0.isFunction || $0.isOptional } ?? true,
                isInout: false, isAutoclosure: false, spelled: .type(property.type), type: property.type))
        }
        let name = "init(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return (Signature(params: params, displayName: name, declaredAt: info.decl.nameLocation), isPrivate)
    }

    private func isFileprivate(_ property: PropertyDecl) -> Bool {
        guard let tokens else { return false }
        return tokens.contains(["fileprivate"], from: property.location, to: property.nameLocation)
    }

    // MARK: Calls

    func call(_ e: Expr, callee written: Expr, arguments: [Argument], _ context: Context,
              contextual: TypeReference?) -> TypeReference? {
        let callee = Self.unspecialized(written)
        if reportCallOfConstructedValue(callee, context) { return nil }
        let errorsBefore = bodyErrorCount
        let result = checkedCall(e, callee: callee, arguments: arguments, context, contextual: contextual)
        if bodyErrorCount == errorsBefore { checkCallEffects(e, callee: callee, arguments: arguments, context) }
        if bodyErrorCount == errorsBefore { checkFrameworkRequirements(callee: callee, arguments: arguments, context) }
        if bodyErrorCount == errorsBefore { checkViewBuilderClosures(callee: callee, arguments: arguments, context) }
        return result
    }

    private func checkedCall(_ e: Expr, callee: Expr, arguments: [Argument], _ context: Context,
                             contextual: TypeReference?) -> TypeReference? {
        let errorsBefore = bodyErrorCount
        var candidates: [Signature]?
        var result: TypeReference?
        var calleeName: String?
        /// What `no exact matches in call to …` calls the callee: `initializer`, `global function 'f'`.
        var overloadKind: String?
        /// The type of a method call's receiver, when known (`items` of `items.map { … }`).
        var receiverType: TypeReference?
        var mutatingReceiver: (name: String, note: (String, SourceLocation)?, immutableWhat: String)?
        /// The framework's overloads of the callee (a modifier, a framework initializer or static function).
        var framework: [FrameworkMember] = []
        /// The framework type whose static function the callee is (`Duration` of `.seconds(2)`).
        var frameworkOwner: String?
        /// The location of the callee's name token (the paren search starts there).
        let nameLocation = callee.location

        switch callee.kind {
        case .identifier(let name):
            calleeName = name
            switch resolve(name, context) {
            case .userType(let info):
                candidates = initializerSignatures(info, context)
                overloadKind = "initializer"
                result = literalOrConstructedType(e)
                // `Podium { … }` of a custom Layout (or any type with `callAsFunction`): with only
                // trailing closures and no initializer taking them, swiftc calls `init()` and then
                // `callAsFunction` with them (SE-0253); its arguments are not the initializer's.
                if arguments.last?.isTrailingClosure == true,
                   !info.methods("callAsFunction").isEmpty || info.inherited.contains("Layout") {
                    candidates = nil
                }
            case .userFunction:
                candidates = functionSignatures(symbols.functions[name] ?? [])
                result = declaredResult(of: symbols.functions[name] ?? [])
                // A user `print` or `max` overloads the standard library's, which are not candidates here.
                if !environment.functionNames.contains(name) { overloadKind = "global function '\(name)'" }
            case .selfMember(let info, nil):
                let methods = info.methods(name)
                if reportInstanceMemberInPropertyInitializer(name, info, nil, at: callee.location, context) { break }
                noteStaticSelfMember(name, at: callee.location, context)
                if !methods.isEmpty, let brace = context.implicitSelfClosure, !info.isValueType {
                    reportImplicitSelf("call to method '\(name)'", at: callee.location, closure: brace)
                }
                if !methods.isEmpty {
                    candidates = functionSignatures(methods.filter { $0.isStatic == context.isStatic })
                    if candidates?.isEmpty == true { candidates = nil }
                    if ownsEveryOverload(info, name) { overloadKind = "\(context.isStatic ? "static" : "instance") method '\(name)'" }
                    if info.isValueType, !context.isStatic, methods.allSatisfy({ $0.modifiers.contains(.mutating) }),
                       case .immutable(let note) = context.selfMode {
                        mutatingReceiver = (name, note, "'self' is immutable")
                    }
                }
            case .other where Self.narrowIntegerTypes.contains(name) && symbols.types[name] == nil:
                // `UInt8(200)`, `Int8(truncatingIfNeeded: x)`: a narrow integer (`&+` on it wraps).
                if arguments.count == 1, let label = arguments[0].label ?? (Self.isIntegerLiteral(arguments[0].value) ? "" : nil),
                   ["", "truncatingIfNeeded", "clamping"].contains(label) {
                    result = .named(name)
                }
            case .other where isFoundationType(name, context):
                // `URL(fileURLWithPath:)`, `Date()`, `UUID(uuidString:)`: the type, optional when failable.
                result = foundationInitializerType(name, firstLabel: arguments.first?.label, context)
                framework = FrameworkTypes.overloads(of: "init", on: name, isView: false)
            case .other where FrameworkTypes.type(name) != nil && symbols.types[name] == nil:
                framework = FrameworkTypes.overloads(of: "init", on: name, isView: false)
            case .other where FrameworkTypes.functions.staticMembers[name] != nil:
                framework = FrameworkTypes.functions.staticMembers[name] ?? []
            case .other where (name == "min" || name == "max") && arguments.count == 1 && arguments[0].label == nil
                && !arguments[0].isTrailingClosure && lookupLocal(name) == nil:
                // `min(viewModel.timerAmount)`: the standard library's `min(_:_:)` and
                // `min(_:_:_:_:)` take two or more (swiftc 6.3: `missing argument for parameter
                // #2 in call`, at the `)`).
                let value = Signature.Param(label: nil, hasDefault: false, isVariadic: false, acceptsClosure: false, isInout: false,
                                  isAutoclosure: false, spelled: .type(nil))
                candidates = [Signature(params: [value, value], displayName: name, declaredAt: nil)]
            default:
                expr(callee, context)
            }
        case .member(let base, let name):
            calleeName = name
            if case .identifier(let baseName) = base.kind, case .userType(let info) = resolve(baseName, context) {
                if name == "init" {
                    candidates = initializerSignatures(info, context)
                    overloadKind = "initializer"
                    result = .named(info.name)
                } else {
                    let statics = info.methods(name).filter(\.isStatic)
                    if !statics.isEmpty { candidates = functionSignatures(statics) }
                    else if let enumCase = payloadCase(info, name) { candidates = [Signature(enumCase: enumCase)] }
                    result = staticMemberType(base, name, isCall: true, depth: 0)
                    if ownsEveryOverload(info, name) { overloadKind = "static method '\(name)'" }
                    else { expr(callee, context) }
                }
            } else if case .superValue = base.kind {
                break
            } else if reportProtocolMetatypeMember(base, name, at: callee.location, context) {
                break
            } else if reportFunctionMember(base, name, at: callee.location, context) {
                break
            } else if reportFoundationStatic(base, name, at: callee.location, context) {
                break
            } else if case .identifier(let baseName) = base.kind, case .other = resolve(baseName, context),
                      frameworkContext(.named(baseName), context) != nil {
                // `Animation.easeInOut(duration: 1)`: a static function of a framework type.
                checkFrameworkStatic(baseName, name, at: callee.location, context)
                framework = FrameworkTypes.overloads(of: name, on: baseName, isView: false).filter { $0.parameters != nil }
                frameworkOwner = baseName
                result = name == "init" ? .named(baseName) : framework.first?.result
            } else {
                let baseType = member(base: base, name: name, at: callee.location, context, walkOnly: true,
                                      contextual: isImplicitMemberChain(base) ? contextual : nil)
                receiverType = baseType
                if let members = frameworkMemberType(baseType, name: name, isCall: true, context) {
                    framework = members
                    result = members[0].result
                } else if baseType == nil, isViewExpression(base, context) {
                    // A modifier of a view (`Text("a").font(.title)`): its parameters give the context.
                    framework = FrameworkTypes.overloads(of: name, on: "View", isView: true)
                    if framework.isEmpty, !reportUnmodelledModifier(name, at: callee.location) {
                        checkMisspelledModifier(name, on: base, at: callee.location)
                    }
                } else if frameworkContext(baseType, context) != nil, isViewExpression(base, context) {
                    // A modifier of a framework view (`Text("a").dynamicTypeSize(.xSmall ... .large)`):
                    // the View table's parameters give the context, as for any other view.
                    framework = FrameworkTypes.overloads(of: name, on: "View", isView: true)
                    if framework.isEmpty, !reportUnmodelledModifier(name, at: callee.location) {
                        checkMisspelledModifier(name, on: base, at: callee.location)
                    }
                }
                if case .selfValue = base.kind { noteStaticSelfMember(name, at: callee.location, context) }
                else { noteStaticMember(name, receiverType: baseType, at: callee.location, context) }
                noteOptionalReceiver(name, receiverType: baseType, base: base)
                if let existential = closedExistential(baseType, in: context) {
                    // `service.fetchPhotos(limit: 2)` on `any PhotoService`: its requirements and extensions'.
                    let methods = existential.methods(name).filter { !$0.isStatic }
                    if !methods.isEmpty { candidates = functionSignatures(methods) }
                } else if let info = userTypeInfo(baseType, context), !isOpen(info) {
                    let methods = info.methods(name).filter { !$0.isStatic }
                    if !methods.isEmpty { candidates = functionSignatures(methods) }
                    if result == nil { result = declaredResult(of: methods) }  // `cart.total()`: its declared result
                    if ownsEveryOverload(info, name) { overloadKind = "instance method '\(name)'" }
                    if info.isValueType, !methods.isEmpty, methods.allSatisfy({ $0.modifiers.contains(.mutating) }) {
                        mutatingReceiver = receiverMutability(base, context).map { (name, $0.note, $0.what) }
                    }
                } else if baseType == nil || userTypeInfo(baseType, context) == nil {
                    checkBuiltinMutatingCall(base: base, name: name, at: callee.location, context)
                }
            }
        case .implicitMember(let name):
            calleeName = name
            recordImplicitMember(name, at: callee.location, contextual: contextual, context)
            if name == "some", contextual?.isOptional == true {
                // `Optional.some(x)`: Optional's own case, found before the wrapped type's members.
            } else if name == "init", let info = userTypeInfo(contextual, context) {
                candidates = initializerSignatures(info, context)
                overloadKind = "initializer"
            } else if let frameworkName = frameworkContext(contextual, context) {
                if let members = frameworkImplicitMember(name, framework: frameworkName, optional: contextual?.isOptional ?? false,
                                                         at: callee.location) {
                    framework = members.filter { $0.parameters != nil }
                    result = framework.first?.result
                    frameworkOwner = FrameworkTypes.implicitMemberOwner(name, contextual: frameworkName)?.owner
                }
            } else if reportAnyMember(name, at: callee.location, contextual: contextual) {
                break
            } else {
                checkImplicitMember(name, at: callee.location, contextual: contextual, context)
                if let info = userTypeInfo(contextual, context), !isOpen(info), let enumCase = payloadCase(info, name) {
                    candidates = [Signature(enumCase: enumCase)]
                }
            }
        default:
            expr(callee, context)
        }
        if result == nil, userTypeInfo(receiverType, context) == nil, let type = regexMatchType(callee, arguments) { result = type }

        var argumentTypes: [TypeReference?] = []
        var contexts = argumentContexts(arguments, candidates: candidates, framework: framework)
        // `Set<Face>([.happy])`, `Array<Mood>([.sad])`: the array literal's elements are of the type written.
        if case .call(let written, _) = e.kind, case .type(.named(let name, let generics)) = written.kind,
           name == "Set" || name == "Array", generics.count == 1, symbols.types[name] == nil, arguments.count == 1,
           arguments[0].label == nil, case .array = arguments[0].value.kind, contexts.first == .some(nil) {
            contexts[0] = .array(generics[0])
        }
        // `.environment(\.locale, .init(identifier: "de"))`: the value is of the key's type.
        if calleeName == "environment", arguments.count == 2, contexts.count == 2, contexts[1] == nil,
           case .keyPath(nil, let components) = arguments[0].value.kind, components.count == 1,
           let type = FrameworkTypes.environmentValueTypes[components[0]] {
            contexts[1] = type
        }
        let mappedResult = mappedElement(callee, contextual: contextual)
        // `path.append(.detail(id: 1))`, `todos.insert(Todo(…), at: 0)`: an element of an array of a user type.
        if case .member(_, let name) = callee.kind, name == "append" || name == "insert", let first = arguments.first,
           first.label == nil, case .array(let element)? = receiverType, case .named(let elementName, generics: []) = element,
           symbols.types[elementName] != nil, contexts.first.map({ $0 == nil }) == true {
            contexts[0] = element
        }
        for (argument, argumentContext) in zip(arguments, contexts) {
            // A closure SwiftUI runs synchronously, or one the call keeps (`CheckRun+SynchronousActions`, `+ImplicitSelf`).
            var closureContext = context
            closureContext.synchronousClosure = isSynchronousAction(callee, argument, of: arguments, context)
            closureContext.synchronousClosureIsOptional = closureContext.synchronousClosure && isOptionalAction(callee)
            closureContext.escapingClosure = isEscapingClosure(callee, argument)
            if calleeName == "updating", case .closure(let body) = argument.value.kind {
                // SwiftUI's `Gesture.updating(_:body:)`: the body's second parameter, the gesture state, is `inout`.
                closure(body, closureContext, inoutParameters: [1])
                argumentTypes.append(nil)
                continue
            }
            if calleeName == "reduce" || calleeName == "sequence", arguments.first?.label == "into" || arguments.first?.label == "state",
               case .closure(let body) = argument.value.kind {
                // (`sequence(state:next:)`: the state is the closure's `inout` parameter.)
                // `reduce(into:_:)`: the closure's first parameter, the partial result, is `inout`
                // (`{ total, item in total += item.price }`).
                closure(body, closureContext, inoutParameters: [0])
                argumentTypes.append(nil)
                continue
            }
            if calleeName == "transformEnvironment" || calleeName == "transformPreference", case .closure(let body) = argument.value.kind {
                // SwiftUI's `transformEnvironment(_:transform:)`, `transformPreference(_:_:)`: the value is `inout`.
                closure(body, closureContext, inoutParameters: [0])
                argumentTypes.append(nil)
                continue
            }
            if case .closure(let body) = argument.value.kind, takesAsyncClosure(callee), argument.isTrailingClosure || arguments.count == 1 {
                // `.task { … }`, `Task { … }`: the closure is async, so an async call in it wants `await`.
                closure(body, closureContext, isAsync: true)
                argumentTypes.append(nil)
                continue
            }
            if case .closure(let body) = argument.value.kind,
               let parameters = elementClosureParameters(callee: callee, calleeName: calleeName, receiver: receiverType,
                                                         data: argumentTypes.first ?? nil, arguments: arguments, context) {
                closure(body, closureContext, parameterTypes: parameters, memberResult: mappedResult)
                argumentTypes.append(nil)
                continue
            }
            if case .closure(let body) = argument.value.kind, let mappedResult, argumentContext == nil {
                closure(body, closureContext, memberResult: mappedResult)
                argumentTypes.append(nil)
                continue
            }
            var argumentContext2 = argumentChecking(calleeName, callee, arguments, context)
            argumentContext2.synchronousClosure = closureContext.synchronousClosure
            argumentContext2.synchronousClosureIsOptional = closureContext.synchronousClosureIsOptional
            argumentContext2.escapingClosure = closureContext.escapingClosure
            argumentTypes.append(expr(argument.value, argumentContext2,
                                      contextual: stringArgument(calleeName, arguments) ? .named("String") : argumentContext))
            if calleeName == "print", candidates == nil, case .identifier = callee.kind {
                notePrintedType(argumentTypes.last ?? nil, of: argument, context)
            }
        }
        if bodyErrorCount != errorsBefore { return result }
        if candidates?.count == 1 {
            for (argument, argumentContext) in zip(arguments, contexts) { checkLiteral(argument.value, against: argumentContext, .argument, context) }
            if bodyErrorCount != errorsBefore { return result }
        }

        if let receiver = mutatingReceiver {
            report("cannot use mutating member on immutable value: \(receiver.immutableWhat)", at: callee.location,
                   notes: receiver.note.map { [$0] } ?? [])
        }
        checkWrapperCall(calleeName: calleeName, callee: callee, arguments: arguments, context, contextual: contextual)
        checkAssignToPublisher(calleeName: calleeName, callee: callee, arguments: arguments, context)

        if candidates == nil, let frameworkOwner, let signature = completeSignature(of: framework, owner: frameworkOwner) {
            candidates = [signature]
        }
        guard let candidates, !candidates.isEmpty else { return result }
        // Without the source, the `(` is assumed to follow the callee's name directly.
        var fallbackParen = shifted(nameLocation, by: (calleeName ?? "").count)
        if case .implicitMember = callee.kind { fallbackParen = shifted(fallbackParen, by: 1) }
        var failures: [(signature: Signature, diagnostics: [Diagnostic], mismatch: Mismatch?)] = []
        /// The least the mismatches with no established diagnostic can weigh (0: it may match).
        var unknownBound: Int?
        for signature in candidates {
            switch match(signature, arguments, callee: nameLocation, fallbackParen: fallbackParen) {
            case .matched(let bindings):
                if signature.inaccessibleType == nil {
                    if unknownBound == nil { checkArguments(signature, arguments, argumentTypes, bindings, context) }
                    return result
                }
                failures.append((signature, inaccessible(signature, callee: callee), nil))
            case .failed(let diagnostics, let mismatch):
                failures.append(signature.inaccessibleType != nil ? (signature, inaccessible(signature, callee: callee), nil)
                                                                  : (signature, diagnostics, mismatch))
            case .unknown:
                unknownBound = min(unknownBound ?? .max, leastImpact(signature, arguments))
            }
        }
        let group = failures.count == 1 && unknownBound == nil ? failures[0].diagnostics
            : overloadKind.flatMap { leastMismatch(failures, unknownBound: unknownBound, calling: $0, at: nameLocation) } ?? []
        if !group.isEmpty {
            bodyGroups.append(group)
            bodyErrorCount += 1
        }
        return result
    }

    /// The parameters of a closure that takes the elements of an array of a user type:
    /// `ForEach(items) { item in … }`, `List(items) { item in … }` (the data, the first
    /// argument), `items.map { $0.title }`, `items.first(where:)`, `items.sorted { $0.a < $1.a }`.
    /// Nil when the elements' type is not a plain user type, or the call takes no such closure.
    /// Standard element types a `ForEach`/`List` row closure is known to take.
    static let evidentRowElementTypes: Set<String> = ["Int", "Double", "String", "Bool"]

    private func elementClosureParameters(callee: Expr, calleeName: String?, receiver: TypeReference?,
                                          data: TypeReference?, arguments: [Argument], _ context: Context) -> [TypeReference?]? {
        func element(_ type: TypeReference?) -> TypeReference? {
            guard case .array(let element)? = type, case .named(let name, generics: []) = element,
                  let info = symbols.types[name], info.kind != .protocol, info.decl.genericParameters.isEmpty else { return nil }
            return element
        }
        switch callee.kind {
        case .identifier("ForEach"), .identifier("List"):
            // `ForEach(hours, id: \.self) { hour in … }` over `[Int]`: each row gets an `Int`
            // (`ForEach<Data, ID, Content>`'s content takes `Data.Element`), as it gets a program's
            // type; a standard value type of its own is as evident.
            guard symbols.types[calleeName ?? ""] == nil else { return nil }
            if case .array(.named(let name, generics: []))? = data, symbols.types[name] == nil,
               Self.evidentRowElementTypes.contains(name) {
                return [.named(name)]
            }
            guard let item = element(data) else { return nil }
            return [item]
        case .member(_, "navigationDestination"):
            // `.navigationDestination(for: Route.self) { route in … }`: a `Route`.
            guard case .member(let type, "self")? = arguments.first(where: { $0.label == "for" })?.value.kind,
                  case .identifier(let name) = type.kind, let info = symbols.types[name], info.kind != .protocol,
                  info.decl.genericParameters.isEmpty else { return nil }
            return [.named(name)]
        case .member(_, let name):
            // `greeters.forEach { $0.wave() }` over `[any Greeter]`: each element is `any Greeter`;
            // `words.map { $0.flatMap(Int.init) }` over `[String?]`: each is a `String?`.
            guard let item = element(receiver) ?? protocolElement(of: receiver, context) ?? optionalElement(receiver) else { return nil }
            switch name {
            case "map", "compactMap", "flatMap", "filter", "forEach", "first", "last", "firstIndex", "lastIndex",
                 "contains", "allSatisfy", "removeAll", "drop", "prefix":
                return [item]
            case "sorted", "sort", "min", "max":
                return [item, item]
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The element of an array of optionals of a standard value type or a program's own
    /// (non-generic) type: `String?` of `[String?]`.
    private func optionalElement(_ type: TypeReference?) -> TypeReference? {
        guard case .array(.optional(let wrapped))? = type, case .named(let name, generics: []) = wrapped else { return nil }
        if let info = symbols.types[name] { return info.kind != .protocol && info.decl.genericParameters.isEmpty ? .optional(wrapped) : nil }
        return Self.evidentRowElementTypes.contains(name) ? .optional(wrapped) : nil
    }

    /// The case `name` of the enum `info` when it has associated values and is the only member
    /// of that name (no static function overloads it).
    private func payloadCase(_ info: TypeInfo, _ name: String) -> EnumCaseDecl? {
        guard info.kind == .enum, info.methods(name).isEmpty else { return nil }
        let cases = info.members.compactMap { if case .enumCase(let c) = $0, c.name == name { c } else { nil } }
        guard cases.count == 1, !cases[0].associatedValues.isEmpty else { return nil }
        return cases[0]
    }

    /// `.task { … }` and `.refreshable { … }` on a view, `Task { … }`, `Task.detached { … }`:
    /// calls whose closure is async.
    private func takesAsyncClosure(_ callee: Expr) -> Bool {
        switch callee.kind {
        case .identifier("Task"): return symbols.types["Task"] == nil
        case .member(let base, "detached"):
            if case .identifier("Task") = base.kind { return symbols.types["Task"] == nil }
            return false
        case .member(_, let name) where name == "task" || name == "refreshable":
            return symbols.foreignExtensionMembers.values.joined().allSatisfy {
                if case .function(let f) = $0 { f.name != name } else { true }
            } && symbols.types.values.allSatisfy { $0.methods(name).isEmpty }
        default: return false
        }
    }

    /// Whether the methods named `name` of `info` are all its own: a struct's or an enum's, none
    /// of whose protocols (the user's, through their extensions) has a method of that name. A
    /// class's may overload its superclass's, which are not among the candidates.
    private func ownsEveryOverload(_ info: TypeInfo, _ name: String) -> Bool {
        guard info.isValueType else { return false }
        return info.inherited.allSatisfy { protocolName in
            let members = (symbols.types[protocolName]?.members ?? []) + (symbols.foreignExtensionMembers[protocolName] ?? [])
            return !members.contains { if case .function(let f) = $0 { f.name == name } else { false } }
        }
    }

    /// The diagnostic swiftc gives a call that none of the user's overloads of a name matches
    /// (`candidates` all failed): the one whose mismatch weighs least (`Mismatch.impact`); of
    /// tied ones that all have other labels, `no exact matches in call to initializer` with a
    /// note at each (swiftc prints `initializer ` with a trailing space, an empty name); of tied
    /// ones that all miss arguments, the first declared. Nothing when it cannot tell, or when a
    /// candidate whose mismatch has no established diagnostic may weigh as little
    /// (`unknownBound`).
    private func leastMismatch(_ failures: [(signature: Signature, diagnostics: [Diagnostic], mismatch: Mismatch?)],
                               unknownBound: Int?, calling kind: String, at location: SourceLocation) -> [Diagnostic]? {
        let weighed = failures.compactMap { failure in failure.mismatch.map { (failure, $0) } }
        guard weighed.count == failures.count, let least = weighed.map(\.1.impact).min(),
              least < unknownBound ?? .max else { return nil }
        let tied = weighed.filter { $0.1.impact == least }
        if tied.count == 1 { return tied[0].0.diagnostics }
        if tied.allSatisfy({ $0.1.kind == .missingArguments }) { return tied[0].0.diagnostics }
        var group = [Diagnostic.error("no exact matches in call to \(kind)", at: location)]
        for (failure, mismatch) in tied {
            guard case .labels(let have, let expected) = mismatch.kind else { return nil }
            if let declared = failure.signature.declaredAt ?? failure.signature.plainDeclaration {
                group.append(Diagnostic(.note, "incorrect labels for candidate (have: '\(have)', expected: '\(expected)')", at: declared))
            }
        }
        return group
    }

    private func inaccessible(_ signature: Signature, callee: Expr) -> [Diagnostic] {
        var location = callee.location
        if case .member(let base, _) = callee.kind { location = base.location }
        var group = [Diagnostic.error("'\(signature.inaccessibleType!)' initializer is inaccessible due to 'private' protection level",
                                      at: location)]
        if let declared = signature.declaredAt {
            group.append(Diagnostic(.note, "'\(signature.displayName)' declared here", at: declared))
        }
        return group
    }

    /// `member(base:…)` that does not report a missing method (calls report through candidates).
    func member(base: Expr, name: String, at location: SourceLocation, _ context: Context, walkOnly: Bool,
                contextual: TypeReference? = nil) -> TypeReference? {
        let baseType = expr(base, context, contextual: contextual)
        if reportUnmodelledMember(name, at: location) { return nil }
        if reportVoidMember(base, baseType, name, at: location, context) { return nil }
        if reportOptionalMember(base, baseType, name, context) { return nil }
        if reportFoundationMember(base, baseType, name, at: location, context) { return nil }
        if let info = userTypeInfo(baseType, context), !isOpen(info), !memberNames(info).contains(name) {
            report("value of type '\(info.name)' has no member '\(name)'", at: location)
        } else if let existential = closedExistential(baseType, in: context), !memberNames(existential).contains(name) {
            report("value of type 'any \(existential.name)' has no member '\(name)'", at: location)
        }
        return baseType
    }

    // MARK: Per-argument checks

    private func checkArguments(_ signature: Signature, _ arguments: [Argument], _ types: [TypeReference?],
                                _ bindings: [Int: Int], _ context: Context) {
        for (argumentIndex, parameterIndex) in bindings.sorted(by: { $0.key < $1.key }) {
            let parameter = signature.params[parameterIndex]
            let argument = arguments[argumentIndex]
            if parameter.isInout {
                if case .inoutReference(let inner) = argument.value.kind {
                    checkInoutTarget(inner, at: argument.value.location, context)
                } else {
                    // NB: swiftc names the argument's type; when the checker cannot infer it,
                    // it uses the parameter's declared type (equal whenever the call type-checks).
                    let typeText = types[argumentIndex]?.description ?? parameter.typeText
                    report("passing value of type '\(typeText)' to an inout parameter requires explicit '&'",
                           at: argument.value.location)
                }
            }
            if parameter.isAutoclosure { checkAutoclosureForward(argument.value, context) }
        }
    }

    /// `add () to forward '@autoclosure' parameter`: an `@autoclosure` parameter (or a
    /// closure literal) passed as is to an `@autoclosure` parameter.
    func checkAutoclosureForward(_ value: Expr, _ context: Context) {
        switch value.kind {
        case .identifier(let name):
            if case .local(let local) = resolve(name, context), case .parameter(let parameter) = local.kind,
               parameter.isAutoclosure {
                report("add () to forward '@autoclosure' parameter", at: value.location)
            }
        case .closure:
            report("add () to forward '@autoclosure' parameter", at: value.location)
        default:
            break
        }
    }

    /// `&k` with `k` a `let`.
    private func checkInoutTarget(_ target: Expr, at ampersand: SourceLocation, _ context: Context) {
        guard case .identifier(let name) = target.kind, case .local(let local) = resolve(name, context),
              case .variable(isLet: true, let keyword, true) = local.kind else { return }
        report("cannot pass immutable value as inout argument: '\(name)' is a 'let' constant", at: ampersand,
               notes: keyword.map { [("change 'let' to 'var' to make it mutable", $0)] } ?? [])
    }

    /// `StateObject(wrappedValue: p)` and `.init(wrappedValue: p)` for a wrapper whose
    /// `init(wrappedValue:)` takes an autoclosure.
    private func checkWrapperCall(calleeName: String?, callee: Expr, arguments: [Argument], _ context: Context,
                                  contextual: TypeReference?) {
        guard let first = arguments.first, first.label == "wrappedValue", arguments.count == 1 else { return }
        var wrapperName: String?
        switch callee.kind {
        case .identifier(let name): wrapperName = name
        case .member(let base, "init"):
            if case .identifier(let name) = base.kind { wrapperName = name }
        case .implicitMember("init"):
            wrapperName = contextual?.nominalName
        default: break
        }
        guard let wrapperName, symbols.types[wrapperName] == nil,
              PropertyWrapperInfo.info(wrapperName)?.wrappedValueIsAutoclosure == true else { return }
        checkAutoclosureForward(first.value, context)
    }

    /// Combine's `assign(to: $query)` (inout `Published<T>.Publisher`) without `&`.
    private func checkAssignToPublisher(calleeName: String?, callee: Expr, arguments: [Argument], _ context: Context) {
        guard calleeName == "assign", case .member = callee.kind, arguments.count == 1, arguments[0].label == "to"
        else { return }
        let value = arguments[0].value
        var projected: String?
        switch value.kind {
        case .identifier(let name) where name.hasPrefix("$"): projected = String(name.dropFirst())
        case .member(let base, let name) where name.hasPrefix("$"):
            if case .selfValue = base.kind { projected = String(name.dropFirst()) }
        default: break
        }
        guard let projected, let typeName = context.typeName, let info = symbols.types[typeName],
              let property = info.property(projected), property.wrapper?.name == "Published",
              let type = valueType(of: property) else { return }
        report("passing value of type 'Published<\(type)>.Publisher' to an inout parameter requires explicit '&'",
               at: value.location)
    }

    /// `X` of `[1, 2].map { … }` where an `[X]` is expected (also `compactMap`): the closure
    /// returns `map`'s `T`, which swiftc infers from the call's context; nil otherwise.
    func mappedElement(_ callee: Expr, contextual: TypeReference?) -> TypeReference? {
        guard case .member(_, let name) = callee.kind, name == "map" || name == "compactMap",
              case .array(let element)? = contextual.map(unwrapped), element.nominalName != nil else { return nil }
        return element
    }

    /// `Box<Int>` in an expression (`Box<Int>(value: 3)`, `Box<Int>.make()`), lowered as the
    /// type it writes, is checked as the name `Box`.
    static func unspecialized(_ e: Expr) -> Expr {
        switch e.kind {
        case .type(.named(let name, let generics)) where !generics.isEmpty:
            return Expr(.identifier(name), at: e.location)
        case .member(let base, let name):
            let plain = unspecialized(base)
            return plain == base ? e : Expr(.member(base: plain, name: name), at: e.location)
        default:
            return e
        }
    }
}
