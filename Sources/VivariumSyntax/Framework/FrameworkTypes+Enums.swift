// SwiftUI's small option types: each a list of cases used as `.name` (`.leading`, `.all`).

extension FrameworkTypes {
    /// A type whose static members are the given names, all of the type itself.
    static func cases(_ name: String, _ cases: [String]) -> FrameworkType {
        FrameworkType(name, cases.map { "static \($0): \(name)" })
    }

    /// `DynamicTypeSize`'s cases, smallest first: the type is `Comparable` in this order.
    public static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                          "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
    /// The framework enumerations that are `Comparable`, with their cases in order.
    public static let comparableCases: [String: [String]] = ["DynamicTypeSize": dynamicTypeSizes]

    static let swiftUIEnums: [FrameworkType] = viewInitializers + [
        cases("Font.TextStyle", ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
                                 "footnote", "caption", "caption2", "extraLargeTitle", "extraLargeTitle2"]),
        cases("Font.Design", ["default", "serif", "rounded", "monospaced"]),
        cases("Font.Weight", ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]),
        cases("Edge", ["top", "leading", "bottom", "trailing"]),
        cases("BlendMode", ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
                            "softLight", "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity",
                            "sourceAtop", "destinationOver", "destinationOut", "plusDarker", "plusLighter"]),
        cases("AnimationCompletionCriteria", ["logicallyComplete", "removed"]),
        cases("Edge.Set", ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]),
        cases("Alignment", ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                            "bottomLeading", "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline",
                            "leadingFirstTextBaseline", "leadingLastTextBaseline", "trailingFirstTextBaseline",
                            "trailingLastTextBaseline"]),
        cases("HorizontalAlignment", ["center", "leading", "trailing", "listRowSeparatorLeading", "listRowSeparatorTrailing"]),
        cases("VerticalAlignment", ["center", "top", "bottom", "firstTextBaseline", "lastTextBaseline"]),
        cases("TextAlignment", ["leading", "center", "trailing"]),
        cases("UnitPoint", ["zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                            "bottomLeading", "bottomTrailing"]),
        cases("EditActions", ["all", "delete", "move"]),
        cases("ButtonRole", ["destructive", "cancel", "close", "confirm"]),
        cases("ColorScheme", ["light", "dark"]),
        cases("ComparisonResult", ["orderedAscending", "orderedSame", "orderedDescending"]),
        cases("FloatingPointSign", ["plus", "minus"]),
        cases("TaskPriority", ["high", "medium", "low", "userInitiated", "utility", "background"]),
        cases("DynamicTypeSize", FrameworkTypes.dynamicTypeSizes),
        cases("ContentMode", ["fit", "fill"]),
        cases("Axis.Set", ["horizontal", "vertical"]),
        cases("Text.DateStyle", ["time", "date", "relative", "offset", "timer"]),
        cases("Text.Case", ["uppercase", "lowercase"]),
        cases("NavigationBarItem.TitleDisplayMode", ["automatic", "inline", "large"]),
        // `.gesture(tap, including: .subviews)` (Apple, "GestureMask").
        cases("GestureMask", ["all", "gesture", "subviews", "none"]),
        // A key (`.keyboardShortcut(.return)`, `.onKeyPress(keys: [.return, .space])`; Apple,
        // "KeyEquivalent"); `KeyEquivalent("u")` names a character key.
        FrameworkType("KeyEquivalent", complete: false, ["upArrow", "downArrow", "leftArrow", "rightArrow", "escape", "delete",
                                                         "deleteForward", "home", "end", "pageUp", "pageDown", "clear", "tab",
                                                         "space", "return"].map { "static \($0): KeyEquivalent" }
                                                         + ["static init(_ character: Character) -> KeyEquivalent"]),
        cases("SubmitLabel", ["done", "go", "send", "join", "route", "search", "return", "next", "continue"]),
        FrameworkType("UIKeyboardType", complete: false, ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
                                 "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch",
                                 "asciiCapableNumberPad"].map { "static \($0): UIKeyboardType" }),
        cases("NavigationSplitViewVisibility", ["automatic", "all", "doubleColumn", "detailOnly"]),
        cases("NavigationSplitViewColumn", ["sidebar", "content", "detail"]),
        cases("ScrollDismissesKeyboardMode", ["automatic", "immediately", "interactively", "never"]),
        cases("ScrollPhase", ["idle", "tracking", "interacting", "decelerating", "animating"]),
        // A user `Transition` (iOS 17, `body(content:phase:)`), applied with `.transition(_:)`
        // like a built-in one: a transition animates an insertion or removal, which changes no
        // state or lifecycle, so it is inert here, as `AnyTransition` is (no `body` runs).
        FrameworkType("Transition", complete: false, ["opacity", "slide", "scale", "identity", "blurReplace", "symbolEffect"]
            .map { "static \($0): Transition" }),
        FrameworkType("TransitionPhase", [
            "static identity: TransitionPhase", "static willAppear: TransitionPhase", "static didDisappear: TransitionPhase",
            "isIdentity: Bool", "value: Double",
        ]),
        FrameworkType("ButtonStyle", complete: false, [
            "static automatic: ButtonStyle", "static bordered: ButtonStyle", "static borderedProminent: ButtonStyle",
            "static borderless: ButtonStyle", "static plain: ButtonStyle",
        ]),
        // A user `PrimitiveButtonStyle` (`configuration.trigger()`), applied with `.buttonStyle(_:)`
        // like a `ButtonStyle`; its `makeBody` runs under the button (VivariumGraph, CustomStyles).
        FrameworkType("PrimitiveButtonStyle", complete: false, ["automatic", "bordered", "borderedProminent", "borderless", "plain"]
            .map { "static \($0): PrimitiveButtonStyle" }),
        FrameworkType("ListStyle", complete: false, [
            "static automatic: ListStyle", "static plain: ListStyle", "static grouped: ListStyle",
            "static inset: ListStyle", "static insetGrouped: ListStyle", "static sidebar: ListStyle",
        ]),
        FrameworkType("PickerStyle", complete: false, [
            "static automatic: PickerStyle", "static segmented: PickerStyle", "static menu: PickerStyle",
            "static wheel: PickerStyle", "static inline: PickerStyle", "static navigationLink: PickerStyle",
            "static palette: PickerStyle",
        ]),
        FrameworkType("TextFieldStyle", complete: false, [
            "static automatic: TextFieldStyle", "static plain: TextFieldStyle", "static roundedBorder: TextFieldStyle",
        ]),
        FrameworkType("LabelStyle", complete: false, [
            "static automatic: LabelStyle", "static iconOnly: LabelStyle", "static titleOnly: LabelStyle",
            "static titleAndIcon: LabelStyle",
        ]),
    ]

    /// The standard library's static members reached through implicit member expressions
    /// (`.random(in: 1...6)` where an `Int` is expected).
    static let standardTypes: [FrameworkType] = [
        FrameworkType("Int", complete: false, [
            "static random(in: _) -> Int", "static max: Int", "static min: Int", "static zero: Int",
        ]),
        FrameworkType("Double", complete: false, [
            "static random(in: _) -> Double", "static pi: Double", "static infinity: Double", "static zero: Double",
            "static nan: Double", "static greatestFiniteMagnitude: Double", "static leastNonzeroMagnitude: Double",
            "static ulpOfOne: Double",
        ]),
        // `proxy.frame(in: .global)`, `.named("scroll")`: the coordinate spaces of a frame.
        FrameworkType("GeometryProxy", complete: false, ["frame(in: CoordinateSpace) -> CGRect"]),
        FrameworkType("CoordinateSpace", complete: false, [
            "static global: CoordinateSpace", "static local: CoordinateSpace", "static named(_: _) -> CoordinateSpace",
            "static scrollView: CoordinateSpace", "static scrollView(axis: _) -> CoordinateSpace",
        ]),
        // Foundation's named character sets, and `union(_:)` (`.punctuationCharacters.union(.symbols)`).
        FrameworkType("CharacterSet", complete: false, [
            "decimalDigits", "letters", "alphanumerics", "whitespaces", "whitespacesAndNewlines", "newlines",
            "punctuationCharacters", "symbols", "uppercaseLetters", "lowercaseLetters", "capitalizedLetters",
            "controlCharacters", "illegalCharacters", "nonBaseCharacters", "decomposables", "urlQueryAllowed",
            "urlPathAllowed", "urlHostAllowed",
        ].map { "static \($0): CharacterSet" } + [
            "union(_: CharacterSet) -> CharacterSet",
        ]),
        FrameworkType("CGFloat", complete: false, [
            "static random(in: _) -> CGFloat", "static pi: CGFloat", "static infinity: CGFloat", "static zero: CGFloat",
        ]),
        FrameworkType("Bool", complete: false, ["static random() -> Bool"]),
    ]
}
