/// Members of Foundation's value types that Foundation does not have (`FoundationMemberNames`):
/// `url.pathself`, `URL.documentDirectory2`, `Calendar.current.firstWeekdayz`. swiftc rejects
/// them; the checker does where it knows the value's type, so the interpreter never reports
/// them when the line runs. A member Foundation has and the playground lacks is reported when it
/// runs, as not supported.
extension CheckRun {
    /// `base.name` (or `base?.name`) where `base` is known to be one of the listed types. True
    /// when it reported.
    func reportFoundationMember(_ base: Expr, _ baseType: TypeReference?, _ name: String, at location: SourceLocation,
                                _ context: Context) -> Bool {
        var type = baseType
        if case .optionalChain(let inner) = base.kind, case .identifier(let variable) = inner.kind {
            // `url?.name`: the optional variable's wrapped type.
            switch resolve(variable, context) {
            case .local(let local): type = local.type
            case .global(let property): type = valueType(of: property)
            default: break
            }
            if case .optional(let wrapped)? = type { type = wrapped } else { type = nil }
        }
        guard case .named(let typeName, generics: [])? = type, isFoundationType(typeName, context),
              !name.hasPrefix("$"), !name.hasPrefix("_"), Int(name) == nil,
              FoundationMemberNames.isMember(name, of: typeName, isStatic: false) == false,
              !anyExtensionDeclares(name) else { return false }
        report("value of type '\(typeName)' has no member '\(name)'", at: location)
        return true
    }

    /// `URL.name` where `URL` is Foundation's: a static member it does not have. True when it reported.
    func reportFoundationStatic(_ base: Expr, _ name: String, at location: SourceLocation, _ context: Context) -> Bool {
        guard case .identifier(let typeName) = base.kind, case .other = resolve(typeName, context),
              isFoundationType(typeName, context, isStatic: true), name != "init", name != "Type",
              // A nested type (`String.Index`) is checked only where the list names them all.
              name.first?.isUppercase == false || FoundationMemberNames.nestedTypesListed.contains(typeName),
              FoundationMemberNames.isMember(name, of: typeName, isStatic: true) == false,
              // An instance method named on its type is a curried function (`URL.appendingPathComponent`).
              FoundationMemberNames.isMember(name, of: typeName, isStatic: false) != true,
              FrameworkTypes.type(typeName)?.staticMembers[name] == nil,
              FrameworkTypes.type("\(typeName).\(name)") == nil,
              !anyExtensionDeclares(name) else { return false }
        report("type '\(typeName)' has no member '\(name)'", at: location)
        return true
    }

    /// `Notification.Name.ping` where no extension declares `ping`: swiftc names the type with
    /// what it aliases. A name in upper case may be the SDK's (`FoundationMemberNames`). True when
    /// it reported.
    func reportNotificationName(_ base: Expr, _ name: String, at location: SourceLocation, _ context: Context) -> Bool {
        guard case .member(let owner, "Name") = base.kind, case .identifier("Notification") = owner.kind,
              isFoundationType("Notification", context, isStatic: true) else { return false }
        return reportNotificationName(name, at: location)
    }

    /// `.ping` where a `Notification.Name` is expected (`let name: Notification.Name = .ping`).
    func reportNotificationName(_ name: String, at location: SourceLocation) -> Bool {
        guard !FoundationMemberNames.isNotificationName(name), !Self.instanceMemberNames.contains(name),
              !anyExtensionDeclares(name) else { return false }
        report("type 'Notification.Name' (aka 'NSNotification.Name') has no member '\(name)'", at: location)
        return true
    }

    /// Instance members of `Notification.Name` (`RawRepresentable`, `Hashable`): named on the
    /// type, swiftc says something else of them.
    private static let instanceMemberNames: Set<String> = ["rawValue", "hashValue", "hash", "description", "debugDescription"]

    /// `URL.documentsDirectory`, `Calendar.current`, `Date.now`: a static property of the type's own
    /// type, or nil.
    func foundationStaticType(_ base: Expr, _ name: String, _ context: Context) -> TypeReference? {
        guard case .identifier(let typeName) = base.kind, case .other = resolve(typeName, context) else { return nil }
        return foundationSelfTypedStatic(typeName, name, context)
    }

    /// `URL.documentsDirectory` → `URL` where `URL` is Foundation's; nil otherwise. (`context`
    /// nil: outside a body, where no generic parameter can shadow the name.)
    func foundationSelfTypedStatic(_ typeName: String, _ name: String, _ context: Context? = nil) -> TypeReference? {
        guard isFoundationType(typeName, context), FoundationMemberNames.selfTypedStatics[typeName]?.contains(name) == true
        else { return nil }
        return .named(typeName)
    }

    /// `URL(string: "…")` → `URL?`, `Date()` → `Date`: Foundation's value, optional when the
    /// initializer is failable; nil for another type.
    func foundationInitializerType(_ typeName: String, firstLabel: String?, _ context: Context? = nil) -> TypeReference? {
        guard isFoundationType(typeName, context) else { return nil }
        let failable = FoundationMemberNames.isFailableInitializer(of: typeName, firstLabel: firstLabel)
        return failable ? .optional(.named(typeName)) : .named(typeName)
    }

    /// Whether an extension of a type the program does not declare adds a member of that name:
    /// of the type itself, or of a protocol it conforms to (`extension BinaryFloatingPoint { static
    /// var half: Self }` gives `Double.half`), which the checker does not tell apart.
    private func anyExtensionDeclares(_ name: String) -> Bool {
        symbols.foreignExtensionMembers.values.contains { members in
            members.contains { member in
                switch member {
                case .property(let property): property.name == name
                case .function(let function): function.name == name
                default: false
                }
            }
        }
    }

    /// Foundation's type of that name, not a user type, alias or generic parameter named so.
    func isFoundationType(_ typeName: String, _ context: Context?, isStatic: Bool = false) -> Bool {
        symbols.types[typeName] == nil && !symbols.typealiases.contains(typeName) && context?.genericNames.contains(typeName) != true
            && FoundationMemberNames.names(of: typeName, isStatic: isStatic) != nil
    }
}
