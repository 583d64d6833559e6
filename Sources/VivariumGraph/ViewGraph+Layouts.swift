import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// Layout values (iOS 16): `VStackLayout(spacing:)`, `HStackLayout`, `ZStackLayout`,
/// `GridLayout`, `AnyLayout(_:)` and a user type conforming to `Layout`. Called with content
/// (`layout { … }`, SE-0253's `callAsFunction`), a layout is a container of that content: a
/// node named after the layout's type whose children are the content's views. An `AnyLayout`
/// node keeps its identity when the layout it wraps changes, so its children keep theirs and
/// their state (Apple, "AnyLayout": "changing the layout … preserves the identity of the
/// subviews"); a concrete layout's node is its type, as any view's.
///
/// Sizes and positions are not modelled, so a custom layout's `sizeThatFits` and
/// `placeSubviews` never run; the reply warns once per layout type.
extension ViewGraph {
    /// The field of a view value made by applying a layout: the layout value.
    static let appliedLayoutField = "appliedLayout"

    /// A layout value: `AnyLayout(VStackLayout())` wraps the layout it is given.
    func constructLayout(_ typeName: String, _ arguments: [ArgumentValue]) -> Value? {
        guard BuiltinViews.layouts.contains(typeName) else { return nil }
        var fields = OrderedDictionary<String, Value>()
        for (index, argument) in arguments.enumerated() { fields[argument.label ?? "_\(index)"] = argument.value }
        return .builtin(BuiltinValue(kind: typeName, fields: fields))
    }

    /// `layout { content }`: the container view the layout makes of its content; nil when
    /// `receiver` is no layout.
    func applyLayout(_ receiver: Value, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let typeName: String
        switch receiver {
        case .builtin(let layout) where BuiltinViews.layouts.contains(layout.kind) && layout[Self.appliedLayoutField] == nil:
            typeName = layout.kind
        case .structValue(let layout) where interpreter.types.type(layout.typeName)?.conforms(to: "Layout") == true:
            typeName = layout.typeName
            if warnedLayouts.insert(typeName).inserted {
                interpreter.warn("'\(typeName)' is a custom Layout: its subviews are hosted, but the playground does not lay out views, so its sizeThatFits and placeSubviews do not run")
            }
        default:
            return nil
        }
        guard let closure = arguments.last?.value, case .function = closure else {
            throw RuntimeError(.trap, "a layout is called with its content: '\(typeName) { … }'", at: location)
        }
        let content = try interpreter.call(closure, arguments: [], viewBuilder: true, at: location)
        return view(typeName, [Self.appliedLayoutField: receiver, "content": content])
    }
}
