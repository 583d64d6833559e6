import OrderedCollections
import VivariumSyntax

/// Contextual types for implicit member expressions (`.red`, `.easeInOut(duration: 1)`,
/// `.black.opacity(0.3)`): where the playground's dynamic evaluation learns the type Swift
/// would infer — a framework parameter, the other operand of `==`, the value being replaced.
extension Interpreter {
    /// The leading `.name` of an implicit member expression or chain, looking through the
    /// branches of `?:` and `??`, `try` and `await`: `red` for `c ? .red : .blue` and for
    /// `.red.opacity(0.3)`.
    func leadingImplicitMember(_ expr: Expr) -> String? {
        switch expr.kind {
        case .implicitMember(let name): return name
        case .member(let base, _): return leadingImplicitMember(base)
        case .call(let callee, _): return leadingImplicitMember(callee)
        case .optionalEvaluation(let inner), .optionalChain(let inner), .forceUnwrap(let inner), .try(let inner, _),
             .await(let inner):
            return leadingImplicitMember(inner)
        case .ternary(_, let then, let otherwise): return leadingImplicitMember(then) ?? leadingImplicitMember(otherwise)
        case .binary("??", _, let rhs): return leadingImplicitMember(rhs)
        default: return nil
        }
    }

    /// Whether `expr` is a chain rooted at an implicit member (`.red.opacity(0.3)`): its root
    /// takes the contextual type of the whole chain (SE-0287).
    func isImplicitMemberChain(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember: return true
        case .member(let base, _): return isImplicitMemberChain(base)
        case .call(let callee, _): return isImplicitMemberChain(callee)
        case .optionalChain(let inner), .forceUnwrap(let inner): return isImplicitMemberChain(inner)
        default: return false
        }
    }

    /// The key type of the dictionary `baseExpr` reads: declared (`var byTag: [Tag: [String]]`),
    /// else that of a key it holds; nil for anything else.
    func dictionaryKeyType(of baseExpr: Expr, _ base: Value, in scope: Scope) throws -> TypeReference? {
        switch try knownType(of: baseExpr, in: scope) {
        case .dictionary(let key, _)?: return key
        case .optional(.dictionary(let key, _))?: return key
        default: break
        }
        if case .dictionary(let entries) = readWeak(base), let first = entries.keys.first { return contextualType(of: first.value) }
        return nil
    }

    /// A value's type as a contextual type: `Color` for a color, `Mood` for a case of `Mood`.
    func contextualType(of value: Value) -> TypeReference? {
        switch readWeak(value) {
        case .int: return .named("Int")
        case .double: return .named("Double")
        case .string: return .named("String")
        case .bool: return .named("Bool")
        case .enumValue(let e): return .named(e.typeName)
        case .structValue(let s): return .named(s.typeName)
        case .object(let id): return heap.object(id).map { .named($0.typeName) }
        case .builtin(let b):
            if FrameworkTypes.type(b.kind) != nil { return .named(b.kind) }
            // `Font.title`, `Animation.easeInOut`: a framework value named by type and member.
            if let dot = b.kind.lastIndex(of: "."), FrameworkTypes.type(String(b.kind[..<dot])) != nil {
                return FrameworkTypes.typeReference(String(b.kind[..<dot]))
            }
            return nil
        default: return nil
        }
    }

    /// The contextual type of the argument at `index` of a host initializer (`member == nil`)
    /// or method, from the framework tables.
    func frameworkArgumentType(_ inputs: [ArgumentInput], index: Int, typeName: String, member: String?) -> TypeReference? {
        if member == "environment", index == 1, let key = environmentKeyType(inputs) { return key }
        let name = member ?? "init"
        let ownMembers = FrameworkTypes.type(typeName)?.members[name]
        let overloads = FrameworkTypes.overloads(of: name, on: typeName, isView: member != nil && ownMembers == nil)
        guard !overloads.isEmpty else { return nil }
        var leading: String?
        if case .expression(let argument, _) = inputs[index] { leading = leadingImplicitMember(argument.value) }
        return FrameworkTypes.parameterType(overloads, labels: inputs.map(\.label), index: index, implicitMember: leading)
    }

    /// `Text(distance, format: .measurement(width: .wide))`: `Text(_:format:)` takes a style whose
    /// input is the subject's type, so the style is what the subject's own `formatted(_:)` takes
    /// (a program's or a bundled module's type, `Measurement`); nil for another value.
    func formatStyleContext(of subject: Value) -> TypeReference? {
        let typeName: String
        switch subject {
        case .structValue(let s): typeName = s.typeName
        case .enumValue(let e): typeName = e.typeName
        default: return nil
        }
        guard let info = types.type(typeName) else { return nil }
        let styles = (info.methods["formatted"] ?? []).filter { $0.parameters.count == 1 }.compactMap { $0.parameters[0].type }
        return styles.count == 1 ? styles[0] : nil
    }

    /// `.environment(\.theme, .sunset)`: the value's type is the key path's, the type of the
    /// user's `EnvironmentValues` property (an `@Entry var` or a computed property over a key).
    private func environmentKeyType(_ inputs: [ArgumentInput]) -> TypeReference? {
        guard case .expression(let argument, _)? = inputs.first,
              case .keyPath(nil, let components) = argument.value.kind, components.count == 1,
              let values = types.type("EnvironmentValues") else { return nil }
        guard let property = values.storedProperty(components[0]) ?? values.computedProperties[components[0]] else { return nil }
        // `@Entry var spacing = 8.0`: the type its default evidently has.
        return property.type ?? property.initializer.flatMap(evidentType)
    }

    /// `.name` or `.name(arguments)` where `contextual` is a framework type (or a protocol whose
    /// conforming types provide `.name`); nil when the tables do not know the member.
    func frameworkImplicitMember(_ name: String, arguments: [ArgumentInput]?, contextual: String, in scope: Scope,
                                 at location: SourceLocation) throws -> Value? {
        guard let (owner, members) = FrameworkTypes.implicitMemberOwner(name, contextual: contextual) else { return nil }
        if name == "init" {
            return try constructType(owner, arguments: arguments ?? [], scope: scope, at: location)
        }
        guard let arguments else {
            if let value = try staticMemberValue(typeName: owner, name: name, at: location, required: false) { return value }
            // The member names itself (`member`), as the framework values' tokens do (`.timer`).
            return .builtin(BuiltinValue(kind: "\(owner).\(name)", fields: ["member": .string(name)]))
        }
        if Builtins.typeNames.contains(owner),
           let value = try Builtins.callStatic(self, typeName: owner, name: name, inputs: arguments, at: location) {
            return value
        }
        if let host, host.hasType(owner) {
            let values = try hostArguments(arguments, typeName: owner, member: name)
            if let value = try host.callMethod(name, on: .type(owner), arguments: values, at: location) { return value }
        }
        // A framework value the host does not model further: its member and arguments, each
        // evaluated with its parameter's type (`.system(.caption, design: .monospaced)`).
        let labels = arguments.map(\.label)
        // Safe: the framework tables make an entry with its first member.
        let member = members.first { $0.accepts(labels: labels) } ?? members[0]
        var fields = OrderedDictionary<String, Value>()
        for (index, input) in arguments.enumerated() {
            let type = FrameworkTypes.parameterType([member], labels: labels, index: index, implicitMember: nil)
            fields[input.label ?? "_\(index)"] = try evaluateInput(input, expected: type)
        }
        return .builtin(BuiltinValue(kind: "\(owner).\(name)", fields: fields))
    }

    /// The type an assignment's value is expected to have when no declaration says it: the
    /// type of the value it replaces (`color = .blue` where `color` holds a `Color`).
    func assignmentContext(target: Expr, value: Expr, in scope: Scope) throws -> TypeReference? {
        if let declared = try declaredType(of: target, in: scope) { return declared }
        if case .identifier(let name) = target.kind, let box = scope.lookup(name), let declared = box.declaredType {
            return declared
        }
        // Only an implicit member needs more: reading the target's base may run getters.
        guard leadingImplicitMember(value) != nil else { return nil }
        if let declared = try knownType(of: target, in: scope) { return declared }
        return contextualType(of: try evaluate(target, in: scope))
    }
}

