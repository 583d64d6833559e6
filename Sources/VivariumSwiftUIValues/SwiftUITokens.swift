import VivariumInterpreter

/// SwiftUI's small enumerations and option sets as the playground reads them without a
/// contextual type: environment enums compared with `==`, the tokens inert modifiers take
/// inside arrays and sets, `PresentationDetent`s and `TimelineView` schedules.
enum SwiftUITokens {
    /// Members of SwiftUI's option types that inert modifiers take inside arrays and sets, where
    /// no token stands in for them: `.presentationDetents([.medium, .large])`, `.padding([.horizontal, .top])`.
    static let tokenNames: [String: String] = [
        "large": "PresentationDetent", "medium": "PresentationDetent",
        "all": "Edge.Set", "horizontal": "Edge.Set", "vertical": "Edge.Set",
        // `.redacted(reason: .placeholder)`, `redactionReasons.contains(.placeholder)`.
        "placeholder": "RedactionReasons", "privacy": "RedactionReasons", "invalidated": "RedactionReasons",
        "automatic": "Visibility", "visible": "Visibility", "hidden": "Visibility",
        "continuous": "RoundedCornerStyle", "circular": "RoundedCornerStyle",
        // `StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .miter)`.
        "round": "CGLineCap", "butt": "CGLineCap", "square": "CGLineCap", "miter": "CGLineJoin", "bevel": "CGLineJoin",
        "hourAndMinute": "DatePickerComponents",
        // `LazyVStack(pinnedViews: [.sectionHeaders])`.
        "sectionHeaders": "PinnedScrollableViews", "sectionFooters": "PinnedScrollableViews",
        "systemBackground": "UIColor", "secondarySystemBackground": "UIColor", "systemGroupedBackground": "UIColor",
        "label": "UIColor", "secondaryLabel": "UIColor", "systemGray": "UIColor", "systemGray5": "UIColor",
        "systemGray6": "UIColor", "systemBlue": "UIColor", "systemRed": "UIColor", "systemGreen": "UIColor",
    ]

    static func token(_ name: String) -> Value? {
        tokenNames[name].map { FrameworkValues.value($0, ".\(name)", [("member", .string(name))]) }
    }

    /// Cases of enums read only where their type is known (`mode == .active` for an EditMode):
    /// without a contextual type, `.active` is a ScenePhase and `.standard` a format style.
    static let typedOnlyCases: [String: Set<String>] = [
        "EditMode": ["inactive", "transient", "active"],
        "ColorSchemeContrast": ["standard", "increased"],
        "ScrollPhase": ["idle", "tracking", "interacting", "decelerating", "animating"],
        "LegibilityWeight": ["regular", "bold"],
        "ContentSizeCategory": ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                                "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                                "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"],
        "Image.Scale": ["small", "medium", "large"],
        "ControlSize": ["mini", "small", "regular", "large", "extraLarge"],
    ]

    /// Cases of SwiftUI's environment enums, compared with `==` (`sizeClass == .compact`).
    static let environmentCases: [String: Set<String>] = [
        "UserInterfaceSizeClass": ["compact", "regular"],
        "ScenePhase": ["active", "inactive", "background"],
        "LayoutDirection": ["leftToRight", "rightToLeft"],
    ]

    /// Whether `name` is a case of the framework enum `typeName` (either table).
    static func isEnumCase(_ name: String, of typeName: String) -> Bool {
        environmentCases[typeName]?.contains(name) == true || typedOnlyCases[typeName]?.contains(name) == true
    }

    /// `.compact`, `.leftToRight` without a contextual type: the environment enum that has it.
    static func environmentCase(_ name: String) -> Value? {
        guard let (typeName, _) = environmentCases.first(where: { $0.value.contains(name) }) else { return nil }
        return .enumValue(EnumValue(typeName: typeName, caseName: name))
    }

    /// `.fraction(0.3)`, `.height(200)`: a sheet's detent.
    static func presentationDetent(_ name: String, _ values: [Value]) -> Value? {
        guard name == "fraction" || name == "height", values.count == 1 else { return nil }
        return FrameworkValues.value("PresentationDetent", ".\(name)(\(FrameworkValues.argument(values[0], asDouble: true)))")
    }

    /// `.periodic(from: .now, by: 1)`, `.everyMinute`, `.animation`: when a `TimelineView` updates.
    static func timelineSchedule(_ name: String, _ values: [Value], _ labels: [String?]) -> Value? {
        func value(_ description: String, _ fields: [(String, Value)]) -> Value {
            FrameworkValues.value("TimelineSchedule", description, fields)
        }
        switch name {
        case "periodic":
            // Its entries are `from` + k · `by` (Apple, "PeriodicTimelineSchedule.entries(from:
            // mode:)": the start date and interval set its "periodicity and phase alignment").
            guard let index = labels.firstIndex(of: "by"), let seconds = values[index].asDouble else { return nil }
            var fields: [(String, Value)] = [("interval", .double(seconds))]
            if let from = labels.firstIndex(of: "from"), let start = DateValues.seconds(of: values[from]) { fields.append(("start", .double(start))) }
            return value(".periodic(by: \(seconds))", fields)
        case "everyMinute":
            // "at the start of every minute": entries on the minutes (GMT, the device's zone).
            return value(".everyMinute", [("interval", .double(60)), ("start", .double(0))])
        case "animation":
            // `.animation(minimumInterval: 0.5, paused: isPaused)`: a paused schedule never
            // ticks (Apple, "TimelineSchedule.animation(minimumInterval:paused:)"); an unpaused
            // one ticks at its minimum interval, else once a second (judgement call: the
            // playground does not draw frames, so it does not re-run the content per frame).
            if let index = labels.firstIndex(of: "paused"), case .bool(true) = values[index] {
                return value(".animation(paused: true)", [("interval", .double(.infinity))])
            }
            let minimum = labels.firstIndex(of: "minimumInterval").flatMap { values[$0].asDouble } ?? 1
            return value(".animation", [("interval", .double(minimum > 0 ? minimum : 1))])
        case "explicit":
            // `.explicit([date1, date2])`: an update at each of the dates, then none.
            guard case .array(let dates)? = values.first else { return nil }
            let seconds = dates.compactMap { DateValues.seconds(of: $0) }.sorted().map { Value.double($0) }
            return value(".explicit(\(seconds.count) dates)", [("dates", .array(seconds))])
        default: return nil
        }
    }
}
