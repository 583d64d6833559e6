/// Calls of a framework type's static functions where its table lists every overload
/// (`FrameworkType.overloadsComplete`): the arguments are matched as a user function's are, so
/// `let lap: Duration = .seconds()` is swiftc's `missing argument for parameter #1 in call` at
/// load, where it was accepted and failed when the line ran.
extension CheckRun {
    /// The one overload of a static function of `owner`, as a signature to match the call's
    /// arguments against; nil where the table does not list every overload, or lists several.
    func completeSignature(of overloads: [FrameworkMember], owner: String) -> Signature? {
        guard FrameworkTypes.type(owner)?.overloadsComplete == true, overloads.count == 1, let member = overloads.first,
              member.isStatic, member.name != "init", let parameters = member.parameters else { return nil }
        return Signature(framework: member, parameters: parameters)
    }
}

extension Signature {
    /// A framework function's signature. It declares nothing in the program, so no
    /// `'…' declared here` note (swiftc's points into the SDK's interface).
    init(framework member: FrameworkMember, parameters: [FrameworkParameter]) {
        let params = parameters.map { parameter in
            Param(label: parameter.label, hasDefault: parameter.hasDefault, isVariadic: false,
                  acceptsClosure: parameter.type.map(\.isFunction) ?? true, isInout: false, isAutoclosure: false,
                  spelled: .type(parameter.type), type: parameter.type)
        }
        self.init(params: params, displayName: member.name, declaredAt: nil)
    }
}