extension Interpreter {
    /// The type of an unannotated property's initializer when it is evident without running
    /// it: a literal, `Color.gray`, `Animation.easeIn(duration: 1)`, `Mood.happy`, `Model()`.
    func evidentType(_ expr: Expr) -> TypeReference? {
        switch expr.kind {
        case .integer: return .named("Int")
        case .float: return .named("Double")
        case .string, .interpolation: return .named("String")
        case .boolean: return .named("Bool")
        case .member(let base, let name):
            // `@State var lastTime = TimeInterval?.none`: Optional's own case names the optional
            // type (the base parses as `TimeInterval?`, an optional chain of the type's name).
            if name == "none" {
                if case .type(let type) = base.kind, type.isOptional { return type }
                if case .optionalChain(let inner) = base.kind, case .identifier(let typeName) = inner.kind,
                   typeName.first?.isUppercase == true {
                    return .optional(.named(typeName))
                }
            }
            guard case .identifier(let typeName) = base.kind, types.type(typeName) != nil || FrameworkTypes.type(typeName) != nil else {
                return frameworkMemberResult(of: base, name, isCall: false)
            }
            if let info = types.type(typeName), info.enumCase(name) != nil { return .named(info.name) }
            // `Permissions.read` of `static let read = Permissions(rawValue: 1)`: its declared or evident type.
            if let info = types.type(typeName), let property = info.staticProperties.first(where: { $0.name == name }) {
                return property.type ?? property.initializer.flatMap(evidentType)
            }
            return FrameworkTypes.type(typeName)?.staticMembers[name]?.first { $0.parameters == nil }?.result
        case .call(let callee, _):
            switch callee.kind {
            case .identifier(let typeName) where types.type(typeName) != nil || FrameworkTypes.type(typeName) != nil:
                return .named(types.resolve(typeName))
            case .type(let type):
                // `Stack<String>()`, `Set<Int>()`, `[String]()`: the type as written.
                return type
            case .member(let base, let name):
                guard case .identifier(let typeName) = base.kind, FrameworkTypes.type(typeName) != nil else {
                    return frameworkMemberResult(of: base, name, isCall: true)  // `Color.red.opacity(0.5)`
                }
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
        guard let baseType = evidentType(base)?.frameworkName else { return nil }
        return FrameworkTypes.type(baseType)?.members[name]?.first { ($0.parameters != nil) == isCall }?.result
    }
}

extension Interpreter {
    /// `rolls.append(.random(in: 1...6))`, `colors.contains(.red)`: an array method's element
    /// argument takes the array's element type (declared, or that of its elements).
    func elementContext(of receiver: Value, baseExpr: Expr?, method: String, inputs: [ArgumentInput],
                        in scope: Scope) throws -> TypeReference? {
        guard case .array(let elements) = receiver,
              ["append", "insert", "contains", "firstIndex", "lastIndex", "remove", "formUnion"].contains(method),
              inputs.contains(where: { if case .expression(let argument, _) = $0 { return leadingImplicitMember(argument.value) != nil }
                                       return false }) else { return nil }
        if let baseExpr {
            let declared = try knownType(of: baseExpr, in: scope)
            switch declared.map({ $0.isOptional ? unwrap($0) : $0 }) {
            case .array(let element)?: return element
            case .named("Set", let generics)? where generics.count == 1: return generics[0]  // a Set is an array here
            default: break
            }
        }
        return elements.first.flatMap(contextualType(of:))
    }

    /// Whether `reduce(_:_:)` on `baseExpr`, combining with `combine`, sums floating-point
    /// values: `+` of a collection of Doubles, or a closure `{ $0 + $1 }`, `{ $0 + $1.price }`,
    /// `{ total, item in total + item.price }` whose added term is declared Double (the
    /// collection's declared element type, or that type's stored property).
    func reduceSumsFloatingPoint(_ baseExpr: Expr, _ combine: ArgumentInput, in scope: Scope) throws -> Bool {
        guard let element = try declaredElementType(of: baseExpr, in: scope), case .expression(let argument, _) = combine else { return false }
        switch argument.value.kind {
        case .identifier("+"):
            return isFloatingPoint(element)
        case .closure(let closure) where closure.body.count == 1:
            let result: Expr
            switch closure.body[0].kind {
            case .expression(let expr), .return(let expr?): result = expr
            default: return false
            }
            let names = closure.parameters.isEmpty ? ["$0", "$1"] : closure.parameters.map(\.name)
            // `reduce(0) { $0 + $1 }`, or `reduce(into: 0) { $0 += $1 }`.
            let lhs: Expr, rhs: Expr
            switch result.kind {
            case .binary("+", let left, let right), .compoundAssign("+", let left, let right): (lhs, rhs) = (left, right)
            default: return false
            }
            guard names.count == 2 else { return false }
            let term: Expr
            if case .identifier(names[0]) = lhs.kind { term = rhs } else if case .identifier(names[0]) = rhs.kind { term = lhs } else { return false }
            switch term.kind {
            case .identifier(names[1]):
                return isFloatingPoint(element)
            case .member(let base, let property):
                guard case .identifier(names[1]) = base.kind, let owner = element.nominalName else { return false }
                return isFloatingPoint(types.memberChain(owner).lazy.compactMap { $0.storedProperty(property)?.type }.first)
            default:
                return false
            }
        default:
            return false
        }
    }

    /// The element type of a collection `expr` names by its declaration, or of its `map` to a
    /// stored property (`cart.map(\.price)`, `cart.map { $0.price }`).
    func declaredElementType(of expr: Expr, in scope: Scope) throws -> TypeReference? {
        if case .call(let callee, let arguments) = expr.kind, case .member(let base, "map") = callee.kind, arguments.count == 1,
           let element = try declaredElementType(of: base, in: scope), let owner = element.nominalName {
            let property: String
            switch arguments[0].value.kind {
            case .keyPath(_, let components) where components.count == 1:
                property = components[0]
            case .closure(let closure) where closure.body.count == 1 && closure.parameters.isEmpty:
                guard case .expression(let body) = closure.body[0].kind, case .member(let base, let name) = body.kind,
                      case .identifier("$0") = base.kind else { return nil }
                property = name
            default:
                return nil
            }
            return types.memberChain(owner).lazy.compactMap { $0.storedProperty(property)?.type }.first
        }
        if case .array(let element)? = try knownType(of: expr, in: scope).map(unwrap) { return element }
        return nil
    }

    /// The floating-point type of `expr` where it is evident without running anything: a
    /// floating literal, `Double(n)`, `CGFloat(x)`, a variable holding (or declared as) a
    /// floating-point value, a property so declared, and arithmetic on one of those
    /// (`total / Double(count)`). Nil otherwise, and for every other type.
    func evidentFloatingType(of expr: Expr, in scope: Scope) throws -> TypeReference? {
        switch expr.kind {
        case .float:
            return .named("Double")
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind, ["Double", "CGFloat", "Float"].contains(name) { return .named(name) }
            return nil
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
            return try evidentFloatingType(of: lhs, in: scope) ?? evidentFloatingType(of: rhs, in: scope)
        case .prefix("-", let operand):
            return try evidentFloatingType(of: operand, in: scope)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return try evidentFloatingType(of: elements[0].value, in: scope)
        case .identifier(let name):
            guard let box = scope.lookup(name) else { return nil }
            if isFloatingPoint(box.declaredType) { return box.declaredType }
            // A variable is read without effects: one holding a floating-point value is one.
            if box.isInitialized, case .double = box.value { return .named("Double") }
            return nil
        case .member:
            let declared = try knownType(of: expr, in: scope)
            return isFloatingPoint(declared) ? declared : nil
        default:
            return nil
        }
    }

    /// The floating-point type an optional `expr` wraps, where its declaration says so: a
    /// variable or property declared `Double?`, `xs.max()`, `xs.min()`, `xs.first`, `xs.last`,
    /// `xs.randomElement()` of a collection declared `[Double]`, `d[key]` of a `[K: Double]`.
    func wrappedFloatingType(of expr: Expr, in scope: Scope) throws -> TypeReference? {
        var wrapped: TypeReference?
        switch expr.kind {
        case .call(let callee, let arguments) where arguments.isEmpty:
            if case .member(let base, let name) = callee.kind, ["max", "min", "randomElement", "popLast"].contains(name) {
                wrapped = try declaredElementType(of: base, in: scope)
            }
        case .member(let base, let name) where name == "first" || name == "last":
            wrapped = try declaredElementType(of: base, in: scope)
        case .subscriptAccess(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            if case .dictionary(_, let value)? = try knownType(of: base, in: scope).map(unwrap) { wrapped = value }
        default:
            break
        }
        if wrapped == nil, case .identifier = expr.kind, case .optional(let declared)? = try knownType(of: expr, in: scope) {
            wrapped = declared
        }
        return isFloatingPoint(wrapped) ? wrapped : nil
    }

    private func unwrap(_ type: TypeReference) -> TypeReference {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }
}

extension Interpreter {
    /// The declared type of a variable or property named by `expr` (a local's annotation, a
    /// property's annotation or evident initializer type).
    func knownType(of expr: Expr, in scope: Scope) throws -> TypeReference? {
        if case .identifier(let name) = expr.kind, let box = scope.lookup(name) { return box.declaredType }
        if let declared = try declaredType(of: expr, in: scope) { return declared }
        // `model.selection`: the property's declaration in the type of `model`.
        guard case .member(let baseExpr, let name) = expr.kind, isPlainReference(baseExpr) else { return nil }
        let owner = Describe.typeName(of: readWeak(try evaluate(baseExpr, in: scope)), heap: heap)
        for info in types.classChain(owner) {
            guard let property = info.storedProperty(name) ?? info.computedProperties[name] else { continue }
            return property.type ?? property.initializer.flatMap(evidentType)
        }
        return nil
    }

    /// A name or a chain of property reads (`model`, `self.model.settings`): reading it runs no user code
    /// beyond getters.
    private func isPlainReference(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .selfValue: return true
        case .member(let base, _): return isPlainReference(base)
        default: return false
        }
    }
}

extension Interpreter {
    /// `.easeInOut(duration: 1).delay(0.2)`, `.body.bold()`: a method the tables list on a
    /// framework value the host does not model further; the result records the receiver and
    /// the arguments, each evaluated with its parameter's type.
    func frameworkMethod(_ name: String, on receiver: Value, inputs: [ArgumentInput], at location: SourceLocation) throws -> Value? {
        guard let typeName = contextualType(of: receiver)?.frameworkName,
              let members = FrameworkTypes.type(typeName)?.members[name], !members.isEmpty else { return nil }
        let labels = inputs.map(\.label)
        let member = members.first { $0.accepts(labels: labels) } ?? members[0]
        guard let resultName = member.result.frameworkName else { return nil }
        var fields: OrderedDictionary<String, Value> = ["base": receiver]
        for (index, input) in inputs.enumerated() {
            // `.repeat(.periodic(2, delay: 1))`: the overload whose parameter has that member.
            var leading: String?
            if case .expression(let argument, _) = input { leading = leadingImplicitMember(argument.value) }
            let type = FrameworkTypes.parameterType(members, labels: labels, index: index, implicitMember: leading)
            fields[input.label ?? "_\(index)"] = try evaluateInput(input, expected: type)
        }
        return .builtin(BuiltinValue(kind: "\(resultName).\(name)", fields: fields))
    }
}

extension Interpreter {
    /// A generic parameter's type inferred from a sibling argument (`pick(.red, or: Color.blue)`
    /// with `func pick<T>(_ a: T, or b: T)`, `Chip(value: .red, selected: color)` for
    /// `struct Chip<Value>`): the arguments that fix `T` are evaluated first (`values`, by input
    /// index), and each implicit member of type `T` gets their type (`contexts`).
    func inferGenericArguments(_ parameters: [Parameter], mapping: [[Int]],
                               inputs: [ArgumentInput]) throws -> (values: [Int: Value], contexts: [Int: TypeReference]) {
        func genericName(_ type: TypeReference) -> String? {
            var type = type
            if case .optional(let wrapped) = type { type = wrapped }
            guard case .named(let name, let generics) = type, generics.isEmpty, types.type(name) == nil,
                  FrameworkTypes.type(name) == nil, !Builtins.typeNames.contains(name), host?.hasType(name) != true else { return nil }
            return name
        }
        func isImplicit(_ index: Int) -> Bool {
            if case .expression(let argument, _) = inputs[index] { return leadingImplicitMember(argument.value) != nil }
            return false
        }
        var deferred: [(index: Int, name: String)] = []
        for (parameter, indices) in zip(parameters, mapping) where indices.count == 1 && !parameter.isVariadic && !parameter.isAutoclosure {
            // The argument first: most are not implicit members, and need no type looked up.
            if isImplicit(indices[0]), let name = genericName(parameter.type) { deferred.append((indices[0], name)) }
        }
        guard !deferred.isEmpty else { return ([:], [:]) }
        var values: [Int: Value] = [:]
        var bindings: [String: TypeReference] = [:]
        for (parameter, indices) in zip(parameters, mapping) where indices.count == 1 && !parameter.isVariadic && !parameter.isAutoclosure {
            guard let name = genericName(parameter.type), deferred.contains(where: { $0.name == name }),
                  !isImplicit(indices[0]), bindings[name] == nil else { continue }
            let value = try evaluateInput(inputs[indices[0]], expected: nil)
            values[indices[0]] = value
            bindings[name] = contextualType(of: value)
        }
        var contexts: [Int: TypeReference] = [:]
        for (index, name) in deferred { contexts[index] = bindings[name] }
        return (values, contexts)
    }
}

extension TypeReference {
    /// `some View`, `any P`: no contextual type for an implicit member.
    var isOpaqueOrExistential: Bool {
        switch self {
        case .opaque, .existential: return true
        default: return false
        }
    }

    /// `T` for an `@autoclosure () -> T` parameter's type.
    var autoclosureResult: TypeReference? {
        if case .function(let parameters, let result, _, _) = self, parameters.isEmpty { return result }
        return nil
    }
}

extension Interpreter {
    func unwrapOptional(_ type: TypeReference) -> TypeReference {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }
}

extension Interpreter {
    /// `String?` written as an expression (the base of `String?.none`).
    func isOptionalTypeExpression(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .type(let type):
            // `String?.none`, `Optional<Int>.none`.
            if case .named("Optional", let arguments) = type, arguments.count == 1 { return true }
            return type.isOptional
        case .optionalChain(let inner), .postfix("?", let inner):
            if case .identifier(let name) = inner.kind { return types.type(name) != nil || Builtins.typeNames.contains(name) }
            if case .type = inner.kind { return true }
            return false
        default: return false
        }
    }

    /// `Decimal`, which integer and float literals also become in its context.
    func isDecimal(_ type: TypeReference?) -> Bool {
        guard let name = type?.nominalName else { return false }
        return types.resolve(name) == "Decimal"
    }
}

extension Interpreter {
    /// `[(Permissions.read, "read"), (.write, "write")]`: an array literal of tuples where a
    /// position holds an implicit member takes that position's type from an element that
    /// writes it (Swift infers the element type `(Permissions, String)`). Nil for other literals.
    func tupleElementsWithContext(_ elements: [Expr], in scope: Scope) throws -> [Value]? {
        var rows: [[TupleElement]] = []
        for element in elements {
            guard case .tuple(let parts) = element.kind, parts.count == rows.first?.count ?? parts.count else { return nil }
            rows.append(parts)
        }
        guard let width = rows.first?.count,
              rows.contains(where: { $0.contains { isImplicitMemberChain($0.value) } }) else { return nil }
        let context: [TypeReference?] = (0..<width).map { position in
            rows.lazy.map { $0[position].value }.filter { !self.isImplicitMemberChain($0) }.compactMap { self.evidentType($0) }.first
        }
        return try rows.map { parts in
            .tuple(try parts.enumerated().map { try evaluate($1.value, in: scope, expected: context[$0]) }, labels: parts.map(\.label))
        }
    }
}
