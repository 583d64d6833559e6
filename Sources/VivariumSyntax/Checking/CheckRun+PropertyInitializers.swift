extension CheckRun {
    /// `let timer = Timer.scheduledTimer(…) { _ in counter += 1 }` in a type whose `counter` is
    /// an instance property: a stored property's initial value is computed before `self` exists,
    /// so naming an instance member there (closures inside it included) is swiftc's
    /// "cannot use instance member 'counter' within property initializer; property initializers
    /// run before 'self' is available", at each use. A `lazy` property's value is computed on
    /// first access, when `self` exists, and is not judged here. True when reported.
    func reportInstanceMemberInPropertyInitializer(_ name: String, _ info: TypeInfo, _ property: PropertyDecl?,
                                                   at location: SourceLocation, _ context: Context) -> Bool {
        guard context.inPropertyInitializer, !name.hasPrefix("$") else { return false }
        let isInstanceMember: Bool
        if let property {
            isInstanceMember = !property.isStatic
        } else {
            let methods = info.methods(name)
            isInstanceMember = !methods.isEmpty && methods.allSatisfy { !$0.isStatic }
        }
        guard isInstanceMember else { return false }
        report("cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available",
               at: location)
        return true
    }
}
