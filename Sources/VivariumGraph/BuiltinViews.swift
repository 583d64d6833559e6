import VivariumInterpreter

/// The SwiftUI views, property wrappers and modifiers the playground provides.
enum BuiltinViews {
    /// Views whose content is a `@ViewBuilder` closure called at init.
    static let containers: Set<String> = [
        "WindowGroup",  // an `App`'s scene: mounting the app shows its window's content under it
        // Scenes opened on request, and the menu bar's extra (ViewGraph+Scenes).
        "Window", "Settings", "MenuBarExtra",
        "VStack", "HStack", "ZStack", "Group", "ScrollView", "NavigationView", "NavigationStack", "NavigationSplitView", "Form",
        "Section", "LazyVStack", "LazyHStack", "ToolbarItem", "ToolbarItemGroup",
        "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "GroupBox", "ControlGroup",
    ]
    /// Shapes and gradients: leaves that draw (`.fill`, `.stroke` are inert).
    static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient", "Path",
    ]
    /// Gesture values: inert until a command drives them (none does yet).
    static let gestures: Set<String> = ["DragGesture", "TapGesture", "LongPressGesture", "MagnifyGesture", "MagnificationGesture",
                                        "RotateGesture", "RotationGesture", "SpatialTapGesture", "ExclusiveGesture",
                                        // `SimultaneousGesture(rotation, magnification)`, `SequenceGesture(press, drag)`:
                                        // the composed gestures written as initializers (Apple, "SimultaneousGesture").
                                        "SimultaneousGesture", "SequenceGesture"]
    /// Style values (`.textFieldStyle(RoundedBorderTextFieldStyle())`): accepted, inert.
    static let styles: Set<String> = [
        "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "DefaultTextFieldStyle", "StackNavigationViewStyle",
        "DoubleColumnNavigationViewStyle", "DefaultNavigationViewStyle", "PlainListStyle", "GroupedListStyle",
        "InsetGroupedListStyle", "InsetListStyle", "SidebarListStyle", "DefaultListStyle", "PlainButtonStyle",
        "BorderedButtonStyle", "BorderlessButtonStyle", "BorderedProminentButtonStyle", "DefaultButtonStyle",
        "SwitchToggleStyle", "DefaultToggleStyle", "ButtonToggleStyle", "SegmentedPickerStyle", "WheelPickerStyle",
        "MenuPickerStyle", "InlinePickerStyle", "DefaultPickerStyle", "NavigationLinkPickerStyle", "PageTabViewStyle",
        "DefaultTabViewStyle", "LinearProgressViewStyle", "CircularProgressViewStyle", "GroupedFormStyle", "ColumnsFormStyle",
        "IconOnlyLabelStyle", "TitleOnlyLabelStyle", "TitleAndIconLabelStyle", "DefaultLabelStyle", "PageIndexViewStyle",
        "CompactDatePickerStyle", "GraphicalDatePickerStyle", "WheelDatePickerStyle", "BorderlessButtonMenuStyle",
    ]
    /// Builtin views defined in ViewGraph+Surface.
    static let surfaceViews: Set<String> = [
        "Menu", "LabeledContent", "SecureField", "TextEditor", "Slider", "ContentUnavailableView", "DisclosureGroup",
        "GeometryReader", "Link", "SectionHeader", "SectionFooter", "TimelineView", "Shape", "DatePicker", "ColorPicker", "MultiDatePicker",
        "ScrollViewReader", "EditButton", "ShareLink", "Gauge", "AsyncImage", "OutlineGroup", "PhaseAnimator", "KeyframeAnimator", "Tab", "TabSection",
        "Canvas", "ViewThatFits",
    ]
    /// Views without content.
    static let leaves: Set<String> = ["Text", "EmptyView", "Spacer", "Divider", "Image", "Color", "ProgressView", "Label"]
    static let views: Set<String> = containers.union(leaves).union(["Button", "ForEach", "List", "Toggle", "TextField", "Stepper", "Picker"])
        .union(presentations).union(["NavigationLink", "TabView", "_ViewModifier_Content"]).union(styleContents).union(decorations.values)
        .union(shapes).union(surfaceViews).union(ViewGraph.tableViews)
    /// Presented content a modifier adds under its view: what `dismiss` and `back` remove.
    static let presentations: Set<String> = ["Sheet", "FullScreenCover", "Alert", "ConfirmationDialog", "ActionSheet", "Destination"]
    /// Modifiers whose content closure builds views shown with the modified view (toolbar
    /// items, overlays, backgrounds): the node each becomes, under the modified view.
    /// Modifiers whose (non-escaping) content closure runs in the applying body, though the
    /// tree does not show what it builds (a context menu, swipe actions): its inits are real,
    /// and `menu` / `swipe` run its buttons.
    static let unshownContentModifiers: Set<String> = ["contextMenu", "swipeActions", "toolbarTitleMenu"]
    static let decorations: [String: String] = ["toolbar": "Toolbar", "overlay": "Overlay", "background": "Background",
                                                "safeAreaInset": "SafeAreaInset", "navigationBarItems": "Toolbar",
                                                "searchSuggestions": "SearchSuggestions",
                                                // `.searchScopes($scope) { … }`: a picker of scopes shown
                                                // while the user searches (ViewGraph+SearchScopes).
                                                "searchScopes": "SearchScopes",
                                                // `.sectionActions { … }` (iOS 26): buttons shown in a section's header.
                                                "sectionActions": "SectionActions"]
    /// The field of a `ViewModifier` value (used as a view) holding the view it modifies.
    static let modifiedContentField = Interpreter.modifiedContentField

    /// A custom style's stand-ins for its control's label (ViewGraph+CustomStyles).
    static let styleContents: Set<String> = ["ToggleStyleConfiguration.Label", "ButtonStyleConfiguration.Label",
                                             "LabelStyleConfiguration.Title", "LabelStyleConfiguration.Icon"]
    static let wrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Published", "Binding", "Bindable",
                                        "EnvironmentObject", "Environment"]
    static let otherTypes: Set<String> = Set(["AnyView", "AnyShapeStyle", "AnyShape", "ScrollViewProxy", "EquatableView", "ModifiedContent", "Font", "Edge", "Alignment", "EnvironmentValues", "ColorScheme", "DismissAction", "OpenURLAction", "DismissSearchAction", "RefreshAction", "Transaction", "Gesture",
                                          "GeometryProxy", "Namespace", "GestureState", "SceneStorage", "AppStorage",
                                          "ScenePhase", "EditMode", "PresentationMode", "ColorSchemeContrast", "ScrollPhase", "PreviewDevice", "ActionSheet", "UserDefaults", "ContextMenu",
                                          "Material",
                                          // A key and a custom alignment guide's context (its
                                          // `defaultValue(in:)` runs only in layout).
                                          "KeyEquivalent", "ViewDimensions", "HorizontalAlignment", "VerticalAlignment",
                                          // Scenes and their environment actions (ViewGraph+Scenes).
                                          "SettingsLink", "DocumentGroup",
                                          "OpenWindowAction", "DismissWindowAction", "OpenSettingsAction",
                                          // A `Canvas`'s context, named by a drawing helper's parameter
                                          // (`func draw(_ ctx: GraphicsContext, size: CGSize)`); the
                                          // renderer that would pass one never runs here.
                                          "GraphicsContext",
                                          // What a representable's `Context` typealias stands for, spelled
                                          // out (`context: UIViewControllerRepresentableContext<SafariView>`).
                                          "UIViewRepresentableContext", "UIViewControllerRepresentableContext"]).union(layouts)
        // A `KeyframeAnimator`'s keyframes: its `keyframes:` closure never runs (it shows
        // the animator at rest), so these are only named, never built.
        .union(["KeyframeTrack", "CubicKeyframe", "LinearKeyframe", "SpringKeyframe", "MoveKeyframe"])
        .union(gestures).union(styles)

    /// Modifiers that do not change identity or behaviour in the playground.
    static let inertModifiers: Set<String> = [
        "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext",
        "preferredColorScheme",
        "padding", "font", "foregroundColor", "foregroundStyle", "background", "frame", "bold", "italic",
        "opacity", "cornerRadius", "navigationTitle", "buttonStyle", "tint", "disabled", "multilineTextAlignment",
        "lineLimit", "border", "shadow", "clipShape", "listStyle", "textFieldStyle", "toggleStyle", "fontWeight",
        "monospacedDigit", "accessibilityLabel", "accessibilityIdentifier", "scaleEffect", "offset", "overlay",
        "navigationBarTitleDisplayMode", "imageScale", "labelsHidden", "contentShape", "fixedSize", "layoutPriority",
        // Animation, layout and decoration: no effect on identity or lifecycle here. `.transaction
        // { $0.animation = nil }` changes how the view's updates animate; its closure is not run.
        "animation", "transaction", "transition", "contentTransition", "matchedGeometryEffect", "ignoresSafeArea",
        "edgesIgnoringSafeArea", "aspectRatio", "clipped", "rotationEffect", "blur", "blendMode", "zIndex", "position",
        "allowsHitTesting", "redacted", "unredacted", "defaultAppStorage", "symbolRenderingMode", "controlSize", "keyboardType",
        "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel", "listRowBackground",
        "listRowSeparator", "listRowInsets", "badge", "help", "scrollContentBackground", "presentationDetents",
        "interactiveDismissDisabled", "navigationBarHidden", "navigationBarBackButtonHidden", "toolbarBackground",
        "toolbar", "searchable", "refreshable", "onSubmit", "submitScope", "contextMenu", "swipeActions", "accessibilityHint",
        "tabViewStyle", "pickerStyle", "formStyle", "labelStyle", "foregroundStyle", "fontDesign", "kerning",
        "underline", "strikethrough", "textCase", "truncationMode", "minimumScaleFactor", "lineSpacing",
        // Edit actions and a long press (`delete`, `move` and `press` run them), and focus.
        "onDelete", "onMove", "focused", "scrollIndicators", "scrollDismissesKeyboard", "onLongPressGesture",
        "presentationDragIndicator", "sensoryFeedback", "navigationSplitViewStyle",
        // Shapes, styles, gestures and titles: accepted, inert.
        "fill", "stroke", "strokeBorder", "trim", "navigationBarTitle", "navigationViewStyle", "navigationBarItems",
        "gesture", "simultaneousGesture", "highPriorityGesture", "menuStyle", "progressViewStyle", "datePickerStyle",
        "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes", "safeAreaInset", "scaledToFit", "scaledToFill", "resizable", "hidden", "mask",
        "brightness", "contrast", "saturation", "grayscale", "onHover", "onKeyPress", "textContentType", "autocapitalization",
        "disableAutocorrection", "keyboardShortcut", "preferredColorScheme", "statusBarHidden", "statusBar", "scrollDisabled",
        "dynamicTypeSize", "accentColor", "renderingMode", "symbolVariant", "toolbarColorScheme", "presentationBackground",
        "headerProminence", "listSectionSeparator", "listRowSpacing", "backgroundStyle", "safeAreaPadding",
        "containerRelativeFrame", "scrollTargetBehavior", "scrollTargetLayout",
        // Layout: an alignment guide's closure runs when SwiftUI lays its view out, which the
        // playground does not do.
        "alignmentGuide",
        "controlGroupStyle", "groupBoxStyle", "labeledContentStyle", "disclosureGroupStyle", "gaugeStyle", "buttonBorderShape", "toolbarTitleDisplayMode", "compositingGroup", "drawingGroup", "coordinateSpace", "textSelection", "privacySensitive", "monospaced",
        "symbolEffect", "contentMargins", "scrollClipDisabled", "listRowSeparatorTint", "presentationCornerRadius",
        "persistentSystemOverlays", "focusable", "focusEffectDisabled", "allowsTightening", "baselineOffset", "tracking",
        "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityValue",
        "accessibilityHidden", "accessibilitySortPriority", "shadow", "hueRotation", "colorInvert", "luminanceToAlpha",
        "projectionEffect", "rotation3DEffect", "transformEffect", "navigationBarTitleDisplayMode", "toolbarRole",
        "toolbarVisibility", "statusBarHidden", "tabViewStyle", "indexViewStyle", "listItemTint", "safeAreaPadding",
        "presentationCompactAdaptation", "presentationBackgroundInteraction", "presentationContentInteraction",
        "inspectorColumnWidth", "toolbarTitleMenu", "scrollTransition", "visualEffect",
        // iOS 26's Liquid Glass and scroll-edge chrome (FrameworkTypes.liquidGlassTypes): drawing only.
        "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition", "backgroundExtensionEffect",
        "scrollEdgeEffectStyle", "scrollEdgeEffectHidden", "tabBarMinimizeBehavior",
        // `.searchScopes` and `.searchSuggestions` are decorations shown while the user
        // searches (ViewGraph+SearchScopes, ViewGraph+SearchSuggestions), and
        // `.searchCompletion` marks a suggestion `tap` completes the search with.
        "searchScopes", "searchSuggestions", "searchCompletion", "sectionActions",
        // No command opens a URL in the app or continues an activity: the handlers never run.
        "onOpenURL", "onContinueUserActivity", "handlesExternalEvents",
        // Drag and drop: no command drags a view, so a drop handler never runs and nothing is
        // targeted (the `isTargeted` closure is never called either).
        "draggable", "dropDestination", "onDrag", "onDrop",
        // Menu and split-view presentation details, and the edit refusals `delete` and `move`
        // read from the row (`.deleteDisabled`, `.moveDisabled`).
        "menuOrder", "menuIndicator", "menuActionDismissBehavior", "navigationSplitViewColumnWidth",
        "listSectionSpacing", "scrollBounceBehavior", "searchPresentationToolbarBehavior", "deleteDisabled", "moveDisabled",
        // Default focus guides the focus system's own choice (keyboard navigation, a hardware
        // keyboard); on an iPhone it brings up no keyboard, so the focus binding is left as is.
        "defaultFocus", "prefersDefaultFocus",
        // Type, pointer and presentation-transition details: drawing only.
        "fontWidth", "hoverEffect", "matchedTransitionSource", "navigationTransition", "presentationSizing",
        // What a custom Layout's placeSubviews reads, which the playground does not run.
        "layoutValue",
        // A container's background (Apple, "containerBackground(_:for:)": "Sets the container
        // background of the enclosing container using a view") and a shape inset by an amount
        // (Apple, "InsettableShape", `inset(by:)`): drawing only.
        "containerBackground", "inset",
    ]
    /// Modifiers with lifecycle meaning the graph implements.
    static let lifecycleModifiers: Set<String> = ["onAppear", "onDisappear", "id", "task", "tag", "environmentObject", "environment",
                                                  "transformEnvironment",
                                                  "sheet", "fullScreenCover", "alert", "navigationDestination", "onChange", "tabItem",
                                                  "popover", "confirmationDialog", "actionSheet", "inspector",
                                                  "equatable", "onTapGesture", "onReceive",
                                                  "preference", "transformPreference", "onPreferenceChange", "scrollPosition",
                                                  "defaultScrollAnchor", "onScrollVisibilityChange", "onScrollPhaseChange", "onScrollGeometryChange"]

    /// Protocols user types conform to.
    static let protocols: Set<String> = ["View", "ObservableObject", "DynamicProperty", "EnvironmentKey", "PreferenceKey", "ViewModifier", "Shape",
                                         "InsettableShape", "Animatable", "App", "Scene", "PreviewProvider", "Layout",
                                         // A view modifier that only transforms how the view is drawn.
                                         "GeometryEffect",
                                         // A value a custom Layout reads from its subviews (`.layoutValue(key:value:)`).
                                         "LayoutValueKey",
                                         // A custom alignment guide's identifier (`static func defaultValue(in:)`).
                                         "AlignmentID",
                                         // Observation's protocol, adopted by a user protocol (`protocol Store:
                                         // AnyObject, Observable`) or a class; only the `@Observable` macro tracks.
                                         "Observable"]

    /// SwiftUI's layout values (iOS 16): called with content, each is a container of it.
    static let layouts: Set<String> = ["AnyLayout", "VStackLayout", "HStackLayout", "ZStackLayout", "GridLayout"]

    static let allTypeNames: Set<String> = views.union(wrappers).union(otherTypes).union(protocols)
}
