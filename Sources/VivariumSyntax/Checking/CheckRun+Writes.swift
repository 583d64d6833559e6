extension CheckRun {
    /// Methods of the standard library's value types that mutate their receiver.
    static let builtinMutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "popLast",
        "sort", "reverse", "shuffle", "toggle", "updateValue", "merge", "formUnion", "formIntersection",
        "subtract", "removeSubrange", "replaceSubrange", "swapAt",
    ]

    /// `target = value` and `target op= value`.
    func assignment(target: Expr, value: Expr, compoundAt statement: SourceLocation?, _ e: Expr, _ context: Context) {
        let errorsBefore = bodyErrorCount
        let targetType = assignmentTarget(target, context)
        let valueType = expr(value, context, contextual: targetType)
        checkStateObjectSeed(target: target, value: value, context)
        guard bodyErrorCount == errorsBefore else { return }
        if statement == nil {
            checkLiteral(value, against: targetType, .assignment, context)
            guard bodyErrorCount == errorsBefore else { return }
            reportScalarMismatch(value, valueType, to: targetType, declared: false)
            guard bodyErrorCount == errorsBefore else { return }
        } else if case .compoundAssign(let op, _, _) = e.kind, ["+", "-", "*", "/"].contains(op), !declaresOwnOperator(op + "=") {
            // `total += count` with a Double total: the operator takes two of one type.
            if op == "+" || targetType != .named("String") { reportScalarMismatch(value, valueType, to: targetType, compound: true) }
            guard bodyErrorCount == errorsBefore else { return }
        }
        if statement != nil, case .compoundAssign(let op, _, _) = e.kind { noteNarrowOperation(op, type: targetType, at: e.location) }
        // The compiler points a compound assignment's error at its operator.
        var operatorLocation: SourceLocation?
        if let statement {
            operatorLocation = tokens.flatMap { $0.compoundOperator(after: target.location, before: value.location) } ?? statement
        }
        checkWrite(target, operatorLocation: operatorLocation, context)
    }

    /// Walks an assignment target without reporting write errors; returns its static type.
    private func assignmentTarget(_ target: Expr, _ context: Context) -> TypeReference? {
        switch target.kind {
        case .discard: return nil
        default: return expr(target, context)
        }
    }

    private func writeMessage(_ what: String, compound: Bool, property: Bool) -> String {
        if compound { return "left side of mutating operator isn't mutable: \(what)" }
        return property ? "cannot assign to property: \(what)" : "cannot assign to value: \(what)"
    }

    private func checkWrite(_ target: Expr, operatorLocation: SourceLocation?, _ context: Context) {
        let compound = operatorLocation != nil
        switch target.kind {
        case .identifier(let name):
            let at = operatorLocation ?? target.location
            switch resolve(name, context) {
            case .local(let local):
                switch local.kind {
                case .variable(isLet: true, let keyword, true):
                    report(writeMessage("'\(name)' is a 'let' constant", compound: compound, property: false), at: at,
                           notes: keyword.map { [("change 'let' to 'var' to make it mutable", $0)] } ?? [])
                case .parameter(let parameter) where !parameter.isInout:
                    report(writeMessage("'\(name)' is a 'let' constant", compound: compound, property: false), at: at)
                case .immutableBinding:
                    report(writeMessage("'\(name)' is a 'let' constant", compound: compound, property: false), at: at)
                default:
                    break
                }
            case .global(let variable):
                if variable.isLet, variable.initializer != nil, !variable.isComputed {
                    let keyword = letKeyword(before: variable.nameLocation)
                    report(writeMessage("'\(name)' is a 'let' constant", compound: compound, property: false), at: at,
                           notes: keyword.map { [("change 'let' to 'var' to make it mutable", $0)] } ?? [])
                }
            case .selfMember(let info, let property?):
                checkSelfPropertyWrite(property, info, at: target.location, operatorLocation: operatorLocation, context)
            case .selfMember(let info, nil):
                if let storage = wrapperStorage(name, info) {
                    checkSelfPropertyWrite(storage, info, at: target.location, operatorLocation: operatorLocation, context)
                }
            default:
                break
            }
        case .member(let base, let name):
            if case .selfValue = base.kind {
                guard let typeName = context.typeName, let info = symbols.types[typeName], !context.isStatic,
                      let property = info.property(name) ?? wrapperStorage(name, info) else { return }
                checkSelfPropertyWrite(property, info, at: target.location, operatorLocation: operatorLocation, context)
                return
            }
            checkMemberWrite(base: base, name: name, at: target.location, operatorLocation: operatorLocation, context)
        default:
            break
        }
    }

    /// `_x` of a wrapped property `x`: the wrapper's storage, a plain stored `var` (its
    /// setter mutates `self`, unlike the wrapped value's).
    private func wrapperStorage(_ name: String, _ info: TypeInfo) -> PropertyDecl? {
        guard name.hasPrefix("_"), var property = info.property(String(name.dropFirst())), property.wrapper != nil
        else { return nil }
        property.name = name
        property.wrapper = nil
        property.isLet = false
        return property
    }

    private func letNote(_ property: PropertyDecl) -> [(String, SourceLocation?)] {
        [("change 'let' to 'var' to make it mutable", letKeyword(before: property.nameLocation) ?? property.location)]
    }

    /// `x = …` / `self.x = …` inside the type that declares `x`.
    private func checkSelfPropertyWrite(_ property: PropertyDecl, _ info: TypeInfo, at location: SourceLocation,
                                        operatorLocation: SourceLocation?, _ context: Context) {
        let compound = operatorLocation != nil
        let at = operatorLocation ?? location
        if property.isStatic || context.isStatic { return }
        if context.isInitializer && context.closureDepth == 0 { return }
        if property.isLet && !property.isComputed {
            if context.isInitializer { return }
            report(writeMessage("'\(property.name)' is a 'let' constant", compound: compound, property: true), at: at,
                   notes: letNote(property))
            return
        }
        guard info.isValueType, property.wrapper == nil, !property.isComputed,
              case .immutable(let note) = context.selfMode else { return }
        report(writeMessage("'self' is immutable", compound: compound, property: true), at: at,
               notes: note.map { [$0] } ?? [])
    }

    /// `s.x = …` where the type of `s` is a user type.
    private func checkMemberWrite(base: Expr, name: String, at location: SourceLocation,
                                  operatorLocation: SourceLocation?, _ context: Context) {
        let compound = operatorLocation != nil
        let at = operatorLocation ?? location
        guard case .identifier(let baseName) = base.kind else { return }
        var baseType: TypeReference?
        switch resolve(baseName, context) {
        case .local(let local): baseType = local.type
        case .global(let variable): baseType = valueType(of: variable)
        case .selfMember(_, let property?): baseType = valueType(of: property)
        default: return
        }
        guard let info = userTypeInfo(baseType, context), let property = info.property(name) ?? inheritedProperty(name, info),
              !property.isStatic else { return }
        if property.isLet && !property.isComputed {
            report(writeMessage("'\(name)' is a 'let' constant", compound: compound, property: true), at: at,
                   notes: letNote(property))
            return
        }
        if property.modifiers.contains(.privateSetter), context.typeName != info.name,
           isPrivateSetterInaccessible(property, declaredIn: info) {
            report(writeMessage("'\(name)' setter is inaccessible", compound: compound, property: true), at: at)
            return
        }
        if info.isValueType, property.wrapper == nil, let receiver = receiverMutability(base, context) {
            report(writeMessage(receiver.what, compound: compound, property: true), at: at,
                   notes: receiver.note.map { [$0] } ?? [])
        }
    }

    /// `private(set)` is enforced outside the declaring type; `fileprivate(set)` only from
    /// another file. Without the source the two cannot be told apart within one file, and
    /// nothing is reported.
    private func isPrivateSetterInaccessible(_ property: PropertyDecl, declaredIn info: TypeInfo) -> Bool {
        if info.file != program.file { return true }
        guard let tokens else { return false }
        return tokens.hasPrivateSetter(from: property.location, to: property.nameLocation)
    }

    /// Whether a value-type receiver is immutable: a `let` local with a value (note at its
    /// `let`), or `self` in a non-mutating context.
    func receiverMutability(_ base: Expr, _ context: Context) -> (what: String, note: (String, SourceLocation)?)? {
        switch base.kind {
        case .identifier(let name):
            if case .local(let local) = resolve(name, context), case .variable(isLet: true, let keyword, true) = local.kind {
                return ("'\(name)' is a 'let' constant", keyword.map { ("change 'let' to 'var' to make it mutable", $0) })
            }
            return nil
        case .selfValue:
            if case .immutable(let note) = context.selfMode { return ("'self' is immutable", note) }
            return nil
        default:
            return nil
        }
    }

    /// `items.append(1)` in a non-mutating struct method, where `items` is a plain stored
    /// property of an array, dictionary, set, string or Bool type.
    func checkBuiltinMutatingCall(base: Expr, name: String, at location: SourceLocation, _ context: Context) {
        guard Self.builtinMutatingMethods.contains(name), case .immutable(let note) = context.selfMode,
              let typeName = context.typeName, let info = symbols.types[typeName], info.isValueType, !context.isStatic
        else { return }
        var propertyName: String?
        switch base.kind {
        case .identifier(let n):
            if case .selfMember(_, _?) = resolve(n, context) { propertyName = n }
        case .member(let selfBase, let n):
            if case .selfValue = selfBase.kind { propertyName = n }
        default: break
        }
        guard let propertyName, let property = info.property(propertyName), property.wrapper == nil,
              !property.isComputed, !property.isStatic else { return }
        if property.isLet { return }  // a different message; not established
        let isBuiltinValue: Bool
        switch property.type {
        case .array?, .dictionary?: isBuiltinValue = true
        case .named(let n, _)?: isBuiltinValue = ["Array", "Dictionary", "Set", "String", "Bool"].contains(n)
        case nil:
            switch property.initializer?.kind {
            case .array?, .dictionary?, .string?, .boolean?: isBuiltinValue = true
            default: isBuiltinValue = false
            }
        default: isBuiltinValue = false
        }
        guard isBuiltinValue else { return }
        report("cannot use mutating member on immutable value: 'self' is immutable", at: location,
               notes: note.map { [$0] } ?? [])
    }

    /// `self._m = .init(wrappedValue: m)` / `_m = StateObject(wrappedValue: m)` with `m` an
    /// `@autoclosure` parameter (seed 000). `StateObject(...)` calls are handled by the call check.
    private func checkStateObjectSeed(target: Expr, value: Expr, _ context: Context) {
        guard case .call(let callee, let arguments) = value.kind, case .implicitMember("init") = callee.kind,
              arguments.count == 1, arguments[0].label == "wrappedValue" else { return }
        var storageName: String?
        switch target.kind {
        case .identifier(let name): storageName = name
        case .member(let base, let name): if case .selfValue = base.kind { storageName = name }
        default: break
        }
        guard let storageName, storageName.hasPrefix("_"), let typeName = context.typeName,
              let info = symbols.types[typeName], let property = info.property(String(storageName.dropFirst())),
              let wrapper = property.wrapper,
              PropertyWrapperInfo.info(wrapper.name)?.wrappedValueIsAutoclosure == true else { return }
        checkAutoclosureForward(arguments[0].value, context)
    }
}
