import VivariumInterpreter

/// The SwiftUI views, property wrappers and modifiers the playground provides.
enum BuiltinViews {
    /// Views whose content is a `@ViewBuilder` closure called at init.
    static let containers: Set<String> = [
        "WindowGroup",  // an `App`'s scene: mounting the app shows its window's content under it
        "VStack", "HStack", "ZStack", "Group", "ScrollView", "NavigationView", "NavigationStack", "NavigationSplitView", "Form",
        "Section", "LazyVStack", "LazyHStack", "ToolbarItem", "ToolbarItemGroup",
    ]
    /// Views without content.
    static let leaves: Set<String> = ["Text", "EmptyView", "Spacer", "Divider", "Image", "Color", "ProgressView", "Label"]
    static let views: Set<String> = containers.union(leaves).union(["Button", "ForEach", "List", "Toggle", "TextField", "Stepper", "Picker"])
        .union(presentations).union(["NavigationLink", "TabView", "_ViewModifier_Content"]).union(decorations.values)
    /// Presented content a modifier adds under its view: what `dismiss` and `back` remove.
    static let presentations: Set<String> = ["Sheet", "FullScreenCover", "Alert", "Destination"]
    /// Modifiers whose content closure builds views shown with the modified view (toolbar
    /// items, overlays, backgrounds): the node each becomes, under the modified view.
    /// Modifiers whose (non-escaping) content closure runs in the applying body, though no
    /// command shows what it builds (a context menu, swipe actions): its inits are real.
    static let unshownContentModifiers: Set<String> = ["contextMenu", "swipeActions"]
    static let decorations: [String: String] = ["toolbar": "Toolbar", "overlay": "Overlay", "background": "Background",
                                                "safeAreaInset": "SafeAreaInset"]
    /// The field of a `ViewModifier` value (used as a view) holding the view it modifies.
    static let modifiedContentField = "__modifiedContent"
    static let wrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Published", "Binding", "Bindable",
                                        "EnvironmentObject", "Environment"]
    static let otherTypes: Set<String> = ["AnyView", "EquatableView", "Font", "Edge", "Alignment", "EnvironmentValues", "ColorScheme", "DismissAction", "ScenePhase", "PreviewDevice"]

    /// Modifiers that do not change identity or behaviour in the playground.
    static let inertModifiers: Set<String> = [
        "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext",
        "preferredColorScheme",
        "padding", "font", "foregroundColor", "foregroundStyle", "background", "frame", "bold", "italic",
        "opacity", "cornerRadius", "navigationTitle", "buttonStyle", "tint", "disabled", "multilineTextAlignment",
        "lineLimit", "border", "shadow", "clipShape", "listStyle", "textFieldStyle", "toggleStyle", "fontWeight",
        "monospacedDigit", "accessibilityLabel", "accessibilityIdentifier", "scaleEffect", "offset", "overlay",
        "navigationBarTitleDisplayMode", "imageScale", "labelsHidden", "contentShape", "fixedSize", "layoutPriority",
        // Animation, layout and decoration: no effect on identity or lifecycle here.
        "animation", "transition", "contentTransition", "matchedGeometryEffect", "ignoresSafeArea",
        "edgesIgnoringSafeArea", "aspectRatio", "clipped", "rotationEffect", "blur", "zIndex", "position",
        "allowsHitTesting", "redacted", "symbolRenderingMode", "controlSize", "keyboardType",
        "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel", "listRowBackground",
        "listRowSeparator", "listRowInsets", "badge", "help", "scrollContentBackground", "presentationDetents",
        "interactiveDismissDisabled", "navigationBarHidden", "navigationBarBackButtonHidden", "toolbarBackground",
        "toolbar", "searchable", "refreshable", "onSubmit", "contextMenu", "swipeActions", "accessibilityHint",
        "tabViewStyle", "pickerStyle", "formStyle", "labelStyle", "foregroundStyle", "fontDesign", "kerning",
        "underline", "strikethrough", "textCase", "truncationMode", "minimumScaleFactor", "lineSpacing",
        // Edit actions and focus: no command drives them yet, so their closures never run.
        "onDelete", "onMove", "focused", "scrollIndicators", "scrollDismissesKeyboard", "onLongPressGesture",
        "presentationDragIndicator", "sensoryFeedback", "navigationSplitViewStyle",
    ]
    /// Modifiers with lifecycle meaning the graph implements.
    static let lifecycleModifiers: Set<String> = ["onAppear", "onDisappear", "id", "task", "tag", "environmentObject", "environment",
                                                  "sheet", "fullScreenCover", "alert", "navigationDestination", "onChange", "tabItem",
                                                  "equatable", "onTapGesture", "onReceive"]

    /// Protocols user types conform to.
    static let protocols: Set<String> = ["View", "ObservableObject", "DynamicProperty", "EnvironmentKey", "ViewModifier",
                                         "App", "Scene", "PreviewProvider"]

    static var allTypeNames: Set<String> { views.union(wrappers).union(otherTypes).union(protocols) }
}
