/// The members Apple's Foundation gives its everyday value types, by name only: what a member
/// the playground lacks is. A name listed is real Swift — on a device it compiles — so the
/// playground says it is not supported; a name not listed is swiftc's `value of type 'URL' has
/// no member 'x'`, reported at load where the checker knows the value's type. The lists err on
/// the side of inclusion (deprecated members, protocol members callable with a dot): a name
/// missing from them would reject real code at load. A few of the standard library's types are
/// listed too (`Duration`, `Mirror`, `CancellationError`).
public enum FoundationMemberNames {
    /// `typeName`'s member names (its static ones with `isStatic`), or nil when it is not listed.
    public static func names(of typeName: String, isStatic: Bool) -> Set<String>? {
        switch typeName {
        case "URL": isStatic ? urlStatic : url
        case "Date": isStatic ? dateStatic : date
        case "Calendar": isStatic ? calendarStatic : calendar
        case "UUID": isStatic ? uuidStatic : uuid
        case "Locale": isStatic ? localeStatic : locale
        case "TimeZone": isStatic ? timeZoneStatic : timeZone
        case "DateComponents": isStatic ? dateComponentsStatic : dateComponents
        case "Data": isStatic ? dataStatic : data
        case "DateInterval": isStatic ? dateIntervalStatic : dateInterval
        case "Duration": isStatic ? durationStatic : duration
        case "Notification": isStatic ? notificationStatic : notification
        case "CancellationError": isStatic ? [] : ["localizedDescription"]
        case "Mirror": isStatic ? mirrorStatic : mirror
        default: isStatic ? staticsOnly[typeName] : nil
        }
    }

    /// The standard library's numbers, strings and Booleans, and `Decimal`: their static members
    /// only (`Int.max`, `Double.pi`, `String.localizedStringWithFormat`); their instance members
    /// are too many to list here. Nested types (`String.Index`) are not checked.
    static let staticsOnly: [String: Set<String>] = {
        let integer: Set<String> = ["max", "min", "zero", "bitWidth", "isSigned", "random"]
        let floating: Set<String> = [
            "pi", "infinity", "nan", "signalingNaN", "greatestFiniteMagnitude", "leastNormalMagnitude",
            "leastNonzeroMagnitude", "ulpOfOne", "radix", "zero", "random", "maximum", "minimum", "maximumMagnitude",
            "minimumMagnitude", "exponentBitCount", "significandBitCount",
        ]
        var table: [String: Set<String>] = [:]
        for name in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] { table[name] = integer }
        for name in ["Double", "Float", "CGFloat", "Float80"] { table[name] = floating }
        table["String"] = ["localizedStringWithFormat", "availableStringEncodings", "defaultCStringEncoding",
                           "localizedName", "decodeCString", "path"]
        table["Bool"] = ["random"]
        table["Decimal"] = ["zero", "pi", "nan", "quietNaN", "greatestFiniteMagnitude", "leastFiniteMagnitude",
                            "leastNormalMagnitude", "leastNonzeroMagnitude", "radix", "ulpOfOne"]
        return table
    }()

    /// Whether `name` is a member of `typeName` in Foundation: nil when the type is not listed.
    public static func isMember(_ name: String, of typeName: String, isStatic: Bool) -> Bool? {
        if typeName == "Notification.Name", isStatic { return isNotificationName(name) }
        guard let names = names(of: typeName, isStatic: isStatic) else { return nil }
        return names.contains(name) || commonMembers.contains(name)
    }

    /// The types whose static lists name every nested type too (`Notification.Name`), so that
    /// `Notification.Namename` is checked; the others' nested types are not.
    public static let nestedTypesListed: Set<String> = ["Notification", "Duration", "Mirror"]

    /// Whether `Notification.Name.name` may be one of the SDK's: the SDK's notification names
    /// keep their framework's prefix (`.NSCalendarDayChanged`, `.AVPlayerItemDidPlayToEndTime`),
    /// so a name that starts in lower case is the program's own, declared by an extension or
    /// missing (`type 'Notification.Name' (aka 'NSNotification.Name') has no member 'ping'`).
    public static func isNotificationName(_ name: String) -> Bool {
        name.first?.isUppercase == true || name == "init" || name == "self"
    }

    /// Static properties whose value is of the type itself (`URL.documentsDirectory: URL`).
    public static let selfTypedStatics: [String: Set<String>] = [
        "URL": ["documentsDirectory", "cachesDirectory", "temporaryDirectory", "homeDirectory", "applicationSupportDirectory",
                "downloadsDirectory", "desktopDirectory", "libraryDirectory", "moviesDirectory", "musicDirectory",
                "picturesDirectory", "sharedPublicDirectory", "trashDirectory", "userDirectory", "applicationDirectory"],
        "Date": ["now", "distantPast", "distantFuture"],
        "Calendar": ["current", "autoupdatingCurrent"],
        "Locale": ["current", "autoupdatingCurrent"],
        "TimeZone": ["current", "autoupdatingCurrent", "gmt"],
    ]

    /// Whether `typeName(label: …)` is a failable initializer (`URL(string:)`, `UUID(uuidString:)`):
    /// its value is optional.
    public static func isFailableInitializer(of typeName: String, firstLabel: String?) -> Bool {
        switch (typeName, firstLabel) {
        case ("URL", "string"), ("URL", "dataRepresentation"), ("URL", "resolvingBookmarkData"), ("URL", "resolvingAliasFileAt"),
             ("UUID", "uuidString"), ("TimeZone", "identifier"), ("TimeZone", "abbreviation"), ("TimeZone", "secondsFromGMT"),
             ("Data", "base64Encoded"), ("Calendar", "identifierString"):
            true
        default: false
        }
    }

    /// Members every listed type has (`Equatable`, `Hashable`, `CustomStringConvertible`, …).
    static let commonMembers: Set<String> = [
        "self", "hashValue", "hash", "description", "debugDescription", "customMirror", "encode",
    ]
}
