import VivariumSyntax

extension Interpreter {
    /// `T` inside `func load<T: Decodable>(_ text: String) -> T` (The Swift Programming
    /// Language, "Generics": a type parameter is replaced by an actual type each time the
    /// function is called): the type of the argument passed for a parameter of type `T` or
    /// `T.Type`, else the type the call's context expects of the result
    /// (`let parks: [Park] = load(json)` makes `T` `[Park]`). Declared in the call's scope, so
    /// `T.self` and `T(...)` in the body name that type; a parameter nothing settles is left
    /// unbound, and the body's use of it reports it as before.
    func bindGenericParameters(of decl: FunctionDecl, in scope: Scope, expected: TypeReference?) {
        for name in decl.genericParameters {
            var bound: String?
            for parameter in decl.parameters where bound == nil {
                guard let box = scope.lookup(parameter.name) else { continue }
                switch parameter.type {
                case .metatype(.named(name, generics: [])):
                    if case .type(let type) = box.value { bound = type }
                case .named(name, generics: []):
                    if !isUnsettled(box.value) { bound = Describe.typeName(of: readWeak(box.value), heap: heap) }
                default:
                    continue
                }
            }
            if bound == nil, let expected, let returnType = decl.returnType {
                bound = Self.genericBinding(of: name, in: returnType, matching: expected)?.description
            }
            // `func withTimeout<T>(_ d: Duration, _ operation: () async throws -> T) -> T`: what T
            // stands for shows only when the closure returns; until then `T.self`
            // (`withThrowingTaskGroup(of: T.self)`) is the type of any value.
            if bound == nil, decl.parameters.contains(where: { parameter in
                if case .function(_, let result, _, _) = parameter.type { return result.mentions(name) }
                return false
            }) {
                bound = "Any"
            }
            if let bound { scope.declare(name, Box(.type(bound), isLet: true)) }
        }
    }

    private func isUnsettled(_ value: Value) -> Bool {
        if case .void = value { return true }
        return false
    }

    /// What `name` stands for when `pattern` (a declared result type) is `actual`
    /// (see `TypeReference.binding(of:matching:)`).
    static func genericBinding(of name: String, in pattern: TypeReference, matching actual: TypeReference) -> TypeReference? {
        pattern.binding(of: name, matching: actual)
    }
}
