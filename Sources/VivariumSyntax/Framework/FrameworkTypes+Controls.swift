// SwiftUI's controls, grids, text input and presentation options that take `.name`
// arguments (`TextField(axis: .vertical)`, `GridItem(.flexible())`, `.swipeActions(edge:)`).
// Signatures follow Apple's SwiftUI reference.

extension FrameworkTypes {
    static let swiftUIControls: [FrameworkType] = [
        FrameworkType("View", complete: false, [
            "swipeActions(edge: HorizontalEdge = _, allowsFullSwipe: Bool = _, content: _) -> View",
            "confirmationDialog(_: _, isPresented: _, titleVisibility: Visibility = _, actions: _) -> View",
            "presentationBackground(_: ShapeStyle) -> View",
            "searchable(text: _, placement: SearchFieldPlacement = _, prompt: _ = _) -> View",
            "keyboardShortcut(_: KeyboardShortcut) -> View",
            "keyboardShortcut(_: _, modifiers: EventModifiers = _) -> View",
            // A hardware key's press (iOS 17; Apple, "onKeyPress(_:action:)"): inert, no key is pressed.
            "onKeyPress(_: KeyEquivalent, action: _) -> View",
            "onKeyPress(_: KeyEquivalent, phases: _, action: _) -> View",
            "onKeyPress(keys: [KeyEquivalent], phases: _ = _, action: _) -> View",
            "onKeyPress(characters: _, phases: _ = _, action: _) -> View",
            "onKeyPress(phases: _, action: _) -> View",
            "textContentType(_: UITextContentType?) -> View",
            "contentTransition(_: ContentTransition) -> View",
            "defaultScrollAnchor(_: UnitPoint?) -> View",
            "listSectionSeparator(_: Visibility, edges: VerticalEdge.Set = _) -> View",
            "listRowInsets(_: EdgeInsets?) -> View",
            "onSubmit(of: SubmitTriggers = _, _: _) -> View",
            "submitScope(_: Bool = _) -> View",
            "defaultAppStorage(_: UserDefaults) -> View",
            "onScrollGeometryChange(for: _, of: _, action: _) -> View",
            "badgeProminence(_: BadgeProminence) -> View",
            "scrollDismissesKeyboard(_: ScrollDismissesKeyboardMode) -> View",
            "privacySensitive(_: Bool = _) -> View",
            "redacted(reason: RedactionReasons) -> View",
            "zIndex(_: Double) -> View",
            "offset(x: Double = _, y: Double = _) -> View",
            "opacity(_: Double) -> View",
            "cornerRadius(_: Double, antialiased: Bool = _) -> View",
            "blur(radius: Double, opaque: Bool = _) -> View",
            "blendMode(_: BlendMode) -> View",
            "lineLimit(_: Int?) -> View",
            "minimumScaleFactor(_: Double) -> View",
            "tag(_: Hashable, includeOptional: Bool = _) -> View",
            "presentationBackgroundInteraction(_: PresentationBackgroundInteraction) -> View",
            "popover(isPresented: _, attachmentAnchor: PopoverAttachmentAnchor = _, arrowEdge: Edge = _, content: _) -> View",
            "popover(item: _, attachmentAnchor: PopoverAttachmentAnchor = _, arrowEdge: Edge = _, content: _) -> View",
            "presentationContentInteraction(_: PresentationContentInteraction) -> View",
            "sensoryFeedback(_: SensoryFeedback, trigger: _) -> View",
            "sensoryFeedback(_: SensoryFeedback, trigger: _, condition: _) -> View",
            "symbolEffect(_: SymbolEffect, options: SymbolEffectOptions = _, value: _) -> View",
            "symbolEffect(_: SymbolEffect, options: SymbolEffectOptions = _, isActive: Bool = _) -> View",
            "navigationTransition(_: NavigationTransition) -> View",
            "presentationSizing(_: PresentationSizing) -> View",
            "scrollTransition(_: ScrollTransitionConfiguration = _, axis: Axis? = _, transition: _) -> View",
            "scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = _, transition: _) -> View",
        ]),
        // Scroll transitions (iOS 17): how a row's look follows its place in the viewport —
        // drawing only (`.scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in … }`).
        FrameworkType("ScrollTransitionConfiguration", complete: false, [
            "static animated: ScrollTransitionConfiguration", "static interactive: ScrollTransitionConfiguration",
            "static identity: ScrollTransitionConfiguration", "static animated(_: Animation) -> ScrollTransitionConfiguration",
            "static interactive(timingCurve: _) -> ScrollTransitionConfiguration",
            "threshold(_: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration",
            "animation(_: Animation) -> ScrollTransitionConfiguration",
        ]),
        FrameworkType("ScrollTransitionConfiguration.Threshold", complete: false, [
            "static visible: ScrollTransitionConfiguration.Threshold", "static hidden: ScrollTransitionConfiguration.Threshold",
            "static centered: ScrollTransitionConfiguration.Threshold",
            "static visible(_: Double) -> ScrollTransitionConfiguration.Threshold",
            "inset(by: Double) -> ScrollTransitionConfiguration.Threshold",
        ]),
        // iOS 18's zoom transition and sheet sizes: drawing only.
        FrameworkType("NavigationTransition", complete: false, [
            "static automatic: NavigationTransition", "static zoom(sourceID: _, in: _) -> NavigationTransition",
        ]),
        FrameworkType("PresentationSizing", complete: false, [
            "static automatic: PresentationSizing", "static form: PresentationSizing", "static page: PresentationSizing",
            "static fitted: PresentationSizing",
        ]),
        // Haptics (iOS 17): `.sensoryFeedback(.impact(weight: .light), trigger: x)`.
        FrameworkType("SensoryFeedback", [
            "success", "warning", "error", "selection", "increase", "decrease", "start", "stop", "alignment",
            "levelChange", "impact",
        ].map { "static \($0): SensoryFeedback" } + [
            "static impact(weight: SensoryFeedback.Weight = _, intensity: Double = _) -> SensoryFeedback",
            "static impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = _) -> SensoryFeedback",
        ]),
        cases("SensoryFeedback.Weight", ["light", "medium", "heavy"]),
        // Sheets over content (iOS 16.4): `.presentationBackgroundInteraction(.enabled(upThrough: .medium))`.
        FrameworkType("PresentationBackgroundInteraction", [
            "static automatic: PresentationBackgroundInteraction", "static disabled: PresentationBackgroundInteraction",
            "static enabled: PresentationBackgroundInteraction",
            "static enabled(upThrough: PresentationDetent) -> PresentationBackgroundInteraction",
        ]),
        cases("PresentationContentInteraction", ["automatic", "resizes", "scrolls"]),
        FrameworkType("Transaction", complete: false, ["static init(animation: Animation?) -> Transaction"]),
        // `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`: where the popover points (a sheet on iPhone).
        FrameworkType("PopoverAttachmentAnchor", complete: false, ["static point(_: UnitPoint) -> PopoverAttachmentAnchor",
                                                                   "static rect(_: _) -> PopoverAttachmentAnchor"]),
        cases("SensoryFeedback.Flexibility", ["rigid", "solid", "soft"]),
        // SF Symbol effects (iOS 17/18): `.symbolEffect(.bounce, value: count)`.
        FrameworkType("SymbolEffect", complete: false, [
            "bounce", "pulse", "variableColor", "scale", "appear", "disappear", "replace", "wiggle", "breathe", "rotate",
        ].map { "static \($0): SymbolEffect" }),
        FrameworkType("SymbolEffectOptions", complete: false, [
            "static default: SymbolEffectOptions", "static repeating: SymbolEffectOptions", "static nonRepeating: SymbolEffectOptions",
            "static repeat(_: Int) -> SymbolEffectOptions", "static speed(_: Double) -> SymbolEffectOptions",
            "static repeat(_: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions",
            // Options refine one another: `.speed(2).repeat(3)`, `.repeat(.periodic(2, delay: 1))`.
            "repeat(_: Int) -> SymbolEffectOptions", "speed(_: Double) -> SymbolEffectOptions",
            "repeat(_: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions",
            "repeating: SymbolEffectOptions", "nonRepeating: SymbolEffectOptions",
        ]),
        FrameworkType("SymbolEffectOptions.RepeatBehavior", complete: false, [
            "static continuous: SymbolEffectOptions.RepeatBehavior",
            "static periodic(_: Int? = _, delay: Double? = _) -> SymbolEffectOptions.RepeatBehavior",
            "static periodic(delay: Double? = _) -> SymbolEffectOptions.RepeatBehavior",
        ]),
        // A generic `Hashable` parameter has no static members: `.tag(.red)` is the compiler's
        // `type 'Hashable' has no member 'red'`.
        FrameworkType("Hashable", []),
        FrameworkType("TextField", complete: false, [
            "static init(_: _, text: _, axis: Axis) -> TextField",
            "static init(_: _, text: _, prompt: _, axis: Axis) -> TextField",
        ]),
        cases("Axis", ["horizontal", "vertical"]),
        // Foundation's sort descriptors over key paths: `sorted(using: KeyPathComparator(\.name, order: .reverse))`.
        FrameworkType("KeyPathComparator", complete: false, [
            "static init(_: _, order: SortOrder = _) -> KeyPathComparator",
            "static init(_: _, comparator: String.StandardComparator, order: SortOrder = _) -> KeyPathComparator",
        ]),
        // `SortDescriptor(\.name, comparator: .localizedStandard, order: .reverse)`: a String key
        // path is compared `.localizedStandard` unless told otherwise.
        FrameworkType("SortDescriptor", complete: false, [
            "static init(_: _, order: SortOrder = _) -> SortDescriptor",
            "static init(_: _, comparator: String.StandardComparator, order: SortOrder = _) -> SortDescriptor",
        ]),
        cases("SortOrder", ["forward", "reverse"]),
        cases("String.StandardComparator", ["localizedStandard", "localized", "lexical"]),
        // iOS 13's alerts and action sheets, built by `.alert(isPresented:content:)`,
        // `.alert(item:content:)` and `.actionSheet(isPresented:content:)` (deprecated, still common).
        FrameworkType("Alert", complete: false, [
            "static init(title: Text, message: Text? = _, dismissButton: Alert.Button? = _) -> Alert",
            "static init(title: Text, message: Text? = _, primaryButton: Alert.Button, secondaryButton: Alert.Button) -> Alert",
        ]),
        FrameworkType("Alert.Button", [
            "static default(_: Text, action: _ = _) -> Alert.Button",
            "static destructive(_: Text, action: _ = _) -> Alert.Button",
            "static cancel(_: Text, action: _ = _) -> Alert.Button",
            "static cancel(action: _ = _) -> Alert.Button",
        ]),
        FrameworkType("ActionSheet", complete: false, [
            "static init(title: Text, message: Text? = _, buttons: [ActionSheet.Button] = _) -> ActionSheet",
        ]),
        FrameworkType("ActionSheet.Button", [
            "static default(_: Text, action: _ = _) -> ActionSheet.Button",
            "static destructive(_: Text, action: _ = _) -> ActionSheet.Button",
            "static cancel(_: Text, action: _ = _) -> ActionSheet.Button",
            "static cancel(action: _ = _) -> ActionSheet.Button",
        ]),
        FrameworkType("DatePicker", complete: false, [
            "static init(_: _, selection: _, displayedComponents: DatePickerComponents = _) -> DatePicker",
            "static init(_: _, selection: _, in: _, displayedComponents: DatePickerComponents = _) -> DatePicker",
        ]),
        cases("DatePickerComponents", ["date", "hourAndMinute"]),
        // The gestures' initializers, so `DragGesture(coordinateSpace: .local)` knows its
        // argument is a `CoordinateSpace` (Apple, "DragGesture", "init(minimumDistance:coordinateSpace:)").
        FrameworkType("DragGesture", complete: false, [
            "static init(minimumDistance: Double = _, coordinateSpace: CoordinateSpace = _) -> DragGesture",
        ]),
        FrameworkType("SpatialTapGesture", complete: false, [
            "static init(count: Int = _, coordinateSpace: CoordinateSpace = _) -> SpatialTapGesture",
        ]),
        FrameworkType("RotationGesture", complete: false, [
            "static init(minimumAngleDelta: Angle = _) -> RotationGesture",
        ]),
        FrameworkType("GridItem", complete: false, [
            "static init(_: GridItem.Size = _, spacing: Double? = _, alignment: Alignment? = _) -> GridItem",
        ]),
        FrameworkType("GridItem.Size", [
            "static flexible(minimum: Double = _, maximum: Double = _) -> GridItem.Size",
            "static fixed(_: Double) -> GridItem.Size",
            "static adaptive(minimum: Double, maximum: Double = _) -> GridItem.Size",
        ]),
        FrameworkType("LazyVGrid", complete: false, [
            "static init(columns: [GridItem], alignment: HorizontalAlignment = _, spacing: Double? = _, pinnedViews: _ = _, content: _) -> LazyVGrid",
        ]),
        FrameworkType("LazyHGrid", complete: false, [
            "static init(rows: [GridItem], alignment: VerticalAlignment = _, spacing: Double? = _, pinnedViews: _ = _, content: _) -> LazyHGrid",
        ]),
        FrameworkType("Grid", complete: false, [
            "static init(alignment: Alignment = _, horizontalSpacing: Double? = _, verticalSpacing: Double? = _, content: _) -> Grid",
        ]),
        FrameworkType("GridRow", complete: false, ["static init(alignment: VerticalAlignment? = _, content: _) -> GridRow"]),
        FrameworkType("ScrollViewProxy", complete: false, ["scrollTo(_: _, anchor: UnitPoint? = _) -> Void"]),
        FrameworkType("SearchFieldPlacement", complete: false, [
            "static automatic: SearchFieldPlacement", "static toolbar: SearchFieldPlacement", "static sidebar: SearchFieldPlacement",
            "static navigationBarDrawer: SearchFieldPlacement",
            "static navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement",
        ]),
        cases("SearchFieldPlacement.NavigationBarDrawerDisplayMode", ["automatic", "always"]),
        FrameworkType("KeyboardShortcut", complete: false, ["static defaultAction: KeyboardShortcut", "static cancelAction: KeyboardShortcut"]),
        FrameworkType("EventModifiers", complete: false, [
            "static command: EventModifiers", "static shift: EventModifiers", "static option: EventModifiers",
            "static control: EventModifiers", "static capsLock: EventModifiers", "static numericPad: EventModifiers",
            "static all: EventModifiers",
        ]),
        FrameworkType("UITextContentType", complete: false, [
            "name", "givenName", "familyName", "username", "password", "newPassword", "oneTimeCode", "emailAddress",
            "telephoneNumber", "URL", "fullStreetAddress", "postalCode", "addressCity", "countryName", "nickname",
            "jobTitle", "organizationName", "creditCardNumber",
        ].map { "static \($0): UITextContentType" }),
        FrameworkType("ContentTransition", complete: false, [
            "static identity: ContentTransition", "static opacity: ContentTransition", "static interpolate: ContentTransition",
            "static numericText(countsDown: Bool = _) -> ContentTransition",
            "static numericText(value: Double) -> ContentTransition",
            "static symbolEffect: ContentTransition",
            "static symbolEffect(_: SymbolEffect, options: SymbolEffectOptions = _) -> ContentTransition",
        ]),
        FrameworkType("EdgeInsets", complete: false, [
            "static init(top: Double = _, leading: Double = _, bottom: Double = _, trailing: Double = _) -> EdgeInsets",
        ]),
        FrameworkType("SubmitTriggers", complete: false, ["static text: SubmitTriggers", "static search: SubmitTriggers"]),
        cases("BadgeProminence", ["standard", "increased", "decreased"]),
        FrameworkType("RedactionReasons", complete: false, ["static placeholder: RedactionReasons", "static privacy: RedactionReasons",
                                                            "static invalidated: RedactionReasons"]),
    ]
}
