// The member names of Foundation's value types on Apple platforms (`FoundationMemberNames`), read
// from the public API of the toolchain's Foundation modules and swift-foundation's Apple-only
// members; names only, inclusive (see FoundationMemberNames for why).

extension FoundationMemberNames {
    static let url: Set<String> = [
        "absoluteString", "absoluteURL", "append", "appendPathComponent", "appendPathExtension", "appending",
        "appendingPathComponent", "appendingPathExtension", "baseURL", "bookmarkData",
        "checkPromisedItemIsReachable", "checkResourceIsReachable", "customMirror", "customPlaygroundQuickLook",
        "dataRepresentation", "debugDescription", "deleteLastPathComponent", "deletePathExtension",
        "deletingLastPathComponent", "deletingPathExtension", "description", "encode", "exported",
        "exportedContentTypes", "formatted", "fragment", "hasDirectoryPath", "hash", "hashValue", "host",
        "isFileURL", "lastPathComponent", "lines", "password", "path", "pathComponents", "pathExtension",
        "playgroundDescription", "port", "promisedItemResourceValues", "query", "relativePath", "relativeString",
        "removeAllCachedResourceValues", "removeCachedResourceValue", "resolveSymlinksInPath",
        "resolvingSymlinksInPath", "resourceBytes", "resourceValues", "scheme", "setResourceValues",
        "setTemporaryResourceValue", "standardize", "standardized", "standardizedFileURL",
        "startAccessingSecurityScopedResource", "stopAccessingSecurityScopedResource", "user",
        "withUnsafeFileSystemRepresentation",
    ]
    static let urlStatic: Set<String> = [
        "AsyncBytes", "BookmarkCreationOptions", "BookmarkResolutionOptions", "DirectoryHint", "FormatStyle",
        "ParseStrategy", "ReferenceType", "ResourceKey", "Template", "applicationDirectory",
        "applicationSupportDirectory", "bookmarkData", "cachesDirectory", "currentDirectory", "desktopDirectory",
        "documentsDirectory", "downloadsDirectory", "homeDirectory", "importedContentTypes", "libraryDirectory",
        "moviesDirectory", "musicDirectory", "picturesDirectory", "resourceValues", "sharedPublicDirectory",
        "temporaryDirectory", "transferRepresentation", "trashDirectory", "userDirectory", "writeBookmarkData",
    ]
    static let date: Set<String> = [
        "ISO8601Format", "addTimeInterval", "addingTimeInterval", "advanced", "compare", "customMirror",
        "customPlaygroundQuickLook", "debugDescription", "description", "distance", "encode", "formatted", "hash",
        "hashValue", "playgroundDescription", "primitivePlottable", "timeIntervalSince", "timeIntervalSince1970",
        "timeIntervalSinceNow", "timeIntervalSinceReferenceDate",
    ]
    static let dateStatic: Set<String> = [
        "AnchoredRelativeFormatStyle", "AttributedStyle", "ComponentsFormatStyle", "FormatString", "FormatStyle",
        "HTTPFormatStyle", "ISO8601FormatStyle", "IntervalFormatStyle", "ParseStrategy", "ReferenceType",
        "RelativeFormatStyle", "Stride", "VerbatimFormatStyle", "distantFuture", "distantPast", "now",
        "timeIntervalBetween1970AndReferenceDate", "timeIntervalSinceReferenceDate",
    ]
    static let calendar: Set<String> = [
        "amSymbol", "compare", "component", "customMirror", "date", "dateComponents", "dateInterval",
        "dateIntervalOfWeekend", "dates", "debugDescription", "description", "encode", "enumerateDates",
        "eraSymbols", "firstWeekday", "hash", "hashValue", "identifier", "isDate", "isDateInToday",
        "isDateInTomorrow", "isDateInWeekend", "isDateInYesterday", "locale", "longEraSymbols", "maximumRange",
        "minimumDaysInFirstWeek", "minimumRange", "monthSymbols", "nextDate", "nextWeekend", "ordinality",
        "pmSymbol", "quarterSymbols", "range", "shortMonthSymbols", "shortQuarterSymbols",
        "shortStandaloneMonthSymbols", "shortStandaloneQuarterSymbols", "shortStandaloneWeekdaySymbols",
        "shortWeekdaySymbols", "standaloneMonthSymbols", "standaloneQuarterSymbols", "standaloneWeekdaySymbols",
        "startOfDay", "timeZone", "veryShortMonthSymbols", "veryShortStandaloneMonthSymbols",
        "veryShortStandaloneWeekdaySymbols", "veryShortWeekdaySymbols", "weekdaySymbols",
    ]
    static let calendarStatic: Set<String> = [
        "Component", "Identifier", "MatchingPolicy", "RecurrenceRule", "ReferenceType", "RepeatedTimePolicy",
        "SearchDirection", "autoupdatingCurrent", "current",
    ]
    static let uuid: Set<String> = [
        "customMirror", "debugDescription", "description", "encode", "hash", "hashValue", "uuid", "uuidString",
    ]
    static let uuidStatic: Set<String> = [
        "ReferenceType", "random",
    ]
    static let locale: Set<String> = [
        "alternateQuotationBeginDelimiter", "alternateQuotationEndDelimiter", "availableNumberingSystems",
        "calendar", "collation", "collationIdentifier", "collatorIdentifier", "currency", "currencyCode",
        "currencySymbol", "customMirror", "debugDescription", "decimalSeparator", "description", "encode",
        "exemplarCharacterSet", "firstDayOfWeek", "groupingSeparator", "hash", "hashValue", "hourCycle",
        "identifier", "language", "languageCode", "localizedString", "measurementSystem", "numberingSystem",
        "quotationBeginDelimiter", "quotationEndDelimiter", "region", "regionCode", "scriptCode", "subdivision",
        "timeZone", "usesMetricSystem", "variant", "variantCode",
    ]
    static let localeStatic: Set<String> = [
        "Collation", "Components", "Currency", "HourCycle", "IdentifierType", "Language", "LanguageCode",
        "LanguageDirection", "MeasurementSystem", "NumberingSystem", "ReferenceType", "Region", "Script",
        "Subdivision", "Variant", "Weekday", "autoupdatingCurrent", "availableIdentifiers", "canonicalIdentifier",
        "canonicalLanguageIdentifier", "characterDirection", "commonISOCurrencyCodes", "components", "current",
        "identifier", "isoCurrencyCodes", "isoLanguageCodes", "isoRegionCodes", "lineDirection",
        "preferredLanguages", "preferredLocales", "windowsLocaleCode",
    ]
    static let timeZone: Set<String> = [
        "abbreviation", "customMirror", "daylightSavingTimeOffset", "debugDescription", "description", "encode",
        "hash", "hashValue", "identifier", "isDaylightSavingTime", "localizedName",
        "nextDaylightSavingTimeTransition", "secondsFromGMT",
    ]
    static let timeZoneStatic: Set<String> = [
        "NameStyle", "ReferenceType", "abbreviationDictionary", "autoupdatingCurrent", "current", "gmt",
        "knownTimeZoneIdentifiers", "timeZoneDataVersion",
    ]
    static let dateComponents: Set<String> = [
        "calendar", "customMirror", "date", "day", "dayOfYear", "debugDescription", "description", "encode", "era",
        "formatted", "hash", "hashValue", "hour", "isLeapMonth", "isRepeatedDay", "isValidDate", "minute", "month",
        "nanosecond", "quarter", "second", "setValue", "timeZone", "value", "weekOfMonth", "weekOfYear", "weekday",
        "weekdayOrdinal", "year", "yearForWeekOfYear",
    ]
    static let dateComponentsStatic: Set<String> = [
        "HTTPFormatStyle", "ISO8601FormatStyle", "ReferenceType",
    ]
    static let data: Set<String> = [
        "advanced", "allSatisfy", "append", "applying", "base64EncodedData", "base64EncodedString", "bytes",
        "compactMap", "compare", "contains", "copyBytes", "count", "customMirror", "debugDescription",
        "description", "difference", "distance", "drop", "dropFirst", "dropLast", "elementsEqual", "encode",
        "endIndex", "enumerateBytes", "enumerated", "exported", "exportedContentTypes", "filter", "first",
        "firstIndex", "firstMatch", "firstRange", "flatMap", "forEach", "formIndex", "formatted", "hash",
        "hashValue", "index", "indices", "insert", "isEmpty", "joined", "last", "lastIndex", "lastRange", "lazy",
        "lexicographicallyPrecedes", "makeIterator", "map", "matches", "max", "min", "moveSubranges",
        "mutableBytes", "mutableSpan", "partition", "popFirst", "popLast", "prefix", "prefixMatch", "publisher",
        "randomElement", "range", "ranges", "reduce", "regions", "remove", "removeAll", "removeFirst", "removeLast",
        "removeSubrange", "removeSubranges", "removingSubranges", "replace", "replaceSubrange", "replacing",
        "reserveCapacity", "resetBytes", "reverse", "reversed", "shuffle", "shuffled", "sort", "sorted", "span",
        "split", "startIndex", "starts", "subdata", "suffix", "swapAt", "trimPrefix", "trimmingPrefix",
        "underestimatedCount", "wholeMatch", "withContiguousMutableStorageIfAvailable",
        "withContiguousStorageIfAvailable", "withUnsafeBytes", "withUnsafeMutableBytes", "write",
    ]
    static let dataStatic: Set<String> = [
        "Base64DecodingOptions", "Base64EncodingOptions", "Deallocator", "Element", "Index", "Indices", "Iterator",
        "ReadingOptions", "ReferenceType", "Regions", "SearchOptions", "SubSequence", "WritingOptions",
        "importedContentTypes", "transferRepresentation",
    ]
    static let dateInterval: Set<String> = [
        "compare", "contains", "customMirror", "debugDescription", "description", "duration", "encode", "end",
        "formatted", "hash", "hashValue", "intersection", "intersects", "start",
    ]
    static let dateIntervalStatic: Set<String> = [
        "ReferenceType",
    ]
    /// The standard library's `Duration` (its formatting from Foundation).
    static let duration: Set<String> = [
        "attoseconds", "components", "description", "encode", "formatted", "hash", "hashValue", "_high", "_low",
    ]
    static let durationStatic: Set<String> = [
        "TimeFormatStyle", "UnitsFormatStyle", "microseconds", "milliseconds", "nanoseconds", "seconds", "zero",
    ]
    static let notification: Set<String> = [
        "customMirror", "debugDescription", "description", "hash", "hashValue", "name", "object", "userInfo",
    ]
    static let notificationStatic: Set<String> = [
        "Name", "ReferenceType",
    ]
    /// The standard library's `Mirror`.
    static let mirror: Set<String> = [
        "children", "customMirror", "descendant", "description", "displayStyle", "hash", "hashValue", "subjectType",
        "superclassMirror",
    ]
    static let mirrorStatic: Set<String> = [
        "AncestorRepresentation", "Child", "Children", "DisplayStyle",
    ]
}
