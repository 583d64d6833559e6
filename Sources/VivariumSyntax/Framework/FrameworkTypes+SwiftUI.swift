// SwiftUI's value types as the playground knows them: one table per type, members in
// Swift's notation (see `FrameworkType.init`). Signatures follow Apple's SwiftUI reference;
// `Double` stands for `CGFloat` and `_` for a generic or unmodelled parameter type.

extension FrameworkTypes {
    static let colorNames = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
                             "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor"]

    static let swiftUITypes: [FrameworkType] = [
        FrameworkType("Color", colorNames.map { "static \($0): Color" } + [
            "static init(_: Color) -> Color",
            "static init(_: String) -> Color",
            "static init(red: Double, green: Double, blue: Double, opacity: Double = _) -> Color",
            "static init(white: Double, opacity: Double = _) -> Color",
            "static init(hue: Double, saturation: Double, brightness: Double, opacity: Double = _) -> Color",
            "static init(uiColor: UIColor) -> Color",
            "static init(_: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = _) -> Color",
            "static init(_: UIColor) -> Color",
            "opacity(_: Double) -> Color",
            "shadow(_: ShadowStyle) -> Color",
            "description: String",
        ]),
        FrameworkType("Font", [
            "static largeTitle: Font", "static title: Font", "static title2: Font", "static title3: Font",
            "static headline: Font", "static subheadline: Font", "static body: Font", "static callout: Font",
            "static footnote: Font", "static caption: Font", "static caption2: Font",
            "static extraLargeTitle: Font", "static extraLargeTitle2: Font",
            "static system(_: Font.TextStyle, design: Font.Design? = _, weight: Font.Weight? = _) -> Font",
            "static system(size: Double, weight: Font.Weight? = _, design: Font.Design? = _) -> Font",
            "static custom(_: String, size: Double) -> Font",
            "static custom(_: String, fixedSize: Double) -> Font",
            "static custom(_: String, size: Double, relativeTo: Font.TextStyle) -> Font",
            "bold() -> Font", "italic() -> Font", "monospaced() -> Font", "monospacedDigit() -> Font",
            "smallCaps() -> Font", "weight(_: Font.Weight) -> Font",
        ]),
        FrameworkType("Animation", [
            "static default: Animation", "static linear: Animation", "static easeIn: Animation",
            "static easeOut: Animation", "static easeInOut: Animation", "static spring: Animation",
            "static bouncy: Animation", "static smooth: Animation", "static snappy: Animation",
            "static interactiveSpring: Animation",
            "static linear(duration: Double) -> Animation", "static easeIn(duration: Double) -> Animation",
            "static easeOut(duration: Double) -> Animation", "static easeInOut(duration: Double) -> Animation",
            "static spring(response: Double = _, dampingFraction: Double = _, blendDuration: Double = _) -> Animation",
            "static spring(duration: Double = _, bounce: Double = _, blendDuration: Double = _) -> Animation",
            "static bouncy(duration: Double = _, extraBounce: Double = _) -> Animation",
            "static smooth(duration: Double = _, extraBounce: Double = _) -> Animation",
            "static snappy(duration: Double = _, extraBounce: Double = _) -> Animation",
            "static interactiveSpring(response: Double = _, dampingFraction: Double = _, blendDuration: Double = _) -> Animation",
            "static interpolatingSpring(stiffness: Double, damping: Double) -> Animation",
            "static interpolatingSpring(mass: Double = _, stiffness: Double, damping: Double, initialVelocity: Double = _) -> Animation",
            "static timingCurve(_: Double, _: Double, _: Double, _: Double, duration: Double = _) -> Animation",
            "delay(_: Double) -> Animation", "speed(_: Double) -> Animation",
            "repeatForever(autoreverses: Bool = _) -> Animation", "repeatCount(_: Int, autoreverses: Bool = _) -> Animation",
        ]),
        FrameworkType("AnyTransition", complete: false, [
            "static opacity: AnyTransition", "static slide: AnyTransition", "static scale: AnyTransition",
            "static identity: AnyTransition",
            "static move(edge: Edge) -> AnyTransition", "static push(from: Edge) -> AnyTransition",
            "static scale(scale: Double, anchor: UnitPoint = _) -> AnyTransition",
            "static offset(x: Double = _, y: Double = _) -> AnyTransition",
            "static asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition",
            "combined(with: AnyTransition) -> AnyTransition", "animation(_: Animation?) -> AnyTransition",
        ]),
        FrameworkType("Angle", [
            "static zero: Angle", "static degrees(_: Double) -> Angle", "static radians(_: Double) -> Angle",
            "degrees: Double", "radians: Double", "animatableData: Double",
            "static init() -> Angle", "static init(degrees: Double) -> Angle", "static init(radians: Double) -> Angle",
        ]),
        // `.red` where a ShapeStyle is expected is `Color.red` (`extension ShapeStyle where Self == Color`).
        FrameworkType("ShapeStyle", complete: false, implicitMemberTypes: ["Color"], [
            "static tint: TintShapeStyle", "static foreground: ForegroundStyle", "static background: BackgroundStyle",
            "static ultraThinMaterial: Material", "static thinMaterial: Material", "static regularMaterial: Material",
            "static thickMaterial: Material", "static ultraThickMaterial: Material", "static bar: Material",
            "static tertiary: HierarchicalShapeStyle", "static quaternary: HierarchicalShapeStyle",
        ]),
        // A type-erased style: `AnyShapeStyle(.secondary)` takes any ShapeStyle (Apple, "AnyShapeStyle").
        FrameworkType("AnyShapeStyle", complete: false, ["static init(_: ShapeStyle) -> AnyShapeStyle"]),
        FrameworkType("AnyShape", complete: false, ["static init(_: Shape) -> AnyShape"]),
        FrameworkType("Material", [
            "static ultraThin: Material", "static thin: Material", "static regular: Material", "static thick: Material",
            "static ultraThick: Material", "static bar: Material",
        ]),
        FrameworkType("View", complete: false, viewModifiers),
        // UIKit's dynamic system colors, for `Color(.systemGray6)`.
        FrameworkType("UIColor", complete: false, [
            "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
            "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "label", "secondaryLabel",
            "tertiaryLabel", "quaternaryLabel", "systemFill", "secondarySystemFill", "tertiarySystemFill",
            "quaternarySystemFill", "separator", "opaqueSeparator", "link", "placeholderText", "systemGray",
            "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemRed", "systemOrange",
            "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue", "systemIndigo",
            "systemPurple", "systemPink", "systemBrown", "red", "orange", "yellow", "green", "blue", "purple", "brown",
            "black", "white", "gray", "lightGray", "darkGray", "clear", "cyan", "magenta",
        ].map { "static \($0): UIColor" }),
    ]

    /// View modifiers whose arguments take their type from context (`.font(.title)`), as members of `View`.
    static let viewModifiers: [String] = [
        "foregroundStyle(_: ShapeStyle) -> View",
        "foregroundStyle(_: ShapeStyle, _: ShapeStyle) -> View",
        "foregroundColor(_: Color?) -> View",
        "background(_: ShapeStyle) -> View",
        "background(_: ShapeStyle, in: Shape, fillStyle: _ = _) -> View",
        "background(in: Shape, fillStyle: _ = _) -> View",
        "background(alignment: Alignment = _, content: _) -> View",
        "overlay(_: ShapeStyle) -> View",
        "overlay(alignment: Alignment = _, content: _) -> View",
        "border(_: ShapeStyle, width: Double = _) -> View",
        "fill(_: ShapeStyle) -> View",
        "stroke(_: ShapeStyle, lineWidth: Double = _) -> View",
        "strokeBorder(_: ShapeStyle, lineWidth: Double = _) -> View",
        "tint(_: Color?) -> View",
        "accentColor(_: Color?) -> View",
        "listRowBackground(_: Color?) -> View",
        "font(_: Font?) -> View",
        "fontWeight(_: Font.Weight?) -> View",
        "fontDesign(_: Font.Design?) -> View",
        "bold(_: Bool = _) -> View",
        "multilineTextAlignment(_: TextAlignment) -> View",
        "textCase(_: Text.Case?) -> View",
        "animation(_: Animation?, value: _) -> View",
        "animation(_: Animation?) -> View",
        "transition(_: AnyTransition) -> View",
        "padding(_: Edge.Set = _, _: Double? = _) -> View",
        "padding(_: Double) -> View",
        "frame(width: Double? = _, height: Double? = _, alignment: Alignment = _) -> View",
        "frame(minWidth: Double? = _, idealWidth: Double? = _, maxWidth: Double? = _, minHeight: Double? = _, idealHeight: Double? = _, maxHeight: Double? = _, alignment: Alignment = _) -> View",
        "rotationEffect(_: Angle, anchor: UnitPoint = _) -> View",
        "scaleEffect(_: Double, anchor: UnitPoint = _) -> View",
        "shadow(color: Color = _, radius: Double, x: Double = _, y: Double = _) -> View",
        "preferredColorScheme(_: ColorScheme?) -> View",
        "ignoresSafeArea(_: _ = _, edges: Edge.Set = _) -> View",
        "aspectRatio(_: Double? = _, contentMode: ContentMode) -> View",
        "navigationBarTitleDisplayMode(_: NavigationBarItem.TitleDisplayMode) -> View",
        "toolbarBackground(_: ShapeStyle, for: _) -> View",
        "buttonStyle(_: ButtonStyle) -> View",
        "listStyle(_: ListStyle) -> View",
        "pickerStyle(_: PickerStyle) -> View",
        "textFieldStyle(_: TextFieldStyle) -> View",
        "labelStyle(_: LabelStyle) -> View",
        "keyboardType(_: UIKeyboardType) -> View",
        "submitLabel(_: SubmitLabel) -> View",
        "scrollDismissesKeyboard(_: ScrollDismissesKeyboardMode) -> View",
    ]

    /// Initializers of builtin views whose arguments take their type from context.
    static let viewInitializers: [FrameworkType] = [
        FrameworkType("ForEach", complete: false, [
            "static init(_: _, editActions: EditActions, content: _) -> ForEach",
        ]),
        FrameworkType("List", complete: false, [
            "static init(_: _, editActions: EditActions, content: _) -> List",
            "static init(_: _, editActions: EditActions, selection: _, content: _) -> List",
        ]),
        FrameworkType("Button", complete: false, [
            "static init(_: String, role: ButtonRole?, action: _) -> Button",
            "static init(role: ButtonRole?, action: _, label: _) -> Button",
        ]),
        FrameworkType("Text", complete: false, [
            "static init(_: _, style: Text.DateStyle) -> Text",
        ]),
        FrameworkType("Image", complete: false, [
            "static init(systemName: String) -> Image",
        ]),
        FrameworkType("VStack", complete: false, ["static init(alignment: HorizontalAlignment = _, spacing: Double? = _, content: _) -> VStack"]),
        FrameworkType("LazyVStack", complete: false, ["static init(alignment: HorizontalAlignment = _, spacing: Double? = _, content: _) -> LazyVStack"]),
        FrameworkType("HStack", complete: false, ["static init(alignment: VerticalAlignment = _, spacing: Double? = _, content: _) -> HStack"]),
        FrameworkType("LazyHStack", complete: false, ["static init(alignment: VerticalAlignment = _, spacing: Double? = _, content: _) -> LazyHStack"]),
        FrameworkType("ZStack", complete: false, ["static init(alignment: Alignment = _, content: _) -> ZStack"]),
        FrameworkType("ScrollView", complete: false, ["static init(_: Axis.Set = _, showsIndicators: Bool = _, content: _) -> ScrollView"]),
    ]
}
