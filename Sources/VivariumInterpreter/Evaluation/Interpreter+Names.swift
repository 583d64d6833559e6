import OrderedCollections
import VivariumSyntax

extension Interpreter {
    // MARK: Names

    /// The variable `name` refers to: a local, or a session variable unless a member of `self`
    /// of that name shadows it (inside a method, `timer` is `self.timer`, not a global `timer`).
    func lookupVariable(_ name: String, in scope: Scope) -> Box? {
        if let box = scope.lookupCapture(name) { return box }
        if let selfBox = scope.lookupCapture("self"), hasMember(name, of: readWeak(selfBox.value)) { return nil }
        return scope.lookup(name)
    }

    func resolveIdentifier(_ name: String, in scope: Scope, at location: SourceLocation) throws -> Value {
        if let box = lookupVariable(name, in: scope) {
            if box.lazyInitializer != nil { try initializeLazy(box, at: location) }
            if let binding = box.projection, let host {
                return try host.readWrapper(binding, owner: .value(typeName: binding.kind, property: name), at: location)
            }
            if box.isLet && !box.isInitialized {
                throw RuntimeError(.trap, "constant '\(name)' used before being initialized", at: location)
            }
            return readWeak(box.value)
        }
        if let selfBox = scope.lookup("self") {
            let receiver = readWeak(selfBox.value)
            if hasMember(name, of: receiver) {
                if case .structValue(let value) = receiver, let (initial, stored) = try lazyStructMember(name, of: value, at: location) {
                    // A `lazy var` read first in a `mutating` method: kept in `self`.
                    if !selfBox.isLet { selfBox.value = .structValue(stored) }
                    return initial
                }
                return try memberValue(of: receiver, name: name, at: location)
            }
        }
        if let staticType = staticContextType(in: scope),
           let value = try staticMemberValue(typeName: staticType, name: name, at: location, required: false) {
            return value
        }
        // `T` of the generic instance being run, before a type that happens to share its name.
        if let bound = try boundGenericParameter(name, in: scope, at: location) { return .type(bound) }
        if let computed = types.computedGlobals[name], let getter = computed.getter {
            return try computedGlobal(computed, getter, at: location)
        }
        if types.type(name) != nil { return .type(types.resolve(name)) }
        if let functions = types.functions[name], let first = functions.first {
            return .function(.function(BoundFunction(declaration: first, ownerType: nil, receiver: nil)))
        }
        if host?.hasType(name) == true { return .type(name) }
        if Builtins.globalFunctions.contains(name) { return .function(.builtin(name: name, receiver: nil)) }
        if Builtins.typeNames.contains(name) || FrameworkTypes.typeNames.contains(name) { return .type(name) }
        if let constant = Builtins.globalConstant(name) { return constant }
        // `reduce(0, +)`, `sorted(by: >)`: an operator as a function value.
        if Builtins.operatorFunctions.contains(name) { return .function(.builtin(name: "operator:\(name)", receiver: nil)) }
        // `count` inside `extension String`: a member of the builtin `self`.
        if let selfBox = scope.lookup("self"), extensionTypeName(of: readWeak(selfBox.value)) != nil {
            return try memberValue(of: readWeak(selfBox.value), name: name, at: location)
        }
        // `var id: Int { hashValue }`: the synthesized `hashValue` of a Hashable `self`.
        if name == "hashValue", let selfBox = scope.lookup("self") {
            switch readWeak(selfBox.value) {
            case .structValue, .enumValue: return try memberValue(of: readWeak(selfBox.value), name: name, at: location)
            default: break
            }
        }
        // `wrappedValue` inside `extension Binding`: a member of the framework value `self`.
        if let selfBox = scope.lookup("self"), case .builtin(let builtin) = readWeak(selfBox.value), types.extendedBuiltins.contains(builtin.kind) {
            return try memberValue(of: .builtin(builtin), name: name, at: location)
        }
        throw RuntimeError.unresolved("cannot find '\(name)' in scope", at: location)
    }

    /// `var greeting: String { "Hi \(name)" }` outside any type: its getter runs at each read, in
    /// the global scope, its declared type the result's context (as a static property's getter).
    private func computedGlobal(_ property: PropertyDecl, _ getter: [Statement], at location: SourceLocation) throws -> Value {
        try withFrame(name: property.name, location: location, scope: Scope(parent: globals)) {
            if let type = property.type, !type.isOpaqueOrExistential { currentFrame?.returnType = type }
            return try runBody(getter, in: Scope(parent: globals), builder: FrameworkLayer.hasBuilderAttribute(property.attributes),
                               at: property.location)
        }
    }

    /// The declared type of an assignment target, for implicit members on the right.
    func declaredType(of target: Expr, in scope: Scope) throws -> TypeReference? {
        var ownerType: String?
        var name: String
        switch target.kind {
        case .identifier(let n):
            name = n
            if scope.lookup(n) != nil { return nil }
            if let selfBox = scope.lookup("self") { ownerType = Describe.typeName(of: readWeak(selfBox.value), heap: heap) }
        case .member(let base, let n):
            name = n
            if case .selfValue = base.kind, let selfBox = scope.lookup("self") {
                ownerType = Describe.typeName(of: readWeak(selfBox.value), heap: heap)
            } else if let type = staticTypeName(of: base, in: scope) {
                // `UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: …]`,
                // `settings.theme = .dark`: the base's type, found without evaluating it twice.
                ownerType = type
            } else {
                return nil
            }
        default:
            return nil
        }
        guard let ownerType else { return nil }
        let storage = name.hasPrefix("_") ? String(name.dropFirst()) : name
        for info in types.classChain(ownerType) {
            if let property = info.storedProperty(storage) {
                if name.hasPrefix("_"), let wrapper = property.wrapper { return .named(wrapper.name) }
                return declaredType(of: property)
            }
            if !name.hasPrefix("_"), let computed = info.computedProperties[storage] { return computed.type }
        }
        return nil
    }

    /// A stored property's type: written, or evident from its initial value (`= 0.5` is a
    /// `Double`), as an assignment to it takes its right side.
    public func declaredType(of property: PropertyDecl) -> TypeReference? {
        property.type ?? property.initializer.flatMap(evidentType)
    }
}
