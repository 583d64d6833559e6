import VivariumSyntax

/// Which expressions have an Optional static type, so that printing one shows `Optional(3)`
/// as Swift does. Values are not boxed at run time (`nil` is `.nil`, a present value is
/// itself); the optionality is read from declarations instead: a variable, parameter or
/// property declared `T?` (or initialized from an optional expression), optional chaining,
/// `try?`, `as?`, dictionary subscripts, and the standard library's optional results.
extension Interpreter {
    /// How `print` and string interpolation show a value of the expression `expr`.
    func printed(_ value: Value, of expr: Expr, in scope: Scope, debug: Bool = false) -> String {
        let value = readWeak(value)
        if !printedTypes.isEmpty, let type = printedTypes[expr.location] { return printed(value, of: expr, as: type, in: scope) }
        // `(1, name)`, `[name]` with an optional `name`: the literal's type holds the optional.
        if case .tuple(let parts) = expr.kind, case .tuple(let values, let labels) = value, values.count == parts.count {
            let shown = values.indices.map { (labels[$0].map { "\($0): " } ?? "") + printed(values[$0], of: parts[$0].value, in: scope, debug: true) }
            return "(" + shown.joined(separator: ", ") + ")"
        }
        if case .array = expr.kind, let type = literalType(of: expr, in: scope) { return Describe.debug(value, as: type, self) }
        if case .dictionary = expr.kind, let type = literalType(of: expr, in: scope) { return Describe.debug(value, as: type, self) }
        if case .call = expr.kind, let type = literalType(of: expr, in: scope) { return Describe.debug(value, as: type, self) }
        if let type = writtenType(of: expr, in: scope) {
            return debug ? Describe.debug(value, as: type, self) : Describe.description(of: value, as: type, interpreter: self)
        }
        if !value.isNil, isOptional(expr, in: scope) { return "Optional(\(Describe.debug(value, self)))" }
        return debug ? Describe.debug(value, self) : describe(value)
    }

