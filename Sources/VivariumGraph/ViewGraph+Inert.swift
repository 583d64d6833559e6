import VivariumInterpreter

/// The long tail, by policy: API that cannot change state or lifecycle — accessibility, haptics,
/// symbol effects, system chrome, review prompts — is accepted and has no effect here. The first
/// reply of a graph that uses such a name says so, once per name: `inert here: .symbolEffect,
/// UIImpactFeedbackGenerator.impactOccurred`. Anything that could change state or lifecycle is
/// modelled or refused with `not supported in the playground`. (README, "What is inert".)
extension ViewGraph {
    /// The view modifiers the reply notes as inert (all are also in `BuiltinViews.inertModifiers`
    /// or the newly accepted ones below).
    static let notedInertModifiers: Set<String> = [
        // Accessibility: what VoiceOver, Switch Control and the rotor read; no assistive
        // technology runs here.
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden", "accessibilitySortPriority",
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityInputLabels",
        "accessibilityHeading", "accessibilityRepresentation", "accessibilityChildren", "accessibilityRotor",
        "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction", "accessibilityCustomContent",
        "accessibilityTextContentType", "accessibilityIgnoresInvertColors", "accessibilityFocused", "accessibilityZoomAction",
        "accessibilityScrollAction", "accessibilityLinkedGroup", "accessibilityLabeledPair", "accessibilityDirectTouch",
        "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued",
        // iOS 13's `.accessibility(label:)`, `(hint:)`, `(hidden:)`, `(identifier:)`, `(value:)`,
        // `(addTraits:)`: deprecated in iOS 14, still compiled (the forms above replaced them).
        "accessibility",
        // Symbol effects and their transitions.
        "symbolEffect", "symbolEffectsRemoved",
        // iOS 26's Liquid Glass: a material, its tint and shape, how glass shapes merge and morph.
        "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition", "backgroundExtensionEffect",
        "scrollEdgeEffectStyle", "scrollEdgeEffectHidden", "tabBarMinimizeBehavior",
        // Pointer, keyboard shortcuts, system chrome, privacy redaction of the app switcher.
        "hoverEffect", "keyboardShortcut", "persistentSystemOverlays", "statusBarHidden", "privacySensitive",
        "buttonRepeatBehavior", "typesettingLanguage", "dynamicTypeSize",
        // Handlers no command triggers: no pointer hovers, no hardware key is pressed, no URL or
        // user activity opens the app, nothing is dragged or dropped. Their closures never run,
        // and the reply says so rather than let them pass for modelled.
        "onHover", "onKeyPress", "onOpenURL", "onContinueUserActivity", "onDrop", "dropDestination", "onDrag",
        // macOS, watchOS and scene chrome: windows, the menu bar, the Digital Crown, the
        // commands of a window's menus (`.commands { … }`: no command chooses a menu item, so its
        // buttons are not in the tree) and the values they read from the focused scene.
        "windowStyle", "windowToolbarStyle", "defaultSize", "windowResizability", "defaultPosition",
        "menuBarExtraStyle", "navigationSubtitle", "onExitCommand", "onDeleteCommand", "onMoveCommand",
        "onCommand", "onCopyCommand", "onCutCommand", "onPasteCommand", "focusedSceneValue", "focusedValue",
        "digitalCrownRotation", "commands", "commandsRemoved", "commandsReplaced", "windowLevel",
        "restorationBehavior", "defaultLaunchBehavior", "windowManagerRole",
    ]

    /// Modifiers accepted only by this policy (not in `BuiltinViews.inertModifiers` before it).
    static let policyInertModifiers: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityInputLabels",
        "accessibilityHeading", "accessibilityRepresentation", "accessibilityChildren", "accessibilityRotor",
        "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction", "accessibilityCustomContent",
        "accessibilityTextContentType", "accessibilityIgnoresInvertColors", "accessibilityFocused", "accessibilityZoomAction",
        "accessibilityScrollAction", "accessibilityLinkedGroup", "accessibilityLabeledPair", "accessibilityDirectTouch",
        "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued",
        "accessibility", "symbolEffectsRemoved", "buttonRepeatBehavior", "typesettingLanguage", "menuActionDismissBehavior", "geometryGroup",
        "allowedDynamicRange", "defaultHoverEffect", "labelsVisibility", "listRowHoverEffect",
        // macOS, watchOS and scene chrome: windows, the menu bar, the Digital Crown, the
        // commands of a window's menus (`.commands { … }`: no command chooses a menu item, so its
        // buttons are not in the tree) and the values they read from the focused scene.
        "windowStyle", "windowToolbarStyle", "defaultSize", "windowResizability", "defaultPosition",
        "menuBarExtraStyle", "navigationSubtitle", "onExitCommand", "onDeleteCommand", "onMoveCommand",
        "onCommand", "onCopyCommand", "onCutCommand", "onPasteCommand", "focusedSceneValue", "focusedValue",
        "digitalCrownRotation", "commands", "commandsRemoved", "commandsReplaced", "windowLevel",
        "restorationBehavior", "defaultLaunchBehavior", "windowManagerRole",
    ]

    /// Notes that the running command used `name` (`.symbolEffect`, `UIAccessibility.post`),
    /// unless an earlier reply of this graph said so already.
    public func noteInert(_ name: String) {
        guard !inertNoted.contains(name) else { return }
        inertNoted.insert(name)
        inertPending.append(name)
    }

    /// The inert names the running command used first, in order; the next command starts empty.
    public func takeInertNotes() -> [String] {
        defer { inertPending = [] }
        return inertPending
    }

    /// `.progressViewStyle(Ring())`, `.groupBoxStyle(Boxed())`: a style of the program's own for a
    /// control whose styles are not modelled (toggle, button and label styles are:
    /// ViewGraph+CustomStyles) is accepted as the built-in styles are, and its
    /// `makeBody(configuration:)` does not run (the view shows as with the default style). Apple
    /// documents that SwiftUI calls it for each view the style applies to, so the reply says so,
    /// once per style, rather than let its code (a `print`, a view with state) silently not run.
    func noteCustomStyle(_ modifier: String, _ arguments: [ArgumentValue]) {
        guard modifier.hasSuffix("Style"), !Self.styledControls.values.contains(where: { $0.modifier == modifier }),
              case .structValue(let style)? = arguments.first?.value,
              interpreter.types.type(style.typeName)?.methods["makeBody"] != nil else { return }
        noteInert("\(style.typeName).makeBody(configuration:)")
    }
}
