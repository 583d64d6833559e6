/// What SwiftUI's object model allows on classes only, and property wrappers on `var`s only —
/// slips that tutorials and first drafts make, which swiftc rejects where they are declared
/// (wording and columns: swiftc 6.3.1, with Observation's macro and stand-ins of Combine's
/// declarations):
/// - `ObservableObject` is declared `protocol ObservableObject : AnyObject`: a struct or enum
///   adopting it is `non-class type 'S' cannot conform to class protocol 'ObservableObject'`.
/// - `@Observable` on a struct or actor: the macro's `'@Observable' cannot be applied to struct
///   type 'S'` (swiftc renders it with the suffix `(from macro 'Observable')`, and a second error
///   from the macro's expansion, which Xcode does not show; the first is reported).
/// - Combine's `Published.wrappedValue` is unavailable ("@Published is only available on
///   properties of classes"): a `@Published` property of a struct or enum reads it.
/// - A property wrapper on a `let`: `property wrapper can only be applied to a 'var'`.
extension CheckRun {
    func checkClassOnlyDeclarations(_ type: TypeDecl) {
        guard type.kind != .class, type.kind != .protocol else { return }
        if type.kind != .actor, isSDKName("ObservableObject"),
           type.inheritedTypes.contains(where: { TypeInfo.bareName($0.name) == "ObservableObject" }) {
            reportDeclaration("non-class type '\(type.name)' cannot conform to class protocol 'ObservableObject'",
                              at: type.nameLocation)
        }
        if type.kind == .struct || type.kind == .actor, isSDKName("Observable"),
           let macro = type.attributes.first(where: { $0.name == "Observable" }) {
            reportDeclaration("'@Observable' cannot be applied to \(type.kind.rawValue) type '\(type.name)'", at: macro.location)
        }
        guard type.kind != .actor, isSDKName("Published") else { return }
        for case .property(let property) in type.members {
            guard let wrapper = property.wrapper, TypeInfo.bareName(wrapper.name) == "Published" else { continue }
            reportDeclaration("'wrappedValue' is unavailable: @Published is only available on properties of classes",
                              at: wrapper.location)
        }
    }

    /// `@State let count = 0`: a wrapper's storage is a `var`.
    func checkWrapperOnLet(_ property: PropertyDecl) {
        guard property.isLet, let wrapper = property.wrapper else { return }
        reportDeclaration("property wrapper can only be applied to a 'var'", at: wrapper.location)
    }

    /// `@State private var isOn = false` outside any type, as documentation samples show a view's
    /// members without the view: swiftc's `property wrappers are not yet supported in top-level
    /// code`, at the attribute, as for a wrapper on a `let`.
    func checkTopLevelWrapper(_ variable: PropertyDecl) {
        guard let wrapper = variable.wrapper else { return }
        reportDeclaration("property wrappers are not yet supported in top-level code", at: wrapper.location)
    }

    /// The SDK's name, not one the program declares for itself (a type or an alias).
    func isSDKName(_ name: String) -> Bool {
        symbols.types[name] == nil && !symbols.typealiases.contains(name)
    }
}
