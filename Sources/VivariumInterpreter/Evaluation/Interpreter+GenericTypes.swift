import OrderedCollections
import VivariumSyntax

/// A generic TYPE's own parameters at run time (The Swift Programming Language, "Generic
/// Types"): each instance of `struct Box<T>` (a class or a property wrapper too) knows what
/// `T` stands for — written (`Box<Int>(…)`), given by the context (`let b: Box<String> =
/// .init()`, `@FileStored var draft: Draft?` whose `wrappedValue` is `Value?`), or inferred
/// from the initializer's arguments (`Box(value: 3)`) and, failing those, from its stored
/// properties once built. Inside its initializers, methods, computed properties and closures
/// `T` then names that type: `T.self`, `T(…)`, `[T]()`, `JSONDecoder().decode(T.self, …)`,
/// `"\(T.self)"`. A parameter nothing settled is reported by name when used.
extension Interpreter {
    /// The generic arguments `written` gives `info`'s parameters: `Box<Int>` (a written or
    /// contextual type naming `info` with as many arguments) makes `T` `Int`. Arguments that
    /// are themselves generic parameters of the running code are substituted first.
    func writtenGenericArguments(of info: TypeInfo, from written: TypeReference?, in scope: Scope?) -> [String: String] {
        let parameters = info.declaration.genericParameters
        guard !parameters.isEmpty, let written else { return [:] }
        let unwrapped: TypeReference = if case .optional(let wrapped) = written { wrapped } else { written }
        guard case .named(let name, let arguments) = unwrapped, types.resolve(name) == info.name,
              arguments.count == parameters.count else { return [:] }
        var result: [String: String] = [:]
        for (parameter, argument) in zip(parameters, arguments) {
            let concrete = scope.map { substitutingGenericParameters(argument, in: $0) } ?? argument
            // `Box<T>` where nothing settled `T` of the running code: left open.
            if case .named(let open, generics: []) = concrete, types.genericParameterNames.contains(open), types.type(open) == nil { continue }
            result[parameter] = concrete.description
        }
        return result
    }

    /// The generic arguments of an instance: a struct's or an object's.
    func genericArguments(of value: Value) -> [String: String] {
        switch readWeak(value) {
        case .structValue(let value): return value.genericArguments
        case .object(let id): return heap.object(id)?.genericArguments ?? [:]
        default: return [:]
        }
    }

    /// What the generic parameter `name` of the instance being run (`self`) stands for; nil
    /// when `name` is no generic parameter of its type. Throws when it is one that nothing
    /// settled (Swift would have inferred it at compile time).
    func boundGenericParameter(_ name: String, in scope: Scope, at location: SourceLocation) throws -> String? {
        guard types.genericParameterNames.contains(name), let selfBox = scope.lookup("self") else { return nil }
        let receiver = readWeak(selfBox.value)
        let typeName: String
        switch receiver {
        case .structValue(let value):
            if let bound = value.genericArguments[name] { return bound }
            typeName = value.typeName
        case .object(let id):
            guard let object = heap.object(id) else { return nil }
            if let bound = object.genericArguments[name] { return bound }
            typeName = object.typeName
        case .type(let name): typeName = name
        default: return nil
        }
        guard let info = types.classChain(typeName).first(where: { $0.declaration.genericParameters.contains(name) }) else { return nil }
        // NB: unsettled, a parameter named like a type of the program (`ListViewModel<Item>`
        // beside `struct Item`) is taken for that type, as it most often stands for it.
        if types.type(name) != nil || host?.hasType(name) == true { return nil }
        throw RuntimeError.notSupported("what the generic parameter '\(name)' of '\(info.name)' stands for here "
                                        + "(write it: '\(info.name)<…>(…)', or give the value a declared type)", at: location)
    }

    /// `type` with each generic parameter it names replaced by what it stands for in `scope`:
    /// a generic function's (declared in the scope) or the running instance's.
    func substitutingGenericParameters(_ type: TypeReference, in scope: Scope) -> TypeReference {
        switch type {
        case .named(let name, let generics) where generics.isEmpty:
            if let box = scope.lookup(name), case .type(let bound) = box.value { return .named(bound) }
            if let bound = try? boundGenericParameter(name, in: scope, at: .builtin) { return .named(bound) }
            return type
        case .named(let name, let generics): return .named(name, generics: generics.map { substitutingGenericParameters($0, in: scope) })
        case .optional(let wrapped): return .optional(substitutingGenericParameters(wrapped, in: scope))
        case .array(let element): return .array(substitutingGenericParameters(element, in: scope))
        case .dictionary(let key, let value):
            return .dictionary(key: substitutingGenericParameters(key, in: scope), value: substitutingGenericParameters(value, in: scope))
        case .metatype(let base): return .metatype(substitutingGenericParameters(base, in: scope))
        case .inoutParameter(let base): return .inoutParameter(substitutingGenericParameters(base, in: scope))
        default: return type
        }
    }

