import VivariumInterpreter

/// Members SwiftUI claims before Swift's own implicit members, where no contextual type is
/// known: the closure or argument that takes them declares no type the playground reads.
enum SwiftUIImplicitMembers {
    /// `values` is nil for `.name`, the arguments' values for `.name(…)`.
    static func claimed(_ name: String, values: [Value]?, labels: [String?]) -> Value? {
        // `.dark` / `.light` where a ColorScheme is expected (`dark ? .dark : .light`).
        if name == "dark" || name == "light", values == nil {
            return .enumValue(EnumValue(typeName: "ColorScheme", caseName: name))
        }
        // `.active` / `.inactive` / `.background`: a ScenePhase (`phase == .active`).
        if ["active", "inactive", "background"].contains(name), values == nil {
            return .enumValue(EnumValue(typeName: "ScenePhase", caseName: name))
        }
        // `.handled` / `.discarded` / `.systemAction(url)`: an `OpenURLAction` handler's result
        // (its closure declares no return type, so nothing else gives the context).
        if ["handled", "discarded", "systemAction"].contains(name) {
            guard values == nil || name == "systemAction" else { return nil }
            var member = BuiltinValue(kind: "OpenURLAction.Result.\(name)", fields: ["member": .string(name)])
            if name == "systemAction", let url = values?.first { member["_0"] = url }
            return .builtin(member)
        }
        // `.destructive` / `.cancel` where a ButtonRole is expected (`Button(_:role:action:)`).
        if name == "destructive" || name == "cancel", values == nil {
            return .enumValue(EnumValue(typeName: "ButtonRole", caseName: name))
        }
        // `.constant(v)` where a Binding is expected (Toggle(isOn: .constant(true))).
        if name == "constant", let values, values.count == 1, (labels.first ?? nil) == nil {
            return .builtin(BuiltinValue(kind: "Binding", fields: ["constant": values[0]]))
        }
        return nil
    }
}
