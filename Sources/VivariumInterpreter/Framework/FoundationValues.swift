import Foundation

/// `URL(string:)`: a Foundation value demos use (`Link`, `openURL`). A URL is parsed, never
/// fetched.
enum FoundationValues {
    /// The app's container on the playground's iPhone: one fixed path, so that what a file
    /// prints is the same on every run (a device's has a UUID of its own per install).
    static let containerPath = "/var/mobile/Containers/Data/Application/5C3E2A1B-7D4F-4E8A-9B6C-0A1D2E3F4A5B"

    /// `URL(fileURLWithPath: "/tmp/a.txt")`: a file URL (Foundation resolves a relative path
    /// against the working directory, which is the container's root here).
    static func fileURL(_ path: String, isDirectory: Bool = false) -> Value {
        var absolute = path.hasPrefix("/") ? path : containerPath + "/" + path
        if isDirectory, !absolute.hasSuffix("/") { absolute += "/" }
        let text = "file://" + (absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute)
        return FrameworkValues.value("URL", text, [("string", .string(text))])
    }

    /// `URL.documentsDirectory` (iOS 16) and its siblings: the app container's folders.
    static func staticMember(_ name: String) -> Value? {
        switch name {
        case "documentsDirectory": return fileURL(containerPath + "/Documents", isDirectory: true)
        case "cachesDirectory": return fileURL(containerPath + "/Library/Caches", isDirectory: true)
        case "applicationSupportDirectory": return fileURL(containerPath + "/Library/Application Support", isDirectory: true)
        case "libraryDirectory": return fileURL(containerPath + "/Library", isDirectory: true)
        case "temporaryDirectory": return fileURL(containerPath + "/tmp", isDirectory: true)
        case "homeDirectory": return fileURL(containerPath, isDirectory: true)
        default: return nil
        }
    }

    static func url(_ values: [Value], _ labels: [String?]) -> Value? {
        if labels.first == "fileURLWithPath", case .string(let path)? = values.first {
            var isDirectory = false
            if labels.count > 1, labels[1] == "isDirectory", case .bool(true) = values[1] { isDirectory = true }
            return fileURL(path, isDirectory: isDirectory)
        }
        guard labels.first == "string", case .string(let text)? = values.first else { return nil }
        // `URL(string:)` parses by RFC 3986 and percent-encodes what is invalid ("a b" is
        // `a%20b`), nil only for what encoding cannot mend (an empty string, `http://[::1`);
        // `encodingInvalidCharacters: false` is the strict parse (Apple, "init(string:)": apps
        // linked on or after iOS 17).
        var strict = false
        if labels.count == 2, labels[1] == "encodingInvalidCharacters", case .bool(false) = values[1] { strict = true }
        guard let parsed = strict ? URL(string: text, encodingInvalidCharacters: false) : URL(string: text) else { return .nil }
        let written = parsed.absoluteString
        return FrameworkValues.value("URL", written, [("string", .string(written))])
    }

    static let urlMethodNames: Set<String> = ["appendingPathComponent", "appending", "deletingLastPathComponent",
                                              "appendingPathExtension", "deletingPathExtension", "path",
                                              "host", "query", "fragment", "user", "password"]