    /// Settles the generic parameters of `info` the arguments bound in `scope` show: a parameter
    /// declared `T`, `[T]`, `T?` or `T.Type` takes the type of its argument (`Box(value: 3)` makes
    /// `T` `Int`). Written or contextual arguments already in `known` are kept.
    func inferGenericArguments(of info: TypeInfo, parameters: [Parameter], in scope: Scope,
                               known: [String: String]) -> [String: String] {
        var result = known
        for name in info.declaration.genericParameters where result[name] == nil {
            for parameter in parameters where parameter.type.mentions(name) {
                guard let box = scope.variables[parameter.name],
                      let found = inferredType(of: name, in: parameter.type, from: readWeak(box.value)) else { continue }
                result[name] = found
                break
            }
        }
        return result
    }

    /// Settles what is still open from the stored properties of a built instance
    /// (`struct Pair<A, B> { var first: A; var second: B }` made memberwise).
    func completeGenericArguments(of info: TypeInfo, fields: OrderedDictionary<String, Value>,
                                  known: [String: String]) -> [String: String] {
        var result = known
        for name in info.declaration.genericParameters where result[name] == nil {
            for property in info.storedProperties where property.wrapper == nil {
                guard let type = property.type, type.mentions(name), let value = fields[property.name],
                      let found = inferredType(of: name, in: type, from: readWeak(value)) else { continue }
                result[name] = found
                break
            }
        }
        return result
    }

    /// What `name` stands for when a value of declared type `pattern` is `value`.
    private func inferredType(of name: String, in pattern: TypeReference, from value: Value) -> String? {
        switch (pattern, value) {
        case (.named(name, generics: []), _): return runTimeTypeName(of: value)
        case (.metatype(.named(name, generics: [])), .type(let type)): return type
        case (.optional(let wrapped), _), (.implicitlyUnwrapped(let wrapped), _):
            return value.isNil ? nil : inferredType(of: name, in: wrapped, from: value)
        case (.array(let element), .array(let elements)):
            return elements.first.flatMap { inferredType(of: name, in: element, from: readWeak($0)) }
        case (.dictionary(let key, let element), .dictionary(let entries)):
            guard let first = entries.elements.first else { return nil }
            return inferredType(of: name, in: key, from: first.key.value) ?? inferredType(of: name, in: element, from: readWeak(first.value))
        case (.named(let base, let generics), _) where !generics.isEmpty:
            // `Box<T>` met by a `Box<Int>`: its own argument for the matching parameter.
            guard let info = types.type(base), info.name == Describe.typeName(of: value, heap: heap) else { return nil }
            let arguments = genericArguments(of: value)
            for (pattern, parameter) in zip(generics, info.declaration.genericParameters) where pattern == .named(name) {
                if let bound = arguments[parameter] { return bound }
            }
            return nil
        default: return nil
        }
    }

    /// The type of a value as a generic parameter takes it: `Int`, `[String]` for an array of
    /// strings (its first element's type), the type's name for a user value; nil for `nil` or
    /// an empty collection, which show no type.
    func runTimeTypeName(of value: Value) -> String? {
        switch value {
        case .nil, .void: return nil
        case .array(let elements):
            return elements.first.flatMap { runTimeTypeName(of: readWeak($0)) }.map { "[\($0)]" }
        case .dictionary(let entries):
            guard let first = entries.elements.first, let key = runTimeTypeName(of: first.key.value),
                  let element = runTimeTypeName(of: readWeak(first.value)) else { return nil }
            return "[\(key): \(element)]"
        default: return Describe.typeName(of: value, heap: heap)
        }
    }

    /// Declares `generics` in `scope` as the types they stand for (a default value's scope).
    func declareGenericArguments(_ generics: [String: String], in scope: Scope) {
        for (name, type) in generics { scope.declare(name, Box(.type(type), isLet: true)) }
    }

