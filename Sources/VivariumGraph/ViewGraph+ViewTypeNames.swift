import VivariumInterpreter
import VivariumSyntax

/// `type(of: self.body)`: SwiftUI's own generic type of a view value. Each modifier wraps what
/// it modifies in `ModifiedContent<Content, Modifier>`, so the type reads inside out:
/// `ModifiedContent<ModifiedContent<Button<Text>, _BackgroundStyleModifier<Color>>, _FrameLayout>`
/// for a button given `.background(.red)` and then `.frame(width:height:)` (Hacking with Swift,
/// "Why modifier order matters"). A `Text` modifier that returns `Text` (`.font`, `.bold()`)
/// leaves a `Text`; a stack's content of several views is a `TupleView`. Only views and
/// modifiers whose SwiftUI type is known here are named; any other is an explicit "not
/// supported", never a guess.
extension ViewGraph {
    public func viewTypeName(of value: Value, at location: SourceLocation) throws -> String? {
        guard case .builtin(let view) = value, isViewValue(value) else { return nil }
        return try typeName(of: view, at: location)
    }

    private func typeName(ofView value: Value, at location: SourceLocation) throws -> String {
        switch value {
        case .structValue(let view) where isViewType(view.typeName): return view.typeName
        case .builtin(let view): return try typeName(of: view, at: location)
        default: throw Self.unnamedViewType("this view", at: location)
        }
    }

    private func typeName(of view: BuiltinValue, at location: SourceLocation) throws -> String {
        switch view.kind {
        case "Text", "Image", "Color", "Spacer", "Divider", "EmptyView":
            return view.kind
        case "Button":
            return "Button<\(try typeName(ofView: view["label"] ?? .void, at: location))>"
        case _ where ["VStack", "HStack", "ZStack"].contains(view.kind) && view["title"] == nil:
            return "\(view.kind)<\(try typeName(ofView: view["content"] ?? .void, at: location))>"
        case "TupleView":
            guard case .array(let elements)? = view["elements"] else { throw Self.unnamedViewType("this view", at: location) }
            return "TupleView<(" + (try elements.map { try typeName(ofView: $0, at: location) }).joined(separator: ", ") + ")>"
        case "ModifiedContent":
            guard let content = view["content"], case .builtin(let modifier)? = view["modifier"] else {
                throw Self.unnamedViewType("this view", at: location)
            }
            let inner = try typeName(ofView: content, at: location)
            if inner == "Text", Self.modifiersReturningText.contains(modifier.kind) { return "Text" }
            return "ModifiedContent<\(inner), \(try modifierTypeName(modifier, at: location))>"
        default:
            throw Self.unnamedViewType("'\(view.kind)'", at: location)
        }
    }

    private func modifierTypeName(_ modifier: BuiltinValue, at location: SourceLocation) throws -> String {
        func isColor(_ value: Value?) -> Bool { if case .builtin(let b)? = value { b.kind == "Color" } else { false } }
        switch modifier.kind {
        case "padding":
            return "_PaddingLayout"
        case "frame":
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            return flexible.contains { modifier[$0] != nil } ? "_FlexFrameLayout" : "_FrameLayout"
        case "background" where isColor(modifier["_0"]):
            // `background(_:ignoresSafeAreaEdges:)`, a `ShapeStyle` (iOS 15 and later).
            return "_BackgroundStyleModifier<Color>"
        case "foregroundStyle" where isColor(modifier["_0"]):
            return "_ForegroundStyleModifier<Color>"
        case "foregroundColor":
            return "_EnvironmentKeyWritingModifier<Optional<Color>>"
        case "font":
            return "_EnvironmentKeyWritingModifier<Optional<Font>>"
        default:
            throw Self.unnamedViewType("'.\(modifier.kind)'", at: location)
        }
    }

    /// `Text`'s own modifiers, which return a `Text`.
    static let modifiersReturningText: Set<String> = [
        "font", "fontWeight", "fontDesign", "fontWidth", "bold", "italic", "underline", "strikethrough", "kerning",
        "tracking", "baselineOffset", "monospaced", "monospacedDigit", "foregroundColor", "foregroundStyle",
    ]

    private static func unnamedViewType(_ what: String, at location: SourceLocation) -> RuntimeError {
        RuntimeError(.notSupported, "not supported in the playground: the SwiftUI type of a view with \(what) (type(of:) names Text, Image, Color, Button, stacks and the padding, frame, background, foreground and font modifiers)",
                     at: location)
    }
}
