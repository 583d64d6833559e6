import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// Initializers written the older or the trailing-closure way: `ContextMenu(menuItems:)` passed
/// to `.contextMenu(_:)` (iOS 13, deprecated since iOS 15 but still compiled), and
/// `Binding { … } set: { … }`; and `Text` of a date range, refused.
extension ViewGraph {
    /// `ContextMenu(menuItems: { Button … })`: the menu's items, built where the value is made, as
    /// `.contextMenu { … }` builds its closure in the body that applies it.
    func contextMenuValue(_ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        guard let items = arguments.first(where: { $0.label == "menuItems" })?.value ?? arguments.last?.value,
              case .function = items else {
            throw RuntimeError(.notSupported, "not supported in the playground: this initializer of 'ContextMenu'", at: location)
        }
        let built = try interpreter.call(items, arguments: [], viewBuilder: true, at: location)
        return .builtin(BuiltinValue(kind: "ContextMenu", fields: ["menuItems": built]))
    }

    /// `.contextMenu(ContextMenu { … })`: the modifier holds the menu's items as its content, as
    /// the closure form does (so `menu PATH "LABEL"` finds them).
    func unwrapContextMenu(_ fields: inout OrderedDictionary<String, Value>) {
        guard case .builtin(let menu)? = fields["_0"], menu.kind == "ContextMenu" else { return }
        fields["content"] = menu["menuItems"] ?? .void
        fields["_0"] = nil
    }

    /// The getter of `Binding { … } set: { … }`: its first trailing closure, which has no label.
    static func trailingGetter(_ unlabeled: [Value]) -> Value? {
        guard unlabeled.count == 1, case .function = unlabeled[0] else { return nil }
        return unlabeled[0]
    }

    /// `Text(start...end)` (`init(_:)` of a `ClosedRange<Date>`) shows the range as a localized
    /// date interval; the playground does not format intervals, so it says so rather than
    /// showing the range's type name.
    func refuseDateRangeText(_ value: Value, at location: SourceLocation) throws {
        guard case .builtin(let range) = value, range.kind.hasSuffix("Range<Date>") else { return }
        throw RuntimeError(.notSupported, "not supported in the playground: a Text of a date range (shown as a localized interval)", at: location)
    }

    /// `Text(distance, format: .measurement(width: .wide))` where the style is not one the
    /// framework tables format: what the subject's own `formatted(_:)` returns (a program's or a
    /// bundled module's type); otherwise not supported, at the text.
    func formattedByItsType(_ value: Value, style: Value, at location: SourceLocation) throws -> String {
        let typeName: String? = switch value {
        case .structValue(let s): s.typeName
        case .enumValue(let e): e.typeName
        default: nil
        }
        if let typeName, interpreter.declaresMethod("formatted", labels: [nil], in: typeName, isStatic: false),
           case .string(let text) = try interpreter.callUserMethod("formatted", on: value, arguments: [
               ArgumentValue(label: nil, value: style, location: location),
           ], at: location) {
            return text
        }
        throw RuntimeError(.notSupported, "not supported in the playground: this format style in Text(_:format:)", at: location)
    }
}
