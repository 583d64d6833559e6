// The types of SwiftUI's own environment values, by key path name: the type the value of
// `.environment(\.locale, .init(identifier: "de"))` is expected to have (Apple, "EnvironmentValues").

extension FrameworkTypes {
    public static let environmentValueTypes: [String: TypeReference] = [
        "locale": .named("Locale"),
        "timeZone": .named("TimeZone"),
        "calendar": .named("Calendar"),
        "colorScheme": .named("ColorScheme"),
        "colorSchemeContrast": .named("ColorSchemeContrast"),
        "dynamicTypeSize": .named("DynamicTypeSize"),
        "sizeCategory": .named("ContentSizeCategory"),
        "layoutDirection": .named("LayoutDirection"),
        "font": .optional(.named("Font")),
        "imageScale": .member(.named("Image"), "Scale"),
        "controlSize": .named("ControlSize"),
        "legibilityWeight": .optional(.named("LegibilityWeight")),
        "redactionReasons": .named("RedactionReasons"),
        "horizontalSizeClass": .optional(.named("UserInterfaceSizeClass")),
        "verticalSizeClass": .optional(.named("UserInterfaceSizeClass")),
        "multilineTextAlignment": .named("TextAlignment"),
        "textCase": .optional(.member(.named("Text"), "Case")),
        "symbolRenderingMode": .optional(.named("SymbolRenderingMode")),
    ]
}
