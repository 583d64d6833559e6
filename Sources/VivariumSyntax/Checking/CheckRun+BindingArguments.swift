/// A value where SwiftUI takes a binding: `Toggle("On", isOn: show)` for `isOn: $show`. Each
/// parameter listed here is a `Binding<…>` in every overload SwiftUI declares for it (Apple,
/// "Toggle.init(_:isOn:)", "TextField.init(_:text:)", "View.sheet(isPresented:onDismiss:content:)"
/// …), so a plain value of an evident type is swiftc's error at the argument (checked with
/// swiftc 6.3.1 and stand-ins of the declarations):
/// - a property with a wrapper (`@State var show`): `cannot convert value 'show' of type 'Bool'
///   to expected type 'Binding<Bool>', use wrapper instead` (its fix-it writes `$show`);
/// - any other value: `cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'`.
extension CheckRun {
    func checkBindingArguments(callee: Expr, arguments: [Argument], _ context: Context) {
        let labels: Set<String>
        switch callee.kind {
        case .identifier(let name):
            guard let found = Self.bindingParametersOfViews[name], isSDKName(name) else { return }
            labels = found
        case .member(let base, let name):
            guard let found = Self.bindingParametersOfModifiers[name], isViewExpression(base, context) else { return }
            labels = found
        default:
            return
        }
        for argument in arguments {
            guard let label = argument.label, labels.contains(label) else { continue }
            return checkBindingArgument(argument.value, context)
        }
    }

    private func checkBindingArgument(_ value: Expr, _ context: Context) {
        guard let type = evidentType(of: value, context), isPlainValueType(type) else { return }
        var wrapped: String?
        switch value.kind {
        case .identifier(let name):
            if case .selfMember(_, let property?) = resolve(name, context), property.wrapper != nil { wrapped = name }
        case .member(let base, let name):
            if case .selfValue = base.kind, let typeName = context.typeName,
               symbols.types[typeName]?.property(name)?.wrapper != nil { wrapped = name }
        default:
            break
        }
        if let wrapped {
            report("cannot convert value '\(wrapped)' of type '\(type)' to expected type 'Binding<\(type)>', use wrapper instead", at: value.location)
        } else {
            report("cannot convert value of type '\(type)' to expected argument type 'Binding<\(type)>'", at: value.location)
        }
    }

    /// A value type that no `Binding` can be: the standard library's and a user struct's or
    /// enum's are; `Binding<…>` itself, generic parameters and optionals of them are not judged.
    private func isPlainValueType(_ type: TypeReference) -> Bool {
        switch type {
        case .named(let name, let generics):
            guard generics.isEmpty else { return false }
            if let info = symbols.types[name] { return info.kind == .struct || info.kind == .enum }
            return Self.plainTypeNames.contains(name)
        case .array, .dictionary:
            return true
        default:
            return false
        }
    }

    private static let plainTypeNames: Set<String> = ["Bool", "String", "Int", "Double", "Float", "Date", "CGFloat"]

    /// Initializers' parameters that are a `Binding` in every overload.
    private static let bindingParametersOfViews: [String: Set<String>] = [
        "Toggle": ["isOn"], "TextField": ["text"], "SecureField": ["text"], "TextEditor": ["text"],
        "Slider": ["value"], "Stepper": ["value"], "Picker": ["selection"], "DatePicker": ["selection"],
        "ColorPicker": ["selection"], "TabView": ["selection"], "DisclosureGroup": ["isExpanded"],
        "NavigationStack": ["path"],
    ]

    /// Modifiers' parameters that are a `Binding` in every overload.
    private static let bindingParametersOfModifiers: [String: Set<String>] = [
        "sheet": ["isPresented"], "fullScreenCover": ["isPresented"], "popover": ["isPresented"],
        "alert": ["isPresented"], "confirmationDialog": ["isPresented"], "searchable": ["text"],
        "navigationDestination": ["isPresented"], "inspector": ["isPresented"],
    ]
}
