/// The object wrappers' generic requirements, checked where the compiler checks them: at the
/// property declaration.
/// - `@StateObject`, `@ObservedObject`, `@EnvironmentObject` are declared
///   `struct StateObject<ObjectType> where ObjectType : ObservableObject` (likewise the others):
///   a plain class or a struct is `generic struct 'StateObject' requires that 'Plain' conform to
///   'ObservableObject'`.
/// - `@Bindable`'s `init(wrappedValue:)` needs `Value: AnyObject & Observable`; the unconstrained
///   one is unavailable with the message `The wrapped value must be an object that conforms to
///   Observable`.
/// Only user types are judged: a protocol, a generic parameter or an SDK type is left alone.
extension CheckRun {
    func checkWrapperConformance(_ property: PropertyDecl) {
        guard let wrapper = property.wrapper, let kind = PropertyWrapperKind(rawValue: TypeInfo.bareName(wrapper.name)) else { return }
        if kind == .environment { return checkEnvironmentObjectType(wrapper) }
        guard let typeName = wrappedTypeName(property), let info = symbols.types[typeName] else { return }
        let at = shifted(wrapper.location, by: 1)
        switch kind {
        case .stateObject, .observedObject, .environmentObject:
            guard info.kind != .protocol, !conforms(info, to: "ObservableObject") else { return }
            reportDeclaration("generic struct '\(kind.rawValue)' requires that '\(typeName)' conform to 'ObservableObject'", at: at)
        case .bindable:
            guard info.kind != .protocol, !(info.kind == .class && conforms(info, to: "Observable")) else { return }
            reportDeclaration("'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable", at: at)
        default:
            return
        }
    }

    /// `@Environment(Model.self)`: Environment's `init(_ objectType:)` needs
    /// `T: AnyObject & Observable` (Apple: "This initializer only accepts objects conforming to
    /// the Observable protocol. For reading environment objects that conform to
    /// ObservableObject, use EnvironmentObject instead.").
    private func checkEnvironmentObjectType(_ wrapper: Attribute) {
        guard wrapper.arguments.count == 1, wrapper.arguments[0].label == nil,
              case .member(let base, "self") = wrapper.arguments[0].value.kind,
              case .identifier(let typeName) = base.kind, let info = symbols.types[typeName],
              info.kind != .protocol, !(info.kind == .class && conforms(info, to: "Observable")) else { return }
        reportDeclaration("initializer 'init(_:)' requires that '\(typeName)' conform to 'Observable'",
                          at: base.location)
    }

    /// The wrapped value's type: the annotation (`var m: Model`), else the type a call to a user
    /// type's initializer makes (`= Model()`); `nil` for an optional or anything else.
    private func wrappedTypeName(_ property: PropertyDecl) -> String? {
        if let type = property.type {
            guard !type.isOptional, case .named(let name, _) = type else { return nil }
            return name
        }
        if let initializer = property.initializer, case .call(let callee, _) = initializer.kind,
           case .identifier(let name) = callee.kind {
            return name
        }
        return nil
    }

    /// Whether a user type conforms to `proto`: declared on it or an extension, by its
    /// `@Observable` macro, through a user protocol it adopts, or through its superclass.
    func conforms(_ info: TypeInfo, to proto: String, depth: Int = 0) -> Bool {
        if depth > 32 { return true }
        if proto == "Observable", info.decl.hasAttribute("Observable") { return true }
        for name in info.inherited {
            if name == proto { return true }
            guard let inherited = symbols.types[name] else {
                // An SDK superclass or protocol (NSObject, Sendable…): not a conformance to `proto`,
                // unless it is an SDK type the playground does not model, which is left alone.
                if !AppleNames.types.contains(name), AppleNames.protocolMembers[name] == nil { return true }
                continue
            }
            if conforms(inherited, to: proto, depth: depth + 1) { return true }
        }
        return false
    }
}
