/// The type of an argument where it is evident without checking the argument again: what
/// SwiftUI's requirement checks (`CheckRun+FrameworkRequirements`) and the binding check judge.
extension CheckRun {
    /// The type of a literal, a name or a member path of names (`items`, `self.items`,
    /// `store.items`), already checked as the call's argument: asked again, it reports nothing
    /// new. A projection (`$show`, `$model.flag`) is not judged. Calls whose result shows in a
    /// declaration are typed without checking their arguments again: a user function or method
    /// with one declaration and a declared result (`favourites()`, `self.top(3)`,
    /// `store.liked()`), and the standard library's element-keeping methods of an array
    /// (`songs.filter { … }`, `sorted`, `shuffled`, `prefix`, `dropFirst`). (Not `reversed()`:
    /// swiftc names its element `'ReversedCollection<[Song]>.Element' (aka 'Song')` in a view
    /// builder and `'Song'` elsewhere, which the checker cannot tell apart here.)
    func evidentType(of e: Expr, _ context: Context) -> TypeReference? {
        switch e.kind {
        case .identifier(let name):
            // `$0` is a closure's first parameter (typed where the call passes it); `$name` a projection.
            let isAnonymousParameter = name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
            return name.hasPrefix("$") && !isAnonymousParameter ? nil : expr(e, context)
        case .selfValue: return expr(e, context)
        case .integer, .float, .boolean, .string: return literalOrConstructedType(e)
        case .member(let base, let name):
            return name.hasPrefix("$") || evidentType(of: base, context) == nil ? nil : expr(e, context)
        case .call(let callee, let arguments):
            switch callee.kind {
            case .identifier(let name):
                if let constructed = literalOrConstructedType(e) { return constructed }
                switch resolve(name, context) {
                case .userFunction: return declaredResult(of: symbols.functions[name] ?? [])
                case .selfMember(let info, nil): return declaredResult(of: info.methods(name).filter { $0.isStatic == context.isStatic })
                default: return nil
                }
            case .member(let base, let method):
                if case .selfValue = base.kind, !context.isStatic, let info = context.typeName.flatMap({ symbols.types[$0] }) {
                    return declaredResult(of: info.methods(method).filter { !$0.isStatic })
                }
                switch evidentType(of: base, context) {
                case .array(let element)?: return Self.elementKeepingResult(method, arguments: arguments, element: element)
                case .named(let typeName, generics: [])?:
                    guard let info = symbols.types[typeName] else { return nil }
                    return declaredResult(of: info.methods(method).filter { !$0.isStatic })
                default: return nil
                }
            default: return nil
            }
        default: return nil
        }
    }

    /// The declared result of the one non-generic function among `declarations`.
    func declaredResult(of declarations: [FunctionDecl]) -> TypeReference? {
        guard declarations.count == 1, let function = declarations.first, function.genericParameters.isEmpty,
              let result = function.returnType, !isOpaqueResult(result) else { return nil }
        return result
    }

    /// What an array's method that keeps its elements returns (Swift's standard library):
    /// an array or a slice of it.
    private static func elementKeepingResult(_ method: String, arguments: [Argument], element: TypeReference) -> TypeReference? {
        switch method {
        case "filter", "sorted", "shuffled": return .array(element)
        case "prefix", "suffix", "dropFirst", "dropLast":
            guard arguments.count <= 1, arguments.allSatisfy({ $0.label == nil }) else { return nil }
            return .named("ArraySlice", generics: [element])
        default: return nil
        }
    }

    /// The element type's name of an evident collection: `[Song]`, `ArraySlice<Song>`.
    static func elementName(of collection: TypeReference) -> String? {
        let element: TypeReference
        switch collection {
        case .array(let inner): element = inner
        case .named("ArraySlice", let generics) where generics.count == 1: element = generics[0]
        default: return nil
        }
        guard case .named(let name, generics: []) = element else { return nil }
        return name
    }
}
