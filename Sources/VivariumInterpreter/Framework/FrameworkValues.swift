import VivariumSyntax

/// SwiftUI and Foundation values that are plain data in the playground: `Color`, `Font`,
/// `Animation`, transitions, gradients, `Date`, format styles, `URL`, `LocalizedStringKey`, `GridItem`.
/// They change no identity and no lifecycle; they exist so that code written for a device
/// runs as pasted, and print something sensible.
///
/// Each type lives in its own file as a table of static members (`ColorValues.staticNames`,
/// …) plus its initializers and methods, so that a contextual-type resolver can look a
/// member up by type (`FrameworkValues.staticMember(typeName:name:)`).
/// A value is a `BuiltinValue` whose `kind` is the type name and whose `description`
/// field is what `print` shows.
public enum FrameworkValues {
    /// Types whose values the interpreter builds itself (not the view graph).
    public static let typeNames: Set<String> = Set<String>([
        "Color", "Font", "Animation", "AnyTransition", "Gradient", "UnitPoint", "Angle", "Date", "TimeInterval",
        "LocalizedStringKey", "URL", "GridItem", "StrokeStyle", "Notification", "NotificationCenter", "GridItem.Size",
        "PresentationDetent", "CharacterSet", "Decimal", "Gradient.Stop", "UIColor", "EdgeInsets",
    ]).union(LocaleValues.typeNames)

    /// Kinds of builtin values whose members the interpreter answers (`Color` is a view: the
    /// graph answers its modifiers, `opacity` excepted).
    static let kinds: Set<String> = [
        "Font", "Animation", "AnyTransition", "Gradient", "UnitPoint", "Angle", "Date", "FormatStyle", "Text.DateStyle",
        "URL", "GridItem", "GridItem.Size", "StrokeStyle", "Font.Weight", "Date.FormatStyle", "Notification", "Notification.Name",
        "Locale", "TimeZone", "Calendar", "CharacterSet", "Decimal",
    ]

    /// `Transaction`'s settable properties (Apple, "Transaction"): a local `var transaction`
    /// takes writes to these; the view graph answers reads with SwiftUI's defaults.
    static let transactionSettable: Set<String> = ["animation", "disablesAnimations", "isContinuous", "tracksVelocity"]

    /// A value with its printed form.
    static func value(_ kind: String, _ description: String, _ fields: [(String, Value)] = []) -> Value {
        var builtin = BuiltinValue(kind: kind, fields: ["description": .string(description)])
        for (name, field) in fields { builtin[name] = field }
        return .builtin(builtin)
    }

    /// The member a static value stands for: `bold` for `Font.Weight.bold`, whether it is one
    /// of these values (its `member` field) or an opaque token (`.bold`, `Font.Weight.bold`).
    public static func memberName(of value: Value) -> String? {
        guard case .builtin(let builtin) = value else { return nil }
        if case .string(let member)? = builtin["member"] { return member }
        guard builtin.fields.isEmpty, let dot = builtin.kind.lastIndex(of: ".") else { return nil }
        return String(builtin.kind[builtin.kind.index(after: dot)...])
    }

    /// What `print` shows for one of these values, or nil.
    static func describe(_ value: BuiltinValue) -> String? {
        if value.kind == "Color", case .string(let name)? = value["name"] { return name }
        if value.kind == "Date", let seconds = value["seconds"]?.asDouble { return DateValues.describe(seconds) }
        if case .string(let text)? = value["description"] { return text }
        return nil
    }

    /// `Type.name` used as a value: `Color.red`, `Font.title`, `Animation.default`, `Date.now`.
    public static func staticMember(_ interpreter: Interpreter?, typeName: String, name: String) -> Value? {
        // `ScenePhase.active`, `UserInterfaceSizeClass.compact`: a case of an environment enum.
        if isEnumCase(name, of: typeName) { return .enumValue(EnumValue(typeName: typeName, caseName: name)) }
        switch typeName {
        case "Color": return ColorValues.staticMember(name)
        case "Decimal": return DecimalValues.staticMember(name)
        case "Font": return FontValues.staticMember(name)
        case "Animation": return AnimationValues.staticMember(name)
        case "AnyTransition": return AnimationValues.transition(name, [])
        case "UnitPoint": return GradientValues.unitPoint(name)
        case "Angle": return AngleValues.staticMember(name)
        case "Text.DateStyle": return DateValues.textStyle(name)
        // The nested types a contextual type names (`.system(.caption, design: .monospaced)`).
        case "Font.Weight", "Font.Design", "Font.TextStyle": return FontValues.staticMember(name)
        case "PresentationDetent": return modifierToken(name)
        case "CharacterSet": return CharacterSetValues.staticMember(name)
        case "URL": return FoundationValues.staticMember(name)
        case "Date" where name == "FormatStyle": return .type("Date.FormatStyle")
        case "Date": return interpreter.flatMap { DateValues.staticMember(name, interpreter: $0) }
        case "Notification" where name == "Name": return .type("Notification.Name")
        case "NotificationCenter" where name == "default": return value("NotificationCenter", "NotificationCenter.default")
        case _ where LocaleValues.typeNames.contains(typeName): return LocaleValues.staticMember(typeName: typeName, name: name)
        default: return nil
        }
    }