    /// `appendingPathComponent(_:)` / `appending(path:)` and `deletingLastPathComponent()`:
    /// the path changes; a query or fragment stays after it, as Foundation keeps them.
    static func urlMethod(_ name: String, _ value: BuiltinValue, _ values: [Value], _ labels: [String?]) -> Value? {
        guard case .string(let text)? = value["string"] else { return nil }
        let suffixStart = text.firstIndex { $0 == "?" || $0 == "#" } ?? text.endIndex
        var path = String(text[..<suffixStart])
        let suffix = String(text[suffixStart...])
        switch (name, labels) {
        case ("appendingPathComponent", [nil]), ("appendingPathComponent", [nil, "isDirectory"]), ("appending", ["path"]),
             ("appending", ["component"]), ("appending", ["path", "directoryHint"]), ("appending", ["component", "directoryHint"]):
            guard case .string(var component)? = values.first else { return nil }
            if text.hasPrefix("file://") { component = component.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? component }
            if !path.hasSuffix("/") { path += "/" }
            path += component.hasPrefix("/") ? String(component.dropFirst()) : component
            let directory = labels.last == "directoryHint" ? values.last.flatMap(FrameworkValues.memberName(of:)) == "isDirectory"
                : labels.last == "isDirectory" && values.last.map { if case .bool(true) = $0 { true } else { false } } == true
            if directory, !path.hasSuffix("/") { path += "/" }
        case ("appendingPathExtension", [nil]):
            guard case .string(let pathExtension)? = values.first else { return nil }
            if path.hasSuffix("/") { path.removeLast() }
            path += "." + pathExtension
        case ("deletingPathExtension", []):
            let slash = path.lastIndex(of: "/") ?? path.startIndex
            if let dot = path[slash...].lastIndex(of: "."), dot > path.index(after: slash) { path = String(path[..<dot]) }
        case ("path", []), ("path", ["percentEncoded"]):
            // `url.path()` (iOS 16): the path, percent-encoded unless `percentEncoded: false`.
            // Unlike the `path` property it keeps a directory's trailing slash.
            guard let rest = text.range(of: "://").map({ text[$0.upperBound...] }), let slash = rest.firstIndex(of: "/") else {
                return .string("")
            }
            let encoded = String(rest[slash...].prefix { $0 != "?" && $0 != "#" })
            if case .bool(false)? = values.first { return .string(encoded.removingPercentEncoding ?? encoded) }
            return .string(encoded)
        case ("host", []), ("host", ["percentEncoded"]), ("query", []), ("query", ["percentEncoded"]),
             ("fragment", []), ("fragment", ["percentEncoded"]), ("user", []), ("user", ["percentEncoded"]),
             ("password", []), ("password", ["percentEncoded"]):
            // `url.host()`, `url.query(percentEncoded: false)` (iOS 16): percent-encoded unless told not to.
            guard let url = Foundation.URL(string: text) else { return .nil }
            let encoded = !(values.first.map { if case .bool(false) = $0 { true } else { false } } ?? false)
            let part: String? = switch name {
            case "host": url.host(percentEncoded: encoded)
            case "query": url.query(percentEncoded: encoded)
            case "fragment": url.fragment(percentEncoded: encoded)
            case "user": url.user(percentEncoded: encoded)
            default: url.password(percentEncoded: encoded)
            }
            return part.map { .string($0) } ?? .nil
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
            // After any `user:password@`, before any port, as Foundation parses it.
            if let url = Foundation.URL(string: text) { return url.host.map { .string($0) } ?? .nil }
            guard let rest = afterScheme else { return .nil }
            return .string(String(rest.prefix { $0 != "/" && $0 != "?" && $0 != ":" }))
        case "path":
            // Foundation's `path` is decoded and has no trailing slash (a directory's too).
            guard let rest = afterScheme, let slash = rest.firstIndex(of: "/") else { return .string("") }
            var path = String(rest[slash...].prefix { $0 != "?" && $0 != "#" })
            if path.count > 1, path.hasSuffix("/") { path.removeLast() }
            return .string(path.removingPercentEncoding ?? path)
        case "lastPathComponent":
            guard case .string(let path)? = urlProperty("path", value) else { return nil }
            return .string(path.split(separator: "/").last.map(String.init) ?? "/")
        case "pathExtension":
            guard case .string(let last)? = urlProperty("lastPathComponent", value),
                  let dot = last.lastIndex(of: "."), dot != last.startIndex else { return .string("") }
            return .string(String(last[last.index(after: dot)...]))
        case "isFileURL": return .bool(text.hasPrefix("file://"))
        case "relativePath": return urlProperty("path", value)
        case "absoluteURL": return .builtin(value)
        case "relativeString": return .string(text)
        case "baseURL": return .nil
        default: break
        }
        // The rest as Foundation parses the same string (a URL is never fetched).
        guard let url = Foundation.URL(string: text) else { return nil }
        func optional(_ part: String?) -> Value { part.map { .string($0) } ?? .nil }
        switch name {
        case "query": return optional(url.query)
        case "fragment": return optional(url.fragment)
        case "user": return optional(url.user)
        case "password": return optional(url.password)
        case "port": return url.port.map { .int($0) } ?? .nil
        case "pathComponents": return .array(url.pathComponents.map { .string($0) })
        case "hasDirectoryPath": return .bool(url.hasDirectoryPath)
        case "standardized", "standardizedFileURL":
            // A file URL's `..` and `.` removed; another URL as it is (`standardizedFileURL`).
            let result = name == "standardizedFileURL" && !url.isFileURL ? text : url.standardized.absoluteString
            return FrameworkValues.value("URL", result, [("string", .string(result))])
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