    /// Whether `expr`'s static type is Optional. Reads variables and stored properties only,
    /// never runs code.
    func isOptional(_ expr: Expr, in scope: Scope) -> Bool {
        switch expr.kind {
        case .nil, .optionalEvaluation:
            return true
        case .try(_, .optional), .cast(_, .conditional, _):
            return true
        case .cast(let inner, .as, let type) where ["Any", "AnyObject"].contains(type.nominalName ?? ""):
            // `x as Any` keeps an optional inside the existential: it still prints `Optional(…)`.
            return isOptional(inner, in: scope)
        case .try(let inner, _), .await(let inner):
            return isOptional(inner, in: scope)
        case .identifier(let name):
            // A local first; then a property of `self`, which a global of the same name does not
            // shadow (`description` reading `name` of a type, beside a top-level `let name: String?`).
            if let box = scope.lookupCapture(name) { return box.isOptional }
            if let selfBox = scope.lookup("self"), hasMember(name, of: readWeak(selfBox.value)) {
                return propertyIsOptional(name, of: readWeak(selfBox.value))
            }
            if let box = scope.lookup(name) { return box.isOptional }
            if let selfBox = scope.lookup("self") { return propertyIsOptional(name, of: readWeak(selfBox.value)) }
            return false
        case .member(let base, let name):
            // `words.first` of a computed `var words: [String]`: its declared type says Array.
            if name == "first" || name == "last", case .array? = try? declaredType(of: base, in: scope) { return true }
            // `email.split(separator: "@").first`: the first of a collection a standard method made.
            if name == "first" || name == "last", case .call(let callee, _) = base.kind, case .member(_, let method) = callee.kind,
               Self.collectionMethods.contains(method) { return true }
            // `split(separator: " ").first` inside `extension String`: the method called on `self`.
            if name == "first" || name == "last", case .call(let callee, _) = base.kind, case .identifier(let method) = callee.kind,
               Self.collectionMethods.contains(method), scope.lookup(method) == nil,
               let selfBox = scope.lookup("self"), extensionTypeName(of: readWeak(selfBox.value)) != nil { return true }
            guard let owner = peek(base, in: scope) else {
                // `Character("A").asciiValue`: only a `Character` has these (a `UInt8?`, an
                // `Int?`), unless the program declares a member of that name.
                if Self.optionalCharacterProperties.contains(name), !types.anyTypeDeclaresMember(named: name) { return true }
                // `store.nickname` of a `@StateObject var store = SettingsStore()` (its storage
                // is `_store`): the declared or initialized type of the base.
                if let declared = try? declaredType(of: base, in: scope), let typeName = declared.nominalName {
                    return propertyIsOptional(name, ofType: typeName)
                }
                // `calendar.dateComponents([.day], from: a, to: b).day`: a property of what a
                // method declared to return (its declaration says, without calling it again).
                if let typeName = declaredResultTypeName(of: base, in: scope) {
                    return propertyIsOptional(name, ofType: typeName)
                }
                return false
            }
            switch owner {
            case .array, .string: if name == "first" || name == "last" { return true }
            // `evens.lazy.filter { … }.first`: a lazy chain's first element, optional.
            case .builtin(let lazy) where name == "first" && (lazy.kind == Self.lazySequenceKind || lazy.kind == Self.unfoldSequenceKind):
                return true
            case .structValue(let value) where name == "first" && value.fields[name] == nil
                && types.type(value.typeName)?.computedProperties[name] == nil:
                // `shelf.first` of a program's own `Collection`: the standard library's, optional.
                if conformsToSequence(value.typeName) { return true }
            default: break
            }
            return propertyIsOptional(name, of: owner)
        case .subscriptAccess(let base, let arguments):
            // `dict[key]` is optional; `dict[key, default: v]` is not.
            if case .dictionary? = peek(base, in: scope) { return !arguments.contains { $0.label == "default" } }
            // `xs[safe: i]` of `extension Collection { subscript(safe index: Index) -> Element? }`.
            if arguments.first?.label != nil, let owner = peek(base, in: scope),
               let (_, subscripts) = builtinExtensionSubscript(of: owner, arguments: arguments, scope: scope) {
                return subscripts.first?.returnType?.isOptional ?? false
            }
            // `person[keyPath: \.manager?.name]`, `node[keyPath: path]` to an optional property.
            if arguments.count == 1, arguments[0].label == "keyPath", let owner = peek(base, in: scope) {
                let components: [String]? = switch arguments[0].value.kind {
                case .keyPath(_, let written): written
                default: if case .keyPath(let held)? = peek(arguments[0].value, in: scope) { held } else { nil }
                }
                return components.map { keyPathIsOptional($0, from: owner) } ?? false
            }
            // `cache[key]` of a program's type whose `subscript(key:) -> Value?` is optional.
            if let owner = peek(base, in: scope) {
                let typeName: String? = switch owner {
                case .object(let id): heap.object(id)?.typeName
                case .structValue(let value): value.typeName
                default: nil
                }
                if let typeName, let getters = types.memberChain(typeName).lazy.compactMap({ $0.methods[Self.subscriptGetter] }).first {
                    let fitting = getters.filter { $0.parameters.count == arguments.count }
                    return !fitting.isEmpty && fitting.allSatisfy { $0.returnType?.isOptional == true }
                }
            }
            return false
        case .call(let callee, let arguments):
            return callIsOptional(callee, arguments, in: scope)
        case .ternary(_, let then, let otherwise):
            return isOptional(then, in: scope) || isOptional(otherwise, in: scope)
        case .binary("??", _, let rhs):
            return isOptional(rhs, in: scope)
        default:
            return false
        }
    }

    /// Methods of every collection whose result is optional (nil for an empty one, or when
    /// nothing is found).
    static let optionalCollectionResults: Set<String> = [
        "first", "last", "firstIndex", "lastIndex", "randomElement", "popLast", "min", "max",
    ]

    /// String's searches whose result is optional.
    static let optionalStringResults: Set<String> = [
        "range", "rangeOfCharacter", "firstMatch", "wholeMatch", "prefixMatch", "firstRange", "data",
    ]