    /// `Type.name(arguments)`: `Font.system(size: 20)`, `Animation.easeInOut(duration: 1)`.
    public static func callStatic(_ interpreter: Interpreter, typeName: String, name: String, values: [Value],
                                  labels: [String?]) -> Value? {
        switch typeName {
        case "Font": return FontValues.call(name, values, labels)
        case "Animation": return AnimationValues.call(name, values, labels)
        case "AnyTransition": return AnimationValues.transition(name, values, labels)
        case "Angle": return AngleValues.call(name, values)
        case "GridItem.Size": return GridValues.size(name, values, labels)
        case "PresentationDetent" where (name == "fraction" || name == "height") && values.count == 1:
            return value("PresentationDetent", ".\(name)(\(argument(values[0], asDouble: true)))")
        case "Date" where name == "FormatStyle":
            // `Date.FormatStyle(date: .numeric, time: .standard)`: the nested type's initializer.
            return FormatStyles.dateAndTime(values, labels)
        case "Notification" where name == "Name":
            // `Notification.Name("didLogin")`: the nested type's initializer.
            guard case .string(let raw)? = values.first else { return nil }
            return value("Notification.Name", "NSNotification.Name(_rawValue: \(raw))", [("rawValue", .string(raw))])
        default: return nil
        }
    }

    /// `.name` or `.name(arguments)` where no contextual type is known: the one framework
    /// type among these that has such a member (fonts, animations, transitions, colors,
    /// points, format and date styles). Nil when none has it.
    static func implicitMember(_ interpreter: Interpreter, name: String, values: [Value]?, labels: [String?]) -> Value? {
        guard let values else {
            if name == "everyMinute" || name == "animation" { return timelineSchedule(name, [], []) }
            if name == "now" { return now(interpreter) }
            if let (typeName, _) = environmentCases.first(where: { $0.value.contains(name) }) {
                return .enumValue(EnumValue(typeName: typeName, caseName: name))
            }
            if let notificationName = notificationName(interpreter, name) { return notificationName }
            // NB: the first that has it, in this order; a loop, as a chain of `??` this long took
            // the type checker 425 ms.
            let members: [(String) -> Value?] = [
                ColorValues.staticMember, FontValues.staticMember, AnimationValues.staticMember, GradientValues.unitPoint,
                { FormatStyles.style($0, []) }, DateValues.textStyle, { AnimationValues.transition($0, []) }, modifierToken,
            ]
            for member in members { if let found = member(name) { return found } }
            return nil
        }
        if (name == "fraction" || name == "height"), values.count == 1 {
            return value("PresentationDetent", ".\(name)(\(argument(values[0], asDouble: true)))")
        }
        let calls: [(String, [Value], [String?]) -> Value?] = [
            FontValues.call, AnimationValues.call, AnimationValues.transition, { name, values, _ in FormatStyles.style(name, values) },
            { name, values, _ in FormatStyles.precision(name, values) }, { name, values, _ in FormatStyles.countOrListStyle(name, values) },
            GridValues.size, { name, values, _ in AngleValues.call(name, values) }, timelineSchedule,
        ]
        for call in calls { if let found = call(name, values, labels) { return found } }
        return nil
    }

