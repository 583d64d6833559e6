import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// Styles of the program's own: `.toggleStyle(Checkbox())`, `.buttonStyle(Pill())`,
/// `.labelStyle(TitleFirst())`. Apple, "ToggleStyle makeBody(configuration:)": "SwiftUI calls
/// this method for each instance of Toggle created in a view hierarchy where this style is the
/// current toggle style" (and so for ButtonStyle, PrimitiveButtonStyle and LabelStyle). The
/// nearest such modifier on the control or an ancestor is the current style (a built-in one
/// nearer, `.toggleStyle(.switch)`, wins); the control's content is then a node of the style's
/// type whose body is `makeBody(configuration:)`: its reads (the binding's value) are its
/// dependencies, and `configuration.label` stands for the control's label as a modifier's
/// `content` does. The control stays what `tap` names: a tap toggles the toggle and runs the
/// button's action, as the style's own button or gesture would.
extension ViewGraph {
    static let styleConfigurationField = "_styleConfiguration"

    /// The modifier that sets the current style of each control kind, and its configuration's type.
    static let styledControls: [String: (modifier: String, configuration: String)] = [
        "Toggle": ("toggleStyle", "ToggleStyleConfiguration"),
        "Button": ("buttonStyle", "ButtonStyleConfiguration"),
        "Label": ("labelStyle", "LabelStyleConfiguration"),
    ]

    /// The current style of `node`'s kind when it is one of the program's own.
    func customStyle(of node: Node, modifier name: String) -> StructValue? {
        var current: Node? = node
        while let candidate = current {
            for modifier in candidate.modifiers where modifier.kind == name {
                guard case .structValue(let style)? = modifier["_0"],
                      interpreter.types.type(style.typeName)?.methods["makeBody"] != nil else { return nil }
                return style
            }
            current = candidate.parent
        }
        return nil
    }

    /// A styled control's one child: its style, made a view whose body is `makeBody`.
    func styleItems(of node: Node, _ value: BuiltinValue) throws -> [ContentItem]? {
        guard !node.isUserView, let (modifier, kind) = Self.styledControls[value.kind],
              var style = customStyle(of: node, modifier: modifier) else { return nil }
        func placeholder(_ content: Value?, _ name: String = "Label") -> Value {
            .builtin(BuiltinValue(kind: "\(kind).\(name)", fields: ["content": content ?? .void]))
        }
        var fields: OrderedDictionary<String, Value> = [:]
        switch value.kind {
        case "Toggle":
            fields = ["isOn": value["isOn"] ?? .nil, "label": placeholder(value["label"])]
        case "Button":
            // Its action is the button's (`trigger()`), found through the button's handle: a new
            // closure at each render of the parent is no change of the configuration.
            fields = ["label": placeholder(value["label"]), "role": value["role"] ?? .nil]
        default:
            var icon: Value = .void
            if let image = value["systemImage"], !image.isNil { icon = view("Image", ["name": image]) }
            fields = ["title": placeholder(value["label"], "Title"), "icon": placeholder(icon, "Icon")]
        }
        var configuration = BuiltinValue(kind: kind, fields: fields)
        configuration.tag = node.handle
        style.fields[Self.styleConfigurationField] = .builtin(configuration)
        return [ContentItem(identity: "style." + style.typeName, view: .structValue(style), typeName: style.typeName, modifiers: [], key: nil)]
    }

    /// `configuration.isOn`, `.$isOn`, `.isMixed`, `.label`, `.isPressed`, `.role`, `.title`, `.icon`.
    func styleConfigurationProperty(_ name: String, of configuration: BuiltinValue, at location: SourceLocation) throws -> Value? {
        guard Self.styledControls.values.contains(where: { $0.configuration == configuration.kind }) else { return nil }
        switch name {
        case "isOn":
            guard case .builtin(let binding)? = configuration["isOn"] else { return .bool(false) }
            return try readWrapper(binding, owner: .value(typeName: configuration.kind, property: name), at: location)
        case "$isOn":
            return configuration["isOn"]
        case "isMixed":
            guard case .builtin(let binding)? = configuration["isOn"], binding["sources"] != nil else { return .bool(false) }
            let values = try sourceValues(binding, owner: .value(typeName: configuration.kind, property: name), at: location)
            return .bool(values.contains(true) && values.contains(false))
        case "isPressed":
            // No finger is down between commands: a tap presses and releases at once.
            return .bool(false)
        default:
            return configuration[name]
        }
    }

    /// `configuration.isOn = true`, `configuration.isOn.toggle()`: through the toggle's binding.
    func writeStyleConfiguration(_ configuration: BuiltinValue, _ value: Value, owner: WrapperOwner, at location: SourceLocation) throws {
        guard case .value(_, "isOn") = owner, case .builtin(var binding)? = configuration["isOn"] else {
            throw RuntimeError(.trap, "cannot assign to property: '\(ownerName(owner))' is a get-only property", at: location)
        }
        try writeWrapper(&binding, value: value, owner: owner, at: location)
    }

    private func ownerName(_ owner: WrapperOwner) -> String {
        switch owner {
        case .object(_, let property), .value(_, let property): return property
        }
    }

    /// `configuration.trigger()` of a `PrimitiveButtonStyle`: the button's action.
    func triggerStyledButton(_ configuration: BuiltinValue, at location: SourceLocation) throws -> Value? {
        guard configuration.kind == "ButtonStyleConfiguration", let button = nodesByHandle[configuration.tag],
              case .builtin(let value) = button.viewValue, let action = value["action"], case .function = action else { return nil }
        record(.action, "Button\(label(of: button).map { " " + $0 } ?? "") trigger()", path: button.path)
        return try interpreter.call(action, arguments: [], at: location)
    }

    /// Whether a tap target lies in a styled control's style body (its own button, a gesture):
    /// `tap "Label"` names the control itself, not that part of how it is drawn.
    static func isInsideStyledControl(_ node: Node) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.isUserView, case .structValue(let style) = ancestor.viewValue, style.fields[styleConfigurationField] != nil {
                return true
            }
            current = ancestor.parent
        }
        return false
    }
}