    /// A `Character`'s optional properties (nil for a character that has no such value).
    static let optionalCharacterProperties: Set<String> = ["asciiValue", "wholeNumberValue", "hexDigitValue"]

    /// Standard methods that return a collection (whose `first` and `last` are optional).
    static let collectionMethods: Set<String> = [
        "split", "components", "filter", "map", "compactMap", "flatMap", "sorted", "reversed", "shuffled", "prefix",
        "suffix", "dropFirst", "dropLast", "enumerated", "keys", "values",
    ]

    private func callIsOptional(_ callee: Expr, _ arguments: [Argument], in scope: Scope) -> Bool {
        switch callee.kind {
        // `Optional(value)`: the wrapped value, optional.
        case .identifier("Optional") where arguments.count == 1 && arguments[0].label == nil && scope.lookup("Optional") == nil:
            return true
        case .identifier(let name) where scope.lookup(name) == nil:
            // `Int("3")`, `Double("x")`: failable conversions from strings.
            if ["Int", "Double", "Bool", "Float", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32"].contains(name),
               arguments.count == 1, arguments[0].label == nil,
               case .string? = peek(arguments[0].value, in: scope) { return true }
            // `Int("ff", radix: 16)`: nil when the text is no number in that base.
            if ["Int", "Int64", "UInt", "UInt64"].contains(name), arguments.count == 2, arguments[0].label == nil,
               arguments[1].label == "radix" { return true }
            // `Range(nsRange, in: text)`: nil when the NSRange is not on the string's characters.
            if name == "Range", arguments.count == 2, arguments[1].label == "in" { return true }
            // `Int(exactly: 2.5)`, `Double(exactly: n)`: nil when the value does not convert exactly.
            if ["Int", "Double", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32"].contains(name),
               arguments.count == 1, arguments[0].label == "exactly" { return true }
            // `UUID(uuidString:)` is failable.
            if name == "UUID", arguments.count == 1, arguments[0].label == "uuidString" { return true }
            if let info = types.type(name) {
                // An enum's synthesized `init?(rawValue:)`.
                if !info.enumCases.isEmpty, arguments.count == 1, arguments[0].label == "rawValue" { return true }
                return info.initializers.contains { $0.isFailable } && info.initializers.allSatisfy { $0.isFailable }
            }
            return types.functions[name]?.first?.returnType?.isOptional ?? false
        case .member(let base, let name):
            if name == "map" || name == "flatMap", isOptional(base, in: scope) { return true }
            // `$0.map { $0 * 2 }` over `[Int?]`: the checker typed the receiver an optional.
            if name == "map" || name == "flatMap", !optionalReceivers.isEmpty, optionalReceivers.contains(base.location) { return true }
            // `await numbers().max()`, `await group.min()`: a sequence's (or an `AsyncSequence`'s)
            // `min()` and `max()` are optional, unless the program declares one that is not.
            if name == "min" || name == "max", arguments.allSatisfy({ $0.label == "by" || $0.isTrailingClosure }),
               !types.declaresNonOptionalMethod(named: name) { return true }
            // `seq.first(where:)`, `seq.first { … }`: the standard library's `Sequence` method.
            if name == "first", arguments.count == 1, arguments[0].label == "where" || arguments[0].isTrailingClosure { return true }
            // `Tools.middle(s)`: a static method of a program's type, by its declared result.
            if case .identifier(let typeName) = base.kind, scope.lookup(typeName) == nil, let info = types.type(typeName),
               let method = info.staticMethods[name]?.first {
                return method.returnType?.isOptional ?? false
            }
            // `xs.index(of: x)` (the older `firstIndex(of:)`), `s.index(i, offsetBy: n, limitedBy: end)`.
            if name == "index", arguments.map(\.label) == ["of"] || arguments.contains(where: { $0.label == "limitedBy" }) { return true }
            // `words.map(\.count).max()`: an optional result of a collection a standard method made.
            if Self.optionalCollectionResults.contains(name), case .call(let inner, _) = base.kind,
               case .member(_, let method) = inner.kind, Self.collectionMethods.contains(method) { return true }
            if let owner = peek(base, in: scope) {
                switch owner {
                case .array:
                    // `Set.remove(_:)` (unlabelled; `Array.remove(at:)` is not optional).
                    if name == "remove", arguments.count == 1, arguments[0].label == nil { return true }
                    // `Set.update(with:)`: the member it replaced, nil when there was none.
                    if name == "update", arguments.count == 1, arguments[0].label == "with" { return true }
                    if Self.optionalCollectionResults.contains(name) { return true }
                    return extensionMethodIsOptional(name, of: owner)
                case .dictionary:
                    return name == "removeValue" || name == "updateValue" || extensionMethodIsOptional(name, of: owner)
                case .string:
                    // `text.range(of: "x")`, `text.firstIndex(of: ",")`: Foundation's and the standard
                    // library's searches, nil when nothing is found (unless a user extension declares
                    // a method of that name).
                    let declared = extensionTypeNames(of: owner).contains { types.type($0)?.methods[name] != nil }
                    if !declared, Self.optionalCollectionResults.contains(name) || Self.optionalStringResults.contains(name) { return true }
                    return extensionMethodIsOptional(name, of: owner)
                case .int, .double, .bool:
                    return extensionMethodIsOptional(name, of: owner)
                case .builtin(let builtin) where Self.iteratorValueKinds.contains(builtin.kind):
                    // `iterator.next()`: nil at the end.
                    return name == "next"
                case .builtin(let builtin):
                    // `calendar.date(byAdding: .day, value: 1, to: today)`: a method an extension
                    // of the framework type declares optional (a bundled module's, or the user's).
                    guard types.extendedBuiltins.contains(builtin.kind),
                          let method = types.type(builtin.kind)?.methods[name]?.first else { return false }
                    return method.returnType?.isOptional ?? false
                case .object(let id):
                    guard let object = heap.object(id) else { return false }
                    for info in types.memberChain(object.typeName) {
                        if let method = info.methods[name]?.first { return method.returnType?.isOptional ?? false }
                    }
                case .structValue(let value):
                    // The type's own method, or a protocol extension's (`OptionSet.remove(_:)`'s `Self?`).
                    for info in types.memberChain(value.typeName) {
                        if let method = info.methods[name]?.first { return method.returnType?.isOptional ?? false }
                    }
                    // `buffer.firstIndex(of: "d")` of a program's own `Collection`: the standard
                    // library's method, optional as on an array.
                    return Self.optionalCollectionResults.contains(name) && conformsToSequence(value.typeName)
                default:
                    break
                }
            }
            return false
        default:
            return false
        }
    }

    /// The type a method call's declaration says it returns, when the receiver's value is at
    /// hand without running anything (a variable, a stored property): a method of the program's
    /// type, or of a framework type a bundled module or the program extends. Nil for an optional
    /// result (its property is then reached through `?.`).
    private func declaredResultTypeName(of call: Expr, in scope: Scope) -> String? {
        guard case .call(let callee, _) = call.kind, case .member(let receiver, let method) = callee.kind,
              let owner = peek(receiver, in: scope) else { return nil }
        let typeName: String
        switch owner {
        case .builtin(let builtin) where types.extendedBuiltins.contains(builtin.kind): typeName = builtin.kind
        case .object(let id):
            guard let object = heap.object(id) else { return nil }
            typeName = object.typeName
        case .structValue(let value): typeName = value.typeName
        default: return nil
        }
        for info in types.memberChain(typeName) {
            guard let declared = info.methods[method] else { continue }
            let results = Set(declared.compactMap { $0.returnType?.nominalName })
            guard results.count == 1, declared.allSatisfy({ $0.returnType?.isOptional == false }) else { return nil }
            return results.first
        }
        return nil
    }

    /// Whether the program's type `typeName` conforms to `Sequence` (directly or through one of
    /// the collection protocols).
    private func conformsToSequence(_ typeName: String) -> Bool {
        types.memberChain(typeName).contains { info in info.conformances.contains(where: Self.sequenceProtocols.contains) }
    }

    private static let sequenceProtocols: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// `values.second()` of `extension Array { func second() -> Element? }`: a user extension's
    /// method of the value's standard-library type, declared optional.
    private func extensionMethodIsOptional(_ name: String, of owner: Value) -> Bool {
        extensionTypeNames(of: owner).contains { types.type($0)?.methods[name]?.first?.returnType?.isOptional == true }
    }

    /// The value of a variable or a chain of stored properties, without running anything.
    func peek(_ expr: Expr, in scope: Scope) -> Value? {
        switch expr.kind {
        case .identifier(let name):
            if let box = scope.lookup(name) { return readWeak(box.value) }
            guard let selfBox = scope.lookup("self") else { return nil }
            return storedValue(name, of: readWeak(selfBox.value))
        case .selfValue:
            return scope.lookup("self").map { readWeak($0.value) }
        case .member(let base, let name):
            guard let owner = peek(base, in: scope) else { return nil }
            // `users.first!.age`: the element a collection's `first` or `last` reads.
            if case .array(let elements) = owner, name == "first" || name == "last" {
                return (name == "first" ? elements.first : elements.last).map(readWeak)
            }
            return storedValue(name, of: owner)
        case .forceUnwrap(let inner), .optionalChain(let inner):
            // `name?.first.map { … }`: the chain reads `first` of the wrapped value.
            return peek(inner, in: scope)
        case .subscriptAccess(let base, let arguments):
            // `model.users[0].age`, `items[i].note`: an element at an index a literal or a
            // variable gives (reading it runs nothing).
            guard arguments.count == 1, arguments[0].label == nil, case .array(let elements)? = peek(base, in: scope),
                  case .int(let index)? = peekIndex(arguments[0].value, in: scope), elements.indices.contains(index)
            else { return nil }
            return readWeak(elements[index])
        case .string(let text):
            return .string(text)
        case .integer(let number):
            // `8.half()`: only its kind matters (which extension's members apply).
            return .int(number)
        case .interpolation:
            return .string("")
        case .array:
            // `[10, 20].firstIndex(where: …)`: only its kind matters (which results are optional).
            return .array([])
        default:
            return nil
        }
    }

    /// An index written as an integer literal or read from a variable.
    private func peekIndex(_ expr: Expr, in scope: Scope) -> Value? {
        if case .integer(let number) = expr.kind { return .int(number) }
        if case .identifier = expr.kind { return peek(expr, in: scope) }
        return nil
    }

    private func storedValue(_ name: String, of value: Value) -> Value? {
        switch value {
        case .object(let id): return heap.object(id)?.fields[name].map(readWeak)
        case .structValue(let s): return s.fields[name].map(readWeak)
        default: return nil
        }
    }

    /// The type Swift infers for a tuple or array literal with optional parts (`(1, name)`
    /// with `name: String?` is `(Int, String?)`), as far as printing needs it.
    func literalType(of expr: Expr, in scope: Scope) -> TypeReference? {
        let unknown = TypeReference.named("_")
        switch expr.kind {
        case .tuple(let parts) where parts.contains(where: { isOptional($0.value, in: scope) }):
            return .tuple(parts.map { isOptional($0.value, in: scope) ? .optional(unknown) : unknown }, labels: parts.map(\.label))
        case .array(let elements) where elements.contains(where: { isOptional($0, in: scope) }):
            return .array(.optional(unknown))
        case .dictionary(let entries) where entries.contains(where: { isOptional($0.value, in: scope) }):
            // `["age": user.age]` of an optional `age`: a `[String: Int?]`.
            return .dictionary(key: unknown, value: .optional(unknown))
        case .call(let callee, let arguments):
            return mappedToOptionals(callee, arguments, in: scope) ? .array(.optional(unknown)) : nil
        default:
            return nil
        }
    }

    /// `users.map { $0.age }`, `users.map(\.email)` with an optional `age`, `email`: an array of
    /// optionals (`[Int?]`). Looked at on the array's first element (nothing runs): the key
    /// path's property, or the closure's single expression with its parameter bound to it.
    private func mappedToOptionals(_ callee: Expr, _ arguments: [Argument], in scope: Scope) -> Bool {
        guard case .member(let base, "map") = callee.kind, arguments.count == 1, arguments[0].label == nil,
              case .array(let elements)? = peek(base, in: scope), let first = elements.first.map(readWeak) else { return false }
        switch arguments[0].value.kind {
        case .keyPath(_, let components):
            return keyPathIsOptional(components, from: first)
        case .closure(let closure) where closure.body.count == 1 && closure.parameters.count <= 1 && closure.anonymousParameterCount <= 1:
            let result: Expr
            switch closure.body[0].kind {
            case .expression(let expr), .return(let expr?): result = expr
            default: return false
            }
            let inner = Scope(parent: scope)
            inner.declare(closure.parameters.first?.name ?? "$0", Box(first, isLet: true))
            return isOptional(result, in: inner)
        default:
            return false
        }
    }

    /// Whether a key path's value is optional, read from `root` without running code: it
    /// chains through an optional (`\.manager?.name`) or ends at an optional stored property.
    func keyPathIsOptional(_ components: [String], from root: Value) -> Bool {
        if components.contains("?") { return true }
        guard let last = components.last, last != "!", last != "self" else { return false }
        var current = root
        for component in components.dropLast() where component != "self" {
            guard component != "!", let next = storedValue(component, of: current) else { return false }
            current = next
        }
        return propertyIsOptional(last, of: current)
    }

    /// The type written in the declaration of a variable or stored property `expr` names.
    func writtenType(of expr: Expr, in scope: Scope) -> TypeReference? {
        switch expr.kind {
        case .identifier(let name):
            // As `isOptional`: a local, then a property of `self`, then a global.
            if let box = scope.lookupCapture(name) { return box.declaredType }
            if let selfBox = scope.lookup("self"), hasMember(name, of: readWeak(selfBox.value)) {
                return propertyType(name, of: readWeak(selfBox.value))
            }
            if let box = scope.lookup(name) { return box.declaredType }
            guard let selfBox = scope.lookup("self") else { return nil }
            return propertyType(name, of: readWeak(selfBox.value))
        case .member(let base, let name):
            return peek(base, in: scope).flatMap { propertyType(name, of: $0) }
        default:
            return nil
        }
    }

    private func propertyType(_ name: String, of owner: Value) -> TypeReference? {
        let typeName: String
        switch owner {
        case .object(let id):
            guard let object = heap.object(id) else { return nil }
            typeName = object.typeName
        case .structValue(let s): typeName = s.typeName
        default: return nil
        }
        for info in types.memberChain(typeName) {
            if let property = info.storedProperty(name) { return property.type }
        }
        return nil
    }

    private func propertyIsOptional(_ name: String, of owner: Value) -> Bool {
        let typeName: String
        switch owner {
        case .object(let id):
            guard let object = heap.object(id) else { return false }
            typeName = object.typeName
        case .structValue(let s): typeName = s.typeName
        case .enumValue(let e): typeName = e.typeName
        case .string where Self.optionalCharacterProperties.contains(name):
            // `c.asciiValue`, `c.wholeNumberValue` of a `Character`: `UInt8?`, `Int?`.
            return true
        default:
            // `[7].only` of `extension Array { var only: Element? { … } }`: the extension's
            // declared type.
            return extensionTypeNames(of: owner).contains { types.type($0)?.computedProperties[name]?.type?.isOptional == true }
        }
        return propertyIsOptional(name, ofType: typeName)
    }

    private func propertyIsOptional(_ name: String, ofType typeName: String) -> Bool {
        for info in types.memberChain(typeName) {
            if let property = info.storedProperty(name) {
                return property.type?.isOptional ?? property.modifiers.contains(.weak)
            }
            if let property = info.computedProperties[name] { return property.type?.isOptional ?? false }
        }
        // `store.nickname` of a `@dynamicMemberLookup` store whose
        // `subscript<T>(dynamicMember keyPath: KeyPath<Settings, T>) -> T` reads `Settings.nickname`.
        for info in types.memberChain(typeName) where info.declaration.hasAttribute("dynamicMemberLookup") {
            for subscriptDecl in info.methods[Self.subscriptGetter] ?? [] {
                guard let parameter = subscriptDecl.parameters.first, parameter.label == "dynamicMember",
                      case .named(_, let generics) = parameter.type, generics.count == 2,
                      let root = generics[0].nominalName, let rootInfo = types.type(root) else { continue }
                if let result = subscriptDecl.returnType, result != generics[1] { return result.isOptional }
                for rootType in types.memberChain(rootInfo.name) {
                    if let property = rootType.storedProperty(name) { return property.type?.isOptional ?? false }
                    if let property = rootType.computedProperties[name] { return property.type?.isOptional ?? false }
                }
            }
        }
        return false
    }
}

extension Interpreter {
    /// A user type's own `description` (`CustomStringConvertible`), as `print`,
    /// interpolation and `String(describing:)` use it; with `debug`, its `debugDescription`
    /// (`CustomDebugStringConvertible`) first, as `debugPrint`, `String(reflecting:)` and a
    /// collection's elements use it. nil for other values.
    func customDescription(of value: Value, debug: Bool = false) -> String? {
        let typeName: String
        switch value {
        case .structValue(let s): typeName = s.typeName
        case .enumValue(let e): typeName = e.typeName
        case .object(let id), .weakObject(let id):
            guard let object = heap.object(id) else { return nil }
            typeName = object.typeName
        default: return nil
        }
        let chain = types.memberChain(typeName)
        if debug, chain.contains(where: { $0.conforms(to: "CustomDebugStringConvertible") }),
           let property = chain.lazy.compactMap({ $0.computedProperties["debugDescription"] }).first, let getter = property.getter,
           case .string(let text)? = try? runGetter(getter, of: property, self: readWeak(value), typeName: typeName,
                                                    builder: false, name: "\(typeName).debugDescription") {
            return text
        }
        guard chain.contains(where: { $0.conforms(to: "CustomStringConvertible") }),
              let property = chain.lazy.compactMap({ $0.computedProperties["description"] }).first,
              let getter = property.getter,
              case .string(let text)? = try? runGetter(getter, of: property, self: readWeak(value), typeName: typeName,
                                                       builder: false, name: "\(typeName).description") else {
            // `print(x)` of a type that is only CustomDebugStringConvertible: `String(describing:)`
            // falls back to its `debugDescription`.
            return debug ? nil : customDescription(of: value, debug: true)
        }
        return text
    }
}

extension Interpreter {
    /// The element type of `for (name, score) in pairs` over `let pairs: [(String, Int?)]`
    /// when an optional is part of it: the names the loop binds take their part of it, so
    /// `score` prints `Optional(1)`. Nil (nothing to do per iteration) otherwise.
    func optionalLoopElementType(of sequence: Expr, in scope: Scope) -> TypeReference? {
        guard case .array(let element)? = writtenType(of: sequence, in: scope), Self.containsOptional(element) else { return nil }
        return element
    }

    /// Gives the names `pattern` bound in `scope` their part of `type`.
    func declareTypes(of pattern: Pattern, as type: TypeReference, in scope: Scope) {
        switch (pattern, type) {
        case (.binding(let name), _):
            guard let box = scope.lookup(name) else { return }
            box.declaredType = type
            box.isOptional = type.isOptional
        case (.tuple(let patterns), .tuple(let types, _)) where patterns.count == types.count:
            for (inner, part) in zip(patterns, types) { declareTypes(of: inner, as: part, in: scope) }
        default:
            break
        }
    }

    private static func containsOptional(_ type: TypeReference) -> Bool {
        if type.isOptional { return true }
        if case .tuple(let parts, _) = type { return parts.contains(where: containsOptional) }
        return false
    }
}