    /// Members of SwiftUI's option types that inert modifiers take inside arrays and sets, where
    /// no token stands in for them: `.presentationDetents([.medium, .large])`, `.padding([.horizontal, .top])`.
    static let modifierTokenNames: [String: String] = [
        "large": "PresentationDetent", "medium": "PresentationDetent",
        // `url.appending(path: "Downloads", directoryHint: .isDirectory)` (iOS 16).
        "isDirectory": "URL.DirectoryHint", "notDirectory": "URL.DirectoryHint", "checkFileSystem": "URL.DirectoryHint",
        "inferFromPath": "URL.DirectoryHint",
        "all": "Edge.Set", "horizontal": "Edge.Set", "vertical": "Edge.Set",
        // `.redacted(reason: .placeholder)`, `redactionReasons.contains(.placeholder)`.
        "placeholder": "RedactionReasons", "privacy": "RedactionReasons", "invalidated": "RedactionReasons",
        "automatic": "Visibility", "visible": "Visibility", "hidden": "Visibility",
        "continuous": "RoundedCornerStyle", "circular": "RoundedCornerStyle",
        // `StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .miter)`.
        "file": "ByteCountFormatStyle.Style", "memory": "ByteCountFormatStyle.Style", "binary": "ByteCountFormatStyle.Style",
        "and": "ListFormatStyle.ListType", "or": "ListFormatStyle.ListType",
        "minuteSecond": "Duration.TimeFormatStyle.Pattern", "hourMinute": "Duration.TimeFormatStyle.Pattern",
        "hourMinuteSecond": "Duration.TimeFormatStyle.Pattern",
        "round": "CGLineCap", "butt": "CGLineCap", "square": "CGLineCap", "miter": "CGLineJoin", "bevel": "CGLineJoin",
        "hourAndMinute": "DatePickerComponents",
        // `.number.notation(.compactName)`.
        "compactName": "NumberFormatStyleConfiguration.Notation",
        // `.number.grouping(.never)`.
        "never": "NumberFormatStyleConfiguration.Grouping",
        // `LazyVStack(pinnedViews: [.sectionHeaders])`.
        "sectionHeaders": "PinnedScrollableViews", "sectionFooters": "PinnedScrollableViews",
        "systemBackground": "UIColor", "secondarySystemBackground": "UIColor", "systemGroupedBackground": "UIColor",
        "label": "UIColor", "secondaryLabel": "UIColor", "systemGray": "UIColor", "systemGray5": "UIColor",
        "systemGray6": "UIColor", "systemBlue": "UIColor", "systemRed": "UIColor", "systemGreen": "UIColor",
    ]

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

    /// Whether `name` is a case of the framework enum `typeName` (either table).
    static func isEnumCase(_ name: String, of typeName: String) -> Bool {
        environmentCases[typeName]?.contains(name) == true || typedOnlyCases[typeName]?.contains(name) == true
    }

    /// Cases of SwiftUI's environment enums, compared with `==` (`sizeClass == .compact`).
    static let environmentCases: [String: Set<String>] = [
        "UserInterfaceSizeClass": ["compact", "regular"],
        "ScenePhase": ["active", "inactive", "background"],
        "Calendar.Identifier": LocaleValues.calendarIdentifiers,
        "LayoutDirection": ["leftToRight", "rightToLeft"],
    ]

    static func modifierToken(_ name: String) -> Value? {
        modifierTokenNames[name].map { value($0, ".\(name)", [("member", .string(name))]) }
    }

    /// `.periodic(from: .now, by: 1)`, `.everyMinute`, `.animation`: when a `TimelineView` updates.
    static func timelineSchedule(_ name: String, _ values: [Value], _ labels: [String?]) -> Value? {
        switch name {
        case "periodic":
            guard let index = labels.firstIndex(of: "by"), let seconds = values[index].asDouble else { return nil }
            return value("TimelineSchedule", ".periodic(by: \(seconds))", [("interval", .double(seconds))])
        case "everyMinute": return value("TimelineSchedule", ".everyMinute", [("interval", .double(60))])
        case "animation":
            // `.animation(minimumInterval: 0.5, paused: isPaused)`: a paused schedule never
            // ticks (Apple, "TimelineSchedule.animation(minimumInterval:paused:)"); an unpaused
            // one ticks at its minimum interval, else once a second (judgement call: the
            // playground does not draw frames, so it does not re-run the content per frame).
            if let index = labels.firstIndex(of: "paused"), case .bool(true) = values[index] {
                return value("TimelineSchedule", ".animation(paused: true)", [("interval", .double(.infinity))])
            }
            let minimum = labels.firstIndex(of: "minimumInterval").flatMap { values[$0].asDouble } ?? 1
            return value("TimelineSchedule", ".animation", [("interval", .double(minimum > 0 ? minimum : 1))])
        case "explicit":
            // `.explicit([date1, date2])`: an update at each of the dates, then none.
            guard case .array(let dates)? = values.first else { return nil }
            let seconds = dates.compactMap { DateValues.seconds(of: $0) }.sorted().map { Value.double($0) }
            return value("TimelineSchedule", ".explicit(\(seconds.count) dates)", [("dates", .array(seconds))])
        default: return nil
        }
    }

