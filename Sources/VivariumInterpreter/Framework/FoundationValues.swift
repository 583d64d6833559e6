/// `URL(string:)`: a Foundation value demos use (`Link`, `openURL`). A URL is parsed, never
/// fetched.
enum FoundationValues {
    static func url(_ values: [Value], _ labels: [String?]) -> Value? {
        guard labels.first == "string", case .string(let text)? = values.first else { return nil }
        // `URL(string:)` is failable: an empty string or one with spaces is nil.
        if text.isEmpty || text.contains(" ") { return .nil }
        return FrameworkValues.value("URL", text, [("string", .string(text))])
    }

    static func urlProperty(_ name: String, _ value: BuiltinValue) -> Value? {
        guard case .string(let text)? = value["string"] else { return nil }
        let afterScheme = text.range(of: "://").map { String(text[$0.upperBound...]) }
        switch name {
        case "absoluteString": return .string(text)
        case "scheme": return text.range(of: ":").map { .string(String(text[..<$0.lowerBound])) } ?? .nil
        case "host":
            guard let rest = afterScheme else { return .nil }
            return .string(String(rest.prefix { $0 != "/" && $0 != "?" && $0 != ":" }))
        case "path":
            guard let rest = afterScheme, let slash = rest.firstIndex(of: "/") else { return .string("") }
            return .string(String(rest[slash...].prefix { $0 != "?" && $0 != "#" }))
        case "lastPathComponent":
            guard case .string(let path)? = urlProperty("path", value) else { return nil }
            return .string(path.split(separator: "/").last.map(String.init) ?? "/")
        default: return nil
        }
    }
}
