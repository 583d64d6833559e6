import VivariumSyntax

/// Foundation's values that are plain data in the playground (`Date`, format styles, `URL`,
/// `Locale`, `Decimal`, `Notification`), and the door to the installed framework's
/// (`FrameworkLayer`: SwiftUI's `Color`, `Font`, `Animation`, … in `VivariumSwiftUIValues`).
/// They change no identity and no lifecycle; they exist so that code written for a device
/// runs as pasted, and print something sensible.
///
/// Each type lives in its own file as a table of static members plus its initializers and
/// methods, so that a contextual-type resolver can look a member up by type
/// (`FrameworkValues.staticMember(typeName:name:)`). A value is a `BuiltinValue` whose `kind`
/// is the type name and whose `description` field is what `print` shows.
public enum FrameworkValues {
    /// Types whose values the interpreter builds itself (not the view graph nor a framework library).
    public static let typeNames: Set<String> = Set<String>([
        "Date", "TimeInterval", "URL", "Notification", "NotificationCenter", "CharacterSet", "Decimal",
    ]).union(LocaleValues.typeNames)

    /// Whether code may write `name` of a framework value held in a variable (copied, changed
    /// and written back, as a value type is).
    static func isSettable(_ name: String, of kind: String) -> Bool {
        FrameworkLayer.installed?.values.contains { $0.isSettable(name, kind: kind) } == true
    }

