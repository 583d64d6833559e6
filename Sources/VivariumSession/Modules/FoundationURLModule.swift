/// Foundation's `URLComponents` and `URLQueryItem`, written in Vivarium's Swift subset: the
/// parts are stored as set; `string` and `url` are assembled, and `init?(string:)` parsed, by
/// the real Foundation through `__Vivarium.urlComponents…` (Apple, "URLComponents": "A
/// structure that parses URLs into and constructs URLs from their constituent parts").
extension BundledModule {
    static let foundationURL = BundledModule(
        name: "FoundationURL",
        dependencies: [],
        autoloadNames: ["URLComponents", "URLQueryItem"],
        source: #"""
struct URLQueryItem: Hashable, CustomStringConvertible {
    var name: String
    var value: String?

    init(name: String, value: String?) {
        self.name = name
        self.value = value
    }

    var description: String { value.map { "\(name)=\($0)" } ?? name }
}

struct URLComponents: Equatable {
    var scheme: String?
    var host: String?
    var port: Int?
    var path: String = ""
    var queryItems: [URLQueryItem]?
    var fragment: String?

    init() {}

    init?(string: String) {
        guard let parts = __Vivarium.urlComponentsParse(string) else { return nil }
        scheme = parts[0]
        host = parts[1]
        port = parts[2]
        path = parts[3]
        if let names = parts[4], let values = parts[5] {
            var items: [URLQueryItem] = []
            for index in names.indices {
                items.append(URLQueryItem(name: names[index], value: values[index]))
            }
            queryItems = items
        }
        fragment = parts[6]
    }

    init?(url: URL, resolvingAgainstBaseURL: Bool) {
        self.init(string: url.absoluteString)
    }

    var string: String? {
        __Vivarium.urlComponentsString(scheme, host, port, path, queryItems?.map(\.name), queryItems?.map(\.value), fragment)
    }

    var url: URL? {
        guard let string else { return nil }
        return URL(string: string)
    }

    var query: String? {
        guard let queryItems else { return nil }
        return queryItems.map(\.description).joined(separator: "&")
    }

    /// The query as the URL spells it, percent-encoded (`q=swift%20ui&page=1`).
    var percentEncodedQuery: String? {
        guard queryItems != nil, let string, let mark = string.firstIndex(of: "?") else { return nil }
        let rest = string[string.index(after: mark)...]
        return String(rest.prefix { $0 != "#" })
    }
}
"""#)
}