    /// A `Notification` as observers receive it.
    public static func notification(_ name: Value, object: Value) -> Value {
        let raw = if case .builtin(let b) = name, case .string(let text)? = b["rawValue"] { text } else { "\(name)" }
        return value("Notification", "name = \(raw), object = nil, userInfo = nil", [("name", name), ("object", object)])
    }

    /// `Notification.Name(rawValue)`.
    public static func notificationName(rawValue raw: String) -> Value {
        value("Notification.Name", "NSNotification.Name(_rawValue: \(raw))", [("rawValue", .string(raw))])
    }

    /// `.didLogin` where a `Notification.Name` is meant: a static member your
    /// `extension Notification.Name` declares.
    public static func notificationName(_ interpreter: Interpreter, _ name: String) -> Value? {
        guard let info = interpreter.types.type("Notification.Name"), info.staticProperties.contains(where: { $0.name == name }) else { return nil }
        return try? interpreter.staticMemberValue(typeName: "Notification.Name", name: name, at: .builtin, required: false)
    }

    /// `Date.now` on the virtual clock.
    public static func now(_ interpreter: Interpreter) -> Value { DateValues.date(DateValues.now(interpreter)) }

    /// `Font.system(size: 12)`-style initializers: `Color(red:green:blue:)`, `Date()`, `URL(string:)`.
    public static func construct(_ interpreter: Interpreter, typeName: String, values: [Value], labels: [String?],
                                 at location: SourceLocation) throws -> Value? {
        switch typeName {
        case "Color": return ColorValues.construct(values, labels)
        case "Decimal": return DecimalValues.construct(values, labels)
        case "KeyPathComparator", "SortDescriptor": return keyPathComparator(values, labels, kind: typeName)
        case "Date": return DateValues.construct(interpreter, values, labels)
        case "Date.FormatStyle": return FormatStyles.dateAndTime(values, labels)
        case "Gradient": return GradientValues.gradient(values, labels)
        case "Gradient.Stop": return GradientValues.stop(values, labels)
        case "UIColor": return ColorValues.uiColor(values, labels)
        case "LocalizedStringKey":
            // A key shows its inline Markdown rendered, as `Text` renders a key (`MarkdownText`).
            if case .string(let key)? = values.first { return .string(MarkdownText.plainText(key)) }
        case "URL": return FoundationValues.url(values, labels)
        case "CharacterSet": return CharacterSetValues.construct(values, labels)
        case "GridItem": return GridValues.item(values, labels)
        case "Angle": return AngleValues.construct(values, labels)
        case "Notification.Name":
            guard case .string(let raw)? = values.first else { return nil }
            return value("Notification.Name", "NSNotification.Name(_rawValue: \(raw))", [("rawValue", .string(raw))])
        case "StrokeStyle": return value("StrokeStyle", "StrokeStyle", [])
        case "Locale", "TimeZone", "Calendar": return LocaleValues.construct(typeName: typeName, values: values, labels: labels)
        case "EdgeInsets":
            // `EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)` (`.listRowInsets`,
            // `.padding(_:)`): four lengths, each 0 unless given; inert, as layout is.
            let edges = ["top", "leading", "bottom", "trailing"]
            guard labels.allSatisfy({ $0.map(edges.contains) ?? false }) else { return nil }
            let lengths = edges.map { edge in labels.firstIndex(of: edge).flatMap { values[$0].asDouble } ?? 0 }
            let text = zip(edges, lengths).map { "\($0): \($1)" }.joined(separator: ", ")
            return value("EdgeInsets", "EdgeInsets(\(text))", zip(edges, lengths).map { ($0, .double($1)) })
        case "UnitPoint" where labels == ["x", "y"]:
            return value("UnitPoint", "UnitPoint(x: \(interpreter.describe(values[0])), y: \(interpreter.describe(values[1])))")
        default: break
        }
        return nil
    }

    /// Whether `kind` has a method `name` that `method` answers: only then are a call's
    /// arguments evaluated for it (a view modifier on a `Color`, `.frame(maxWidth: .infinity)`,
    /// takes its arguments' contextual types from the modifier, and each argument is evaluated once).
    static func hasMethod(_ name: String, kind: String) -> Bool {
        switch kind {
        case "Color": return name == "opacity"
        case "URL": return FoundationValues.urlMethodNames.contains(name)
        case "Font": return FontValues.methodNames.contains(name)
        case "Animation": return AnimationValues.methodNames.contains(name)
        case "AnyTransition": return name == "combined" || name == "animation"
        case "Date": return ["addingTimeInterval", "advanced", "timeIntervalSince", "distance", "formatted"].contains(name)
        case "FormatStyle": return FormatStyles.dateFieldNames.contains(name) || name == "precision" || name == "locale" || name == "notation" || name == "grouping"
        case "TimeZone": return LocaleValues.methodNames.contains(name)
        case "CharacterSet": return name == "contains" || name == "union"
        case "Decimal": return name == "formatted"
        default: return false
        }
    }

