extension CheckRun {
    /// `@Name var x`: `Name` must be a property wrapper the compiler finds. An unknown name is
    /// swiftc's `unknown attribute 'Name'`; an SDK wrapper the playground does not model
    /// (`@GestureState`) is not supported; both at the name after `@`, reported at load
    /// rather than when the view is first built.
    func checkWrapperAttribute(_ property: PropertyDecl, _ context: Context) {
        guard let wrapper = property.wrapper else { return }
        let name = TypeInfo.bareName(wrapper.name)
        if PropertyWrapperKind(rawValue: name) != nil || environment.typeNames.contains(name) { return }
        if context.isOpen { return }
        let at = shifted(wrapper.location, by: 1)
        // A user type: a `@propertyWrapper` is expanded before checking (UserPropertyWrappers);
        // one without the attribute is another compiler error, not modelled here.
        if symbols.types[name] != nil { return }
        if symbols.typealiases.contains(name) { return }
        if AppleNames.isType(name) {
            reportDeclaration(AppleNames.unsupported(name), at: at)
        } else {
            reportDeclaration("unknown attribute '\(name)'", at: at)
        }
    }
}

extension CheckRun {
    /// `func render(@Clamped(1...5) stars: Int)`: a property wrapper of the program's on a
    /// parameter (SE-0293) is not expanded here, so it is refused at load rather than ignored.
    func checkParameterWrappers(_ parameters: [Parameter]) {
        for parameter in parameters {
            for attribute in parameter.attributes {
                let name = TypeInfo.bareName(attribute.name)
                guard let type = symbols.types[name], type.decl.hasAttribute("propertyWrapper") else { continue }
                report("not supported in the playground: a property wrapper on a parameter ('@\(name)')",
                       at: shifted(attribute.location, by: 1))
            }
        }
    }

    /// `Self._logChanges()`: a member SwiftUI has that the playground does not model is
    /// reported as not supported at its name (true when reported).
    func reportUnmodelledMember(_ name: String, at location: SourceLocation) -> Bool {
        guard AppleNames.unmodelledMembers.contains(name) else { return false }
        report(AppleNames.unsupported(name), at: location)
        return true
    }
}