    /// A type as the run time spells it (`[String: Int]`, `[Post]`, `Int?`, `Envelope<[User]>`)
    /// read back as a reference.
    static func parsedTypeReference(_ written: String) -> TypeReference {
        let text = written.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            if let colon = topLevelIndex(of: ":", in: inner) {
                return .dictionary(key: parsedTypeReference(String(inner[..<colon])),
                                   value: parsedTypeReference(String(inner[inner.index(after: colon)...])))
            }
            return .array(parsedTypeReference(inner))
        }
        if text.hasSuffix("?") { return .optional(parsedTypeReference(String(text.dropLast()))) }
        if text.hasSuffix(">"), let open = text.firstIndex(of: "<") {
            var arguments: [TypeReference] = []
            var rest = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            while !rest.isEmpty {
                guard let comma = topLevelIndex(of: ",", in: rest) else {
                    arguments.append(parsedTypeReference(rest))
                    break
                }
                arguments.append(parsedTypeReference(String(rest[..<comma])))
                rest = String(rest[rest.index(after: comma)...])
            }
            return .named(String(text[..<open]), generics: arguments)
        }
        return .named(text)
    }

    /// The first `character` of `text` outside brackets, angle brackets and parentheses.
    private static func topLevelIndex(of character: Character, in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case character where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// `type` with the generic parameters `generics` names replaced by the types they stand for.
    static func substituting(_ generics: [String: String], in type: TypeReference) -> TypeReference {
        switch type {
        case .named(let name, let arguments) where arguments.isEmpty:
            return generics[name].map(parsedTypeReference) ?? type
        case .named(let name, let arguments): return .named(name, generics: arguments.map { substituting(generics, in: $0) })
        case .optional(let wrapped): return .optional(substituting(generics, in: wrapped))
        case .array(let element): return .array(substituting(generics, in: element))
        case .dictionary(let key, let value): return .dictionary(key: substituting(generics, in: key), value: substituting(generics, in: value))
        default: return type
        }
    }

    /// `Model.State` where `Model` is `WeatherModel` and a protocol it conforms to declares
    /// `var state: State` (`associatedtype State`): the type of `WeatherModel`'s `state`, declared
    /// or made by its initial value (`= Temperature(celsius: 18)`, `= 3`), as Swift infers an
    /// associated type from its witness; a type alias of that name in the type itself first.
    func associatedTypeWitness(_ name: String, of typeName: String) -> String? {
        guard let info = types.type(typeName), info.kind != .protocol else { return nil }
        for case .typealias(let alias) in info.declaration.members where alias.name == name { return alias.type.description }
        let chain = types.memberChain(typeName)
        for requirementOwner in chain where requirementOwner.kind == .protocol {
            for member in requirementOwner.declaration.members {
                switch member {
                case .property(let requirement) where requirement.type == .named(name):
                    let witness = chain.lazy.compactMap { $0.storedProperty(requirement.name) ?? $0.computedProperties[requirement.name] }.first
                    if let type = witness?.type { return type.description }
                    if let initializer = witness?.initializer, let type = literalTypeName(of: initializer) { return type }
                case .function(let requirement) where requirement.returnType == .named(name):
                    let witness = chain.lazy.compactMap { $0.methods[requirement.name]?.first }.first
                    if let type = witness?.returnType, type != .named(name) { return type.description }
                default:
                    continue
                }
            }
        }
        // `Person.ID` of an `Identifiable` type: the type of its `id` (the standard library's
        // `associatedtype ID: Hashable`), `ObjectIdentifier` for a class that keeps the default.
        if name == "ID", chain.contains(where: { $0.conforms(to: "Identifiable") }) {
            let witness = chain.lazy.compactMap { $0.storedProperty("id") ?? $0.computedProperties["id"] }.first
            if let type = witness?.type { return type.description }
            if let initializer = witness?.initializer, let type = literalTypeName(of: initializer) { return type }
            if witness == nil, info.kind == .class { return "ObjectIdentifier" }
        }
        return nil
    }

    /// The type an initial value plainly has: a literal's, or the type a call constructs.
    private func literalTypeName(of expr: Expr) -> String? {
        switch expr.kind {
        case .integer: return "Int"
        case .float: return "Double"
        case .string, .interpolation: return "String"
        case .boolean: return "Bool"
        case .array(let elements): return elements.first.flatMap(literalTypeName).map { "[\($0)]" }
        case .call(let callee, _):
            switch callee.kind {
            case .identifier(let name) where types.type(name) != nil || Builtins.typeNames.contains(name): return types.resolve(name)
            case .type(let type): return type.description
            default: return nil
            }
        default: return nil
        }
    }
}
