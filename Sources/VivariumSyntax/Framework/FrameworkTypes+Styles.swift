// More of SwiftUI's surface that takes `.name` arguments: style and option modifiers, shapes
// and gradients, toolbar placements. Signatures follow Apple's SwiftUI reference.

extension FrameworkTypes {
    static let swiftUIStyles: [FrameworkType] = [
        FrameworkType("View", complete: false, [
            "toggleStyle(_: ToggleStyle) -> View",
            "progressViewStyle(_: ProgressViewStyle) -> View",
            "datePickerStyle(_: DatePickerStyle) -> View",
            "tabViewStyle(_: TabViewStyle) -> View",
            "indexViewStyle(_: IndexViewStyle) -> View",
            "navigationViewStyle(_: NavigationViewStyle) -> View",
            "controlSize(_: ControlSize) -> View",
            "imageScale(_: Image.Scale) -> View",
            "symbolRenderingMode(_: SymbolRenderingMode?) -> View",
            "scrollContentBackground(_: Visibility) -> View",
            "scrollIndicators(_: ScrollIndicatorVisibility, axes: Axis.Set = _) -> View",
            "listRowSeparator(_: Visibility, edges: VerticalEdge.Set = _) -> View",
            "presentationDetents(_: [PresentationDetent]) -> View",
            "presentationDetents(_: [PresentationDetent], selection: _) -> View",
            "presentationDragIndicator(_: Visibility) -> View",
            "toolbar(_: Visibility, for: _) -> View",
            "textInputAutocapitalization(_: TextInputAutocapitalization?) -> View",
            "autocapitalization(_: UITextAutocapitalizationType) -> View",
            "edgesIgnoringSafeArea(_: Edge.Set) -> View",
            "ignoresSafeArea(_: SafeAreaRegions = _, edges: Edge.Set = _) -> View",
            "truncationMode(_: Text.TruncationMode) -> View",
            "safeAreaInset(edge: VerticalEdge, alignment: HorizontalAlignment = _, spacing: Double? = _, content: _) -> View",
            "clipShape(_: Shape, style: _ = _) -> View",
            "contentShape(_: Shape) -> View",
            "fill(_: ShapeStyle, style: _ = _) -> View",
            "stroke(_: ShapeStyle, style: StrokeStyle) -> View",
            "labelStyle(_: LabelStyle) -> View",
            "menuStyle(_: MenuStyle) -> View",
            "gaugeStyle(_: GaugeStyle) -> View",
            "groupBoxStyle(_: GroupBoxStyle) -> View",
            "labeledContentStyle(_: LabeledContentStyle) -> View",
            "disclosureGroupStyle(_: DisclosureGroupStyle) -> View",
            "controlGroupStyle(_: ControlGroupStyle) -> View",
            "dynamicTypeSize(_: DynamicTypeSize) -> View",
            "symbolVariant(_: SymbolVariants) -> View",
        ]),
        cases("SymbolVariants", ["none", "circle", "square", "rectangle", "fill", "slash"]),
        cases("ToggleStyle", ["automatic", "switch", "button", "checkbox"]),
        FrameworkType("ProgressViewStyle", complete: false, ["automatic", "circular", "linear"].map { "static \($0): ProgressViewStyle" }),
        // `CircularProgressViewStyle(tint: .brandColor)`: the deprecated tinted styles take a `Color`.
        FrameworkType("CircularProgressViewStyle", complete: false, ["static init(tint: Color) -> CircularProgressViewStyle"]),
        FrameworkType("LinearProgressViewStyle", complete: false, ["static init(tint: Color) -> LinearProgressViewStyle"]),
        cases("DatePickerStyle", ["automatic", "compact", "graphical", "wheel"]),
        FrameworkType("TabViewStyle", complete: false, [
            "static automatic: TabViewStyle", "static page: TabViewStyle", "static sidebarAdaptable: TabViewStyle",
            "static tabBarOnly: TabViewStyle", "static page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> TabViewStyle",
        ]),
        cases("PageTabViewStyle.IndexDisplayMode", ["automatic", "always", "never"]),
        // The iOS 14 spellings: `PageTabViewStyle(indexDisplayMode: .always)`,
        // `PageIndexViewStyle(backgroundDisplayMode: .always)`.
        FrameworkType("PageTabViewStyle", complete: false, ["static init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle"]),
        FrameworkType("PageIndexViewStyle", complete: false, ["static init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle"]),
        FrameworkType("IndexViewStyle", complete: false, [
            "static page: IndexViewStyle", "static page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> IndexViewStyle",
        ]),
        cases("PageIndexViewStyle.BackgroundDisplayMode", ["automatic", "always", "interactive", "never"]),
        cases("NavigationViewStyle", ["automatic", "stack", "columns"]),
        cases("MenuStyle", ["automatic", "button", "borderlessButton"]),
        FrameworkType("GaugeStyle", complete: false, ["static automatic: GaugeStyle", "static accessoryCircular: GaugeStyle",
                                                      "static accessoryLinear: GaugeStyle", "static linearCapacity: GaugeStyle"]),
        // A user `GroupBoxStyle`, `LabeledContentStyle`, `DisclosureGroupStyle` or
        // `ControlGroupStyle` (`makeBody(configuration:)`) is applied like a `ButtonStyle`: inert.
        FrameworkType("GroupBoxStyle", complete: false, ["static automatic: GroupBoxStyle"]),
        FrameworkType("LabeledContentStyle", complete: false, ["static automatic: LabeledContentStyle"]),
        FrameworkType("DisclosureGroupStyle", complete: false, ["static automatic: DisclosureGroupStyle"]),
        FrameworkType("ControlGroupStyle", complete: false, ["automatic", "navigation", "palette", "menu", "compactMenu"]
            .map { "static \($0): ControlGroupStyle" }),
        cases("ControlSize", ["mini", "small", "regular", "large", "extraLarge"]),
        cases("Image.Scale", ["small", "medium", "large"]),
        cases("SymbolRenderingMode", ["monochrome", "multicolor", "hierarchical", "palette"]),
        cases("Visibility", ["automatic", "visible", "hidden"]),
        cases("ScrollIndicatorVisibility", ["automatic", "visible", "hidden", "never"]),
        cases("VerticalEdge", ["top", "bottom"]),
        cases("VerticalEdge.Set", ["top", "bottom", "all"]),
        cases("HorizontalEdge", ["leading", "trailing"]),
        FrameworkType("PresentationDetent", [
            "static medium: PresentationDetent", "static large: PresentationDetent",
            "static height(_: Double) -> PresentationDetent", "static fraction(_: Double) -> PresentationDetent",
        ]),
        cases("TextInputAutocapitalization", ["never", "words", "sentences", "characters"]),
        cases("UITextAutocapitalizationType", ["none", "words", "sentences", "allCharacters"]),
        cases("SafeAreaRegions", ["all", "container", "keyboard"]),
        cases("Text.TruncationMode", ["head", "tail", "middle"]),
        cases("RoundedCornerStyle", ["circular", "continuous"]),
        cases("CGLineCap", ["butt", "round", "square"]),
        cases("CGLineJoin", ["miter", "round", "bevel"]),
        cases("DynamicTypeSize", ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                  "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]),
        cases("Color.RGBColorSpace", ["sRGB", "sRGBLinear", "displayP3"]),
        FrameworkType("Shape", complete: false, [
            "static circle: Circle", "static capsule: Capsule", "static rect: Rectangle", "static ellipse: Ellipse",
            "static rect(cornerRadius: Double, style: RoundedCornerStyle = _) -> RoundedRectangle",
            "static rect(cornerSize: _, style: RoundedCornerStyle = _) -> RoundedRectangle",
        ]),
        FrameworkType("StrokeStyle", complete: false, [
            "static init(lineWidth: Double = _, lineCap: CGLineCap = _, lineJoin: CGLineJoin = _, miterLimit: Double = _, dash: [Double] = _, dashPhase: Double = _) -> StrokeStyle",
        ]),
        // `.fill(.blue, style: FillStyle(eoFill: true))` (Apple, "FillStyle"): how a shape is
        // filled, which nothing draws here.
        FrameworkType("FillStyle", complete: false, [
            "static init(eoFill: Bool = _, antialiased: Bool = _) -> FillStyle",
        ]),
        // `.border(ImagePaint(image: Image("Example"), scale: 0.2), width: 30)` (Apple,
        // "ImagePaint": "A shape style that fills a shape by repeating a region of an image"):
        // a style, drawn by nothing here.
        FrameworkType("ImagePaint", complete: false, [
            "static init(image: Image, sourceRect: CGRect = _, scale: Double = _) -> ImagePaint",
        ]),
        FrameworkType("RoundedRectangle", complete: false, [
            "static init(cornerRadius: Double, style: RoundedCornerStyle = _) -> RoundedRectangle",
        ]),
        FrameworkType("Capsule", complete: false, ["static init(style: RoundedCornerStyle = _) -> Capsule"]),
        // iOS 17: `UnevenRoundedRectangle(cornerRadii: .init(topLeading: 50, …))` names each corner.
        FrameworkType("UnevenRoundedRectangle", complete: false, [
            "static init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = _) -> UnevenRoundedRectangle",
            "static init(topLeadingRadius: Double = _, bottomLeadingRadius: Double = _, bottomTrailingRadius: Double = _, topTrailingRadius: Double = _, style: RoundedCornerStyle = _) -> UnevenRoundedRectangle",
        ]),
        FrameworkType("RectangleCornerRadii", complete: false, [
            "static init(topLeading: Double = _, bottomLeading: Double = _, bottomTrailing: Double = _, topTrailing: Double = _) -> RectangleCornerRadii",
        ]),
        FrameworkType("Gradient", complete: false, [
            "static init(colors: [Color]) -> Gradient",
            "static init(stops: [Gradient.Stop]) -> Gradient",
        ]),
        FrameworkType("Gradient.Stop", complete: false, ["static init(color: Color, location: Double) -> Gradient.Stop"]),
        FrameworkType("LinearGradient", complete: false, [
            "static init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient",
            "static init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient",
            "static init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient",
        ]),
        FrameworkType("RadialGradient", complete: false, [
            "static init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient",
            "static init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient",
            "static init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient",
        ]),
        // `ShapeStyle.shadow(_:)` (iOS 16): a style with a drop or inner shadow (Apple,
        // "ShadowStyle": "static func drop(color:radius:x:y:)", "static func inner(color:radius:x:y:)"),
        // so `.gray.shadow(.inner(radius: 4))` knows its argument; inert here, like every style.
        FrameworkType("ShadowStyle", [
            "static drop(color: Color = _, radius: Double, x: Double = _, y: Double = _) -> ShadowStyle",
            "static inner(color: Color = _, radius: Double, x: Double = _, y: Double = _) -> ShadowStyle",
        ]),
        FrameworkType("AnyGradient", complete: false, ["shadow(_: ShadowStyle) -> AnyGradient", "opacity(_: Double) -> AnyGradient"]),
        FrameworkType("AngularGradient", complete: false, [
            "static init(colors: [Color], center: UnitPoint) -> AngularGradient",
            "static init(stops: [Gradient.Stop], center: UnitPoint) -> AngularGradient",
            "static init(gradient: Gradient, center: UnitPoint) -> AngularGradient",
        ]),
        FrameworkType("ToolbarItem", complete: false, ["static init(placement: ToolbarItemPlacement = _, content: _) -> ToolbarItem"]),
        FrameworkType("ToolbarItemGroup", complete: false, ["static init(placement: ToolbarItemPlacement = _, content: _) -> ToolbarItemGroup"]),
        FrameworkType("ToolbarItemPlacement", complete: false, [
            "automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status", "confirmationAction",
            "cancellationAction", "destructiveAction", "keyboard", "navigationBarLeading", "navigationBarTrailing",
            "topBarLeading", "topBarTrailing", "bottomBar", "bottomOrnament",
        ].map { "static \($0): ToolbarItemPlacement" }),
    ]
}
