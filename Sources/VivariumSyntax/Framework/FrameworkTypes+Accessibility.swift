// Accessibility, control behaviours and the other long-tail modifiers the playground accepts as
// inert (VivariumGraph's ViewGraph+Inert): their signatures give their arguments a context, so
// `.accessibilityAddTraits(.isButton)` and `.buttonBorderShape(.roundedRectangle(radius: 8))` type.

extension FrameworkTypes {
    static let accessibilityTypes: [FrameworkType] = [
        FrameworkType("View", complete: false, [
            "accessibilityAddTraits(_: AccessibilityTraits) -> View",
            "accessibilityRemoveTraits(_: AccessibilityTraits) -> View",
            "accessibilityElement(children: AccessibilityChildBehavior = _) -> View",
            "accessibilityHeading(_: AccessibilityHeadingLevel) -> View",
            "accessibilityHidden(_: Bool) -> View",
            "accessibilitySortPriority(_: Double) -> View",
            "accessibilityAction(_: AccessibilityActionKind = _, _: _) -> View",
            "accessibilityAction(named: _, _: _) -> View",
            "accessibilityAdjustableAction(_: _) -> View",
            "accessibilityInputLabels(_: _) -> View",
            "accessibilityShowsLargeContentViewer() -> View",
            "accessibilityRespondsToUserInteraction(_: Bool = _) -> View",
            "accessibilityTextContentType(_: AccessibilityTextContentType) -> View",
            "accessibilityIgnoresInvertColors(_: Bool = _) -> View",
            "buttonBorderShape(_: ButtonBorderShape) -> View",
            "buttonRepeatBehavior(_: ButtonRepeatBehavior) -> View",
            "menuActionDismissBehavior(_: MenuActionDismissBehavior) -> View",
            "menuOrder(_: MenuOrder) -> View",
            "textSelection(_: TextSelectability) -> View",
            "persistentSystemOverlays(_: Visibility) -> View",
        ]),
        FrameworkType("AccessibilityTraits", complete: false, [
            "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound", "isKeyboardKey",
            "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession", "allowsDirectInteraction",
            "causesPageTurn", "isModal", "isToggle", "isTabBar",
        ].map { "static \($0): AccessibilityTraits" }),
        cases("AccessibilityChildBehavior", ["ignore", "contain", "combine"]),
        cases("AccessibilityHeadingLevel", ["unspecified", "h1", "h2", "h3", "h4", "h5", "h6"]),
        cases("AccessibilityActionKind", ["default", "escape", "magicTap", "delete", "showMenu"]),
        cases("AccessibilityAdjustmentDirection", ["increment", "decrement"]),
        cases("AccessibilityTextContentType", ["plain", "console", "fileSystem", "messaging", "narrative", "sourceCode",
                                               "spreadsheet", "wordProcessing"]),
        FrameworkType("ButtonBorderShape", complete: false, [
            "static automatic: ButtonBorderShape", "static capsule: ButtonBorderShape", "static circle: ButtonBorderShape",
            "static roundedRectangle: ButtonBorderShape", "static roundedRectangle(radius: Double) -> ButtonBorderShape",
        ]),
        cases("ButtonRepeatBehavior", ["automatic", "enabled", "disabled"]),
        cases("MenuActionDismissBehavior", ["automatic", "enabled", "disabled"]),
        cases("MenuOrder", ["automatic", "fixed", "priority"]),
        cases("TextSelectability", ["enabled", "disabled"]),
    ]
}