    /// A method of one of these values; nil when the type has no such method.
    static func method(_ interpreter: Interpreter, _ name: String, on value: BuiltinValue, values: [Value], labels: [String?],
                       at location: SourceLocation) throws -> Value? {
        switch value.kind {
        case "Color": return ColorValues.method(name, value, values)
        case "Font": return FontValues.method(name, value, values, labels)
        case "Animation": return AnimationValues.method(name, value, values, labels)
        case "AnyTransition": return AnimationValues.transitionMethod(name, value, values)
        case "Date": return try DateValues.method(interpreter, name, value, values, labels, at: location)
        case "FormatStyle":
            if let style = FormatStyles.method(name, value, values) { return style }
            if name == "notation" {
                throw RuntimeError(.notSupported, "not supported in the playground: .notation other than .compactName on a .number style", at: location)
            }
            return nil
        case "URL": return FoundationValues.urlMethod(name, value, values, labels)
        case "TimeZone": return LocaleValues.method(interpreter, name, on: value, values: values)
        case "CharacterSet": return CharacterSetValues.method(name, on: value, values)
        case "Decimal" where name == "formatted" && values.count <= 1:
            return FormatStyles.format(.builtin(value), style: values.first).map { .string($0) }
        default: return nil
        }
    }

    /// SF Symbol effects' refinements (Apple, "BounceSymbolEffect", "VariableColorSymbolEffect", …).
    static let symbolEffectVariants: Set<String> = [
        "up", "down", "byLayer", "wholeSymbol", "iterative", "cumulative", "reversing", "nonReversing",
        "hideInactiveLayers", "dimInactiveLayers", "downUp", "upUp", "offUp", "clockwise", "counterClockwise",
        "left", "right", "forward", "backward", "plain", "pulse",
    ]

    /// A property of one of these values; nil when the type has no such property.
    static func property(_ interpreter: Interpreter, _ name: String, of value: BuiltinValue) -> Value? {
        if name == "description", let text = describe(value) { return .string(text) }
        switch value.kind {
        case "Color" where name == "gradient":
            // `color.gradient` (iOS 16): a standard gradient derived from the color, inert here
            // like every gradient; it prints as the expression that made it.
            return Self.value("AnyGradient", "\(describe(value) ?? "Color").gradient")
        case "Date": return DateValues.property(interpreter, name, value)
        case "Angle": return AngleValues.property(name, of: value)
        case _ where value.kind.hasPrefix("SymbolEffect.") && Self.symbolEffectVariants.contains(name):
            // `.bounce.up.byLayer`, `.variableColor.iterative.reversing`: the effect refined
            // (inert, as `.symbolEffect` is).
            let base = memberName(of: .builtin(value)) ?? String(value.kind.dropFirst("SymbolEffect.".count))
            return .builtin(BuiltinValue(kind: value.kind, fields: ["member": .string("\(base).\(name)")]))
        case "EdgeInsets" where ["top", "leading", "bottom", "trailing"].contains(name): return value[name] ?? .double(0)
        case "UIColor" where name == "cgColor": return ColorComponents.cgColor(of: value)
        case "CGColor" where name == "components" || name == "numberOfComponents": return value[name]
        case "CGColor" where name == "alpha": return value["components"].flatMap { if case .array(let c) = $0 { c.last } else { nil } }
        case "URL": return FoundationValues.urlProperty(name, value)
        case "Notification.Name": return name == "rawValue" ? value["rawValue"] : nil
        case "Locale", "TimeZone", "Calendar": return LocaleValues.property(name, of: value)
        case _ where LocaleValues.partKinds.contains(value.kind): return LocaleValues.property(name, of: value)
        case "Unicode.Scalar" where name == "value" || name == "isASCII": return value[name]
        case "CharacterSet": return CharacterSetValues.property(name, of: value)
        case "Notification":
            switch name {
            case "name", "object": return value[name] ?? .nil
            case "userInfo": return .nil
            default: return nil
            }
        default: return nil
        }
    }
}
