import VivariumSyntax

extension Interpreter {
    /// The user type of `expr` where it shows without running anything: a variable's value, a
    /// stored property of one, a static property, or a static method's declared result
    /// (`Proxy.appearance()`).
    func staticTypeName(of expr: Expr, in scope: Scope) -> String? {
        switch expr.kind {
        case .identifier(let name):
            guard let box = lookupVariable(name, in: scope) else { return nil }
            let type = Describe.typeName(of: readWeak(box.value), heap: heap)
            return types.type(type) != nil ? type : nil
        case .call(let callee, _):
            guard case .member(let base, let method) = callee.kind, case .identifier(let typeName) = base.kind,
                  lookupVariable(typeName, in: scope) == nil, let info = types.type(typeName),
                  let returnType = info.staticMethods[method]?.first?.returnType?.nominalName else { return nil }
            return types.type(returnType) != nil ? types.resolve(returnType) : nil
        case .member(let base, let name):
            if case .identifier(let typeName) = base.kind, lookupVariable(typeName, in: scope) == nil, let info = types.type(typeName),
               let property = info.staticProperties.first(where: { $0.name == name }) {
                return property.type?.nominalName.flatMap { types.type($0) != nil ? types.resolve($0) : nil }
            }
            guard let owner = staticTypeName(of: base, in: scope) else { return nil }
            for info in types.classChain(owner) {
                if let property = info.storedProperty(name) ?? info.computedProperties[name] {
                    return property.type?.nominalName.flatMap { types.type($0) != nil ? types.resolve($0) : nil }
                }
            }
            return nil
        default:
            return nil
        }
    }
}
