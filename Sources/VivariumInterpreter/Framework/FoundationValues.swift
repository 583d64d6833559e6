import Foundation

/// `URL(string:)`: a Foundation value demos use (`Link`, `openURL`). A URL is parsed, never
/// fetched.
enum FoundationValues {
    static func url(_ values: [Value], _ labels: [String?]) -> Value? {
        guard labels.first == "string", case .string(let text)? = values.first else { return nil }
        // `URL(string:)` is failable: an empty string or one with spaces is nil.
        if text.isEmpty || text.contains(" ") { return .nil }
        return FrameworkValues.value("URL", text, [("string", .string(text))])
    }

    static let urlMethodNames: Set<String> = ["appendingPathComponent", "appending", "deletingLastPathComponent"]

    /// `appendingPathComponent(_:)` / `appending(path:)` and `deletingLastPathComponent()`:
    /// the path changes; a query or fragment stays after it, as Foundation keeps them.
    static func urlMethod(_ name: String, _ value: BuiltinValue, _ values: [Value], _ labels: [String?]) -> Value? {
        guard case .string(let text)? = value["string"] else { return nil }
        let suffixStart = text.firstIndex { $0 == "?" || $0 == "#" } ?? text.endIndex
        var path = String(text[..<suffixStart])
        let suffix = String(text[suffixStart...])
        switch (name, labels) {
        case ("appendingPathComponent", [nil]), ("appending", ["path"]), ("appending", ["component"]):
            guard case .string(let component)? = values.first else { return nil }
            if !path.hasSuffix("/") { path += "/" }
            path += component.hasPrefix("/") ? String(component.dropFirst()) : component
        case ("deletingLastPathComponent", []):
            let schemeEnd = path.range(of: "://")?.upperBound ?? path.startIndex
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            if let slash = trimmed[schemeEnd...].lastIndex(of: "/") { path = String(trimmed[...slash]) }
        default: return nil
        }
        let result = path + suffix
        return FrameworkValues.value("URL", result, [("string", .string(result))])
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

/// `URLComponents` (the FoundationURL module) asks the real Foundation to assemble and parse,
/// so percent-encoding follows Foundation's own rules (a query item's space is `%20`, `+` stays).
public enum URLComponentsHooks {
    /// `__Vivarium.urlComponentsString(scheme, host, port, path, names, values, fragment)`:
    /// the URL string, or nil when the parts make none (a path without "/" after a host).
    /// `__Vivarium.urlComponentsParse(string)`: `[scheme, host, port, path, names, values,
    /// fragment]`, or nil when Foundation cannot parse the string.
    public static func hook(_ name: String, _ arguments: [Value]) -> Value? {
        func text(_ value: Value) -> String? { if case .string(let s) = value { s } else { nil } }
        func optional(_ text: String?) -> Value { text.map { .string($0) } ?? .nil }
        switch name {
        case "urlComponentsString":
            guard arguments.count == 7 else { return nil }
            var components = URLComponents()
            components.scheme = text(arguments[0])
            components.host = text(arguments[1])
            if case .int(let port) = arguments[2] { components.port = port }
            components.path = text(arguments[3]) ?? ""
            if case .array(let names) = arguments[4], case .array(let values) = arguments[5] {
                components.queryItems = zip(names, values).map { URLQueryItem(name: text($0) ?? "", value: text($1)) }
            }
            components.fragment = text(arguments[6])
            return optional(components.string)
        case "urlComponentsParse":
            guard let string = arguments.first.flatMap(text), let components = URLComponents(string: string) else { return .nil }
            let items = components.queryItems
            return .array([
                optional(components.scheme), optional(components.host), components.port.map { .int($0) } ?? .nil,
                .string(components.path),
                items.map { .array($0.map { .string($0.name) }) } ?? .nil,
                items.map { .array($0.map { optional($0.value) }) } ?? .nil,
                optional(components.fragment),
            ])
        default:
            return nil
        }
    }
}