    /// A value with its printed form.
    public static func value(_ kind: String, _ description: String, _ fields: [(String, Value)] = []) -> Value {
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
    public static func describe(_ value: BuiltinValue) -> String? {
        if let text = FrameworkLayer.first({ $0.describe(value) }) { return text }
        if value.kind == "Date", let seconds = value["seconds"]?.asDouble { return DateValues.describe(seconds) }
        if let geometry = geometryDescription(value) { return geometry }
        if case .string(let text)? = value["description"] { return text }
        return nil
    }

    /// A size, point or rectangle a view hands to user code (`proxy.size`, `proxy.frame(in:)`), as
    /// CoreGraphics' overlay prints it (`CustomDebugStringConvertible`, the fallback `print` and
    /// interpolation use): `(393.0, 759.0)`, `(0.0, 59.0, 393.0, 759.0)`.
    static func geometryDescription(_ value: BuiltinValue) -> String? {
        let names: [String]
        switch value.kind {
        case "CGPoint": names = ["x", "y"]
        case "CGSize": names = ["width", "height"]
        case "CGRect": names = ["x", "y", "width", "height"]
        default: return nil
        }
        let parts = names.compactMap { value[$0]?.asDouble }
        guard parts.count == names.count else { return nil }
        return "(" + parts.map { String($0) }.joined(separator: ", ") + ")"
    }

    /// `Type.name` used as a value: `Color.red`, `Font.title`, `Animation.default`, `Date.now`.
    public static func staticMember(_ interpreter: Interpreter?, typeName: String, name: String) -> Value? {
        // `ScenePhase.active`, `UserInterfaceSizeClass.compact`: a case of an environment enum.
        if isEnumCase(name, of: typeName) { return .enumValue(EnumValue(typeName: typeName, caseName: name)) }
        if let value = FrameworkLayer.first({ $0.staticMember(typeName: typeName, name: name) }) { return value }
        switch typeName {
        case "Decimal": return DecimalValues.staticMember(name)
        case "Text.DateStyle": return DateValues.textStyle(name)
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
        if let value = FrameworkLayer.first({ $0.callStatic(typeName: typeName, name: name, values: values, labels: labels) }) {
            return value
        }
        switch typeName {
        case "Date" where name == "FormatStyle":
            // `Date.FormatStyle(date: .numeric, time: .standard)`: the nested type's initializer.
            return FormatStyles.dateAndTime(values, labels)
        case "Date" where name == "RelativeFormatStyle":
            // `Date.RelativeFormatStyle(presentation: .named)`.
            return FormatStyles.relativeStyle(values, labels)
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
            if name == "now" { return now(interpreter) }
            // `date.formatted(.iso8601)`: with no type from context, the format style (a
            // `Calendar(identifier: .iso8601)` has its parameter's type).
            if name == "iso8601" { return FormatStyles.iso8601Style(fields: []) }
            if LocaleValues.calendarIdentifiers.contains(name) {
                return .enumValue(EnumValue(typeName: "Calendar.Identifier", caseName: name))
            }
            // `locale.measurementSystem == .metric`.
            if let system = LocaleValues.staticMember(typeName: "Locale.MeasurementSystem", name: name) { return system }
            if let notificationName = notificationName(interpreter, name) { return notificationName }
            // NB: the first that has it, in this order; a loop, as a chain of `??` this long took
            // the type checker 425 ms.
            if let found = FrameworkLayer.first({ $0.implicitMember(name, values: nil, labels: []) }) { return found }
            let members: [(String) -> Value?] = [{ FormatStyles.style($0, []) }, DateValues.textStyle, token]
            for member in members { if let found = member(name) { return found } }
            return nil
        }
        if let found = FrameworkLayer.first({ $0.implicitMember(name, values: values, labels: labels) }) { return found }
        let calls: [(String, [Value], [String?]) -> Value?] = [
            { name, values, _ in FormatStyles.style(name, values) }, { name, values, _ in FormatStyles.precision(name, values) },
            { name, values, labels in FormatStyles.durationPattern(name, values, labels) },
            { name, values, labels in FormatStyles.countOrListStyle(name, values, labels) },
            { name, values, labels in FormatStyles.relativeStyle(name, values, labels) },
        ]
        for call in calls { if let found = call(name, values, labels) { return found } }
        return nil
    }

    /// Members of Foundation's option types that methods take where no contextual type is read:
    /// `url.appending(path: "Downloads", directoryHint: .isDirectory)`, `.byteCount(style: .file)`.
    static let tokenNames: [String: String] = [
        "isDirectory": "URL.DirectoryHint", "notDirectory": "URL.DirectoryHint", "checkFileSystem": "URL.DirectoryHint",
        "inferFromPath": "URL.DirectoryHint",
        "file": "ByteCountFormatStyle.Style", "memory": "ByteCountFormatStyle.Style", "binary": "ByteCountFormatStyle.Style",
        "and": "ListFormatStyle.ListType", "or": "ListFormatStyle.ListType",
        "minuteSecond": "Duration.TimeFormatStyle.Pattern", "hourMinute": "Duration.TimeFormatStyle.Pattern",
        "hourMinuteSecond": "Duration.TimeFormatStyle.Pattern",
        // `.number.notation(.compactName)`, `.number.notation(.scientific)`.
        "compactName": "NumberFormatStyleConfiguration.Notation", "scientific": "NumberFormatStyleConfiguration.Notation",
        // `.number.grouping(.never)`.
        "never": "NumberFormatStyleConfiguration.Grouping",
        // `.relative(presentation: .named, unitsStyle: .wide)` (`.numeric` and `.abbreviated` are
        // read as the date styles of the same names, which carry the same member).
        "named": "Date.RelativeFormatStyle.Presentation", "wide": "Date.RelativeFormatStyle.UnitsStyle",
        "narrow": "Date.RelativeFormatStyle.UnitsStyle", "spellOut": "Date.RelativeFormatStyle.UnitsStyle",
    ]

    /// Whether `name` is a case of the framework enum `typeName`.
    static func isEnumCase(_ name: String, of typeName: String) -> Bool {
        (typeName == "Calendar.Identifier" && LocaleValues.calendarIdentifiers.contains(name))
            || FrameworkLayer.installed?.values.contains(where: { $0.isEnumCase(name, of: typeName) }) == true
    }

    /// A token of one of Foundation's option types (`.isDirectory`).
    static func token(_ name: String) -> Value? {
        tokenNames[name].map { value($0, ".\(name)", [("member", .string(name))]) }
    }

    /// A `Notification` as observers receive it.
    public static func notification(_ name: Value, object: Value, userInfo: Value = .nil) -> Value {
        let raw = if case .builtin(let b) = name, case .string(let text)? = b["rawValue"] { text } else { "\(name)" }
        let info = if case .nil = userInfo { "nil" } else { "Optional(\(userInfo))" }
        return value("Notification", "name = \(raw), object = nil, userInfo = \(info)",
                     [("name", name), ("object", object), ("userInfo", userInfo)])
    }

    /// `Notification(name:object:userInfo:)`; `.didLogin` read as your `Notification.Name` member.
    static func constructNotification(_ interpreter: Interpreter, _ values: [Value], _ labels: [String?]) -> Value? {
        var name: Value?, object = Value.nil, userInfo = Value.nil
        for (value, label) in zip(values, labels) {
            switch label {
            case "name":
                name = value
                if case .builtin(let token) = value, token.kind.hasPrefix(".") {
                    name = notificationName(interpreter, String(token.kind.dropFirst()))
                }
            case "object": object = value
            case "userInfo": userInfo = value
            default: return nil
            }
        }
        return name.map { notification($0, object: object, userInfo: userInfo) }
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
        if let value = FrameworkLayer.first({ $0.construct(interpreter, typeName: typeName, values: values, labels: labels) }) {
            return value
        }
        switch typeName {
        case "Decimal": return DecimalValues.construct(values, labels)
        case "KeyPathComparator", "SortDescriptor": return keyPathComparator(values, labels, kind: typeName)
        case "Date": return DateValues.construct(interpreter, values, labels)
        case "Date.FormatStyle": return FormatStyles.dateAndTime(values, labels)
        case "Date.RelativeFormatStyle": return FormatStyles.relativeStyle(values, labels)
        case "URL": return FoundationValues.url(values, labels)
        case "CharacterSet": return CharacterSetValues.construct(values, labels)
        case "Notification": return constructNotification(interpreter, values, labels)
        case "Notification.Name":
            guard case .string(let raw)? = values.first else { return nil }
            return value("Notification.Name", "NSNotification.Name(_rawValue: \(raw))", [("rawValue", .string(raw))])
        case "Locale", "TimeZone", "Calendar": return LocaleValues.construct(typeName: typeName, values: values, labels: labels)
        default: break
        }
        return nil
    }

    /// Whether `kind` has a method `name` that `method` answers: only then are a call's
    /// arguments evaluated for it (a view modifier on a `Color`, `.frame(maxWidth: .infinity)`,
    /// takes its arguments' contextual types from the modifier, and each argument is evaluated once).
    static func hasMethod(_ name: String, kind: String) -> Bool {
        if FrameworkLayer.installed?.values.contains(where: { $0.hasMethod(name, kind: kind) }) == true { return true }
        switch kind {
        case "URL": return FoundationValues.urlMethodNames.contains(name)
        case "Date": return ["addingTimeInterval", "advanced", "timeIntervalSince", "distance", "formatted"].contains(name)
        case "FormatStyle": return FormatStyles.dateFieldNames.contains(name) || name == "precision" || name == "locale" || name == "notation" || name == "grouping" || FormatStyles.iso8601FieldNames.contains(name)
        case "TimeZone": return LocaleValues.methodNames.contains(name)
        case "CharacterSet": return name == "contains" || name == "union"
        case "Decimal": return name == "formatted"
        default: return false
        }
    }

    /// A method of one of these values; nil when the type has no such method.
    static func method(_ interpreter: Interpreter, _ name: String, on value: BuiltinValue, values: [Value], labels: [String?],
                       at location: SourceLocation) throws -> Value? {
        if let found = FrameworkLayer.first({ $0.method(name, on: value, values: values, labels: labels) }) { return found }
        switch value.kind {
        case "Date": return try DateValues.method(interpreter, name, value, values, labels, at: location)
        case "FormatStyle":
            if let style = FormatStyles.method(name, value, values) { return style }
            if name == "notation" {
                throw RuntimeError(.notSupported, "not supported in the playground: .notation other than .compactName or .scientific on a .number style", at: location)
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

    /// A property of one of these values; nil when the type has no such property.
    static func property(_ interpreter: Interpreter, _ name: String, of value: BuiltinValue) -> Value? {
        if name == "description", let text = describe(value) { return .string(text) }
        if let found = FrameworkLayer.first({ $0.property(name, of: value) }) { return found }
        switch value.kind {
        case "Date": return DateValues.property(interpreter, name, value)
        case "URL": return FoundationValues.urlProperty(name, value)
        case "Notification.Name": return name == "rawValue" ? value["rawValue"] : nil
        case "Locale", "TimeZone", "Calendar": return LocaleValues.property(name, of: value)
        case _ where LocaleValues.partKinds.contains(value.kind): return LocaleValues.property(name, of: value)
        case "Unicode.Scalar" where name == "value" || name == "isASCII": return value[name]
        case "Unicode.Scalar" where name == "properties":
            guard case .int(let code)? = value["value"], let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return scalarProperties(scalar)
        case "Unicode.Scalar.Properties": return value[name]
        case "CharacterSet": return CharacterSetValues.property(name, of: value)
        case "Regex.Match": return RegexValues.matchProperty(name, of: value)
        case "Mirror": return MirrorValues.property(name, of: value)
        case "Decimal": return DecimalValues.property(name, of: .builtin(value))
        // `sortOrder[0].order`, `comparator.keyPath` (Foundation, "KeyPathComparator": `var order:
        // SortOrder`, `let keyPath`; "SortDescriptor": `var order`, `var keyPath`).
        case "KeyPathComparator", "SortDescriptor": return name == "order" || name == "keyPath" ? value[name] : nil
        case "Notification":
            switch name {
            case "name", "object", "userInfo": return value[name] ?? .nil
            default: return nil
            }
        default: return nil
        }
    }
}

extension FrameworkValues {
    /// A scalar's Unicode properties (`scalar.properties.isEmoji`; The Swift standard library,
    /// "Unicode.Scalar.Properties"): its Boolean properties, `name` and `numericValue`.
    static func scalarProperties(_ scalar: Unicode.Scalar) -> Value {
        let p = scalar.properties
        let flags: [(String, Bool)] = [
            ("isAlphabetic", p.isAlphabetic), ("isEmoji", p.isEmoji), ("isEmojiPresentation", p.isEmojiPresentation),
            ("isWhitespace", p.isWhitespace), ("isUppercase", p.isUppercase), ("isLowercase", p.isLowercase),
            ("isMath", p.isMath), ("isDiacritic", p.isDiacritic), ("isASCIIHexDigit", p.isASCIIHexDigit),
            ("isHexDigit", p.isHexDigit), ("isDash", p.isDash), ("isCased", p.isCased), ("isIdeographic", p.isIdeographic),
        ]
        return value("Unicode.Scalar.Properties", "Unicode.Scalar.Properties", flags.map { ($0.0, .bool($0.1)) } + [
            ("name", p.name.map(Value.string) ?? .nil), ("numericValue", p.numericValue.map(Value.double) ?? .nil),
        ])
    }
}

extension FrameworkValues {
    /// An argument as it shows inside a printed framework value: `.bold`, `24.0`, `"Menlo"`.
    public static func argument(_ value: Value, asDouble: Bool) -> String {
        switch value {
        case .int(let number): return asDouble ? String(Double(number)) : String(number)
        case .double(let number): return String(number)
        case .string(let text): return "\"\(text)\""
        case .bool(let flag): return flag ? "true" : "false"
        case .builtin(let builtin):
            if let member = memberName(of: value) { return "." + member }
            return describe(builtin) ?? builtin.kind
        case .enumValue(let e): return "." + e.caseName
        default: return "_"
        }
    }
}
