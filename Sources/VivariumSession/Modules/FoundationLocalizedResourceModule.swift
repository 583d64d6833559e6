/// Foundation's `LocalizedStringResource` (iOS 16; what String Catalogs and App Intents pass
/// around), written in Vivarium's Swift subset. The playground has no String Catalog, so a
/// resource resolves as it does on a device whose catalog lacks the key: to its default value,
/// or to the key itself when it has none (Apple, "LocalizedStringResource":
/// `init(_:defaultValue:table:locale:bundle:comment:)`, `init(_:table:locale:bundle:comment:)`;
/// `String(localized:)` of a resource). `Text(resource)` shows that text.
extension BundledModule {
    static let foundationLocalizedResource = BundledModule(
        name: "FoundationLocalizedResource",
        dependencies: [],
        autoloadNames: ["LocalizedStringResource"],
        source: #"""
struct LocalizedStringResource: ExpressibleByStringLiteral, CustomStringConvertible {
    let key: String
    let defaultValue: String
    let table: String?
    var locale: Locale

    init(_ key: String, defaultValue: String, table: String? = nil, locale: Locale = .current, bundle: Any? = nil, comment: String? = nil) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    init(_ keyAndValue: String, table: String? = nil, locale: Locale = .current, bundle: Any? = nil, comment: String? = nil) {
        self.key = keyAndValue
        self.defaultValue = keyAndValue
        self.table = table
        self.locale = locale
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    var description: String { defaultValue }
}

extension String {
    init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }
}
"""#)
}
