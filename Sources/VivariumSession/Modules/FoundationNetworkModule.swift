/// `URLSession` on a device with no network: the playground makes no requests, so every one
/// fails as an offline iPhone's does, with `URLError(.notConnectedToInternet)` and Foundation's
/// "The Internet connection appears to be offline." The failure arrives after a suspension
/// (`await Task.yield()`), in an update of its own, as a real request's does: a `.loading`
/// state set before the request is drawn before the error replaces it. `dataTask(with:)`'s
/// completion handler runs the same way, after `resume()`. What the app does with the error —
/// its failure state, its retry button — is what the playground shows.
extension BundledModule {
    static let foundationNetwork = BundledModule(
        name: "FoundationNetwork",
        dependencies: ["FoundationErrors", "FoundationJSON"],
        autoloadNames: ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionDataTask",
                        "URLSessionConfiguration"],
        source: #"""
struct URLResponse {
    let url: URL?
}

struct HTTPURLResponse {
    let url: URL?
    let statusCode: Int
}

struct URLRequest {
    var url: URL?
    var httpMethod: String? = "GET"
    var httpBody: Data? = nil
    var allHTTPHeaderFields: [String: String]? = nil
    var timeoutInterval: Double = 60

    init(url: URL) {
        self.url = url
    }

    mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        fields[field] = value
        allHTTPHeaderFields = fields
    }

    mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        fields[field] = fields[field].map { $0 + "," + value } ?? value
        allHTTPHeaderFields = fields
    }

    /// A header's value; field names compare without case (Apple, "value(forHTTPHeaderField:)").
    func value(forHTTPHeaderField field: String) -> String? {
        guard let fields = allHTTPHeaderFields else { return nil }
        for (name, value) in fields where name.lowercased() == field.lowercased() {
            return value
        }
        return nil
    }
}

struct URLSessionDataTask {
    let completion: (Data?, URLResponse?, Error?) -> Void

    func resume() {
        Task {
            await Task.yield()
            completion(nil, nil, URLSession.offline)
        }
    }

    func cancel() {}
}

/// A session's settings (Apple, "URLSessionConfiguration"): `.default`, `.ephemeral`; the
/// offline device's requests fail whatever they say. Plumbing, as NSError is: not reported
/// created or freed.
@_vivariumInternal("URLSessionConfiguration")
final class URLSessionConfiguration {
    static var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    static var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
    var timeoutIntervalForRequest: Double = 60
    var timeoutIntervalForResource: Double = 604800
    var waitsForConnectivity = false
    var allowsCellularAccess = true
    var httpAdditionalHeaders: [String: String]? = nil
}

struct URLSession {
    static let shared = URLSession()

    /// `URLSession(configuration: .default)`: a session of its own (Apple,
    /// "init(configuration:)"), as offline as the shared one.
    let configuration: URLSessionConfiguration

    init() {
        configuration = URLSessionConfiguration()
    }

    init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
    }

    static var offline: URLError {
        URLError(.notConnectedToInternet, failure: "The Internet connection appears to be offline.")
    }

    func data(from url: URL) async throws -> (Data, URLResponse) {
        await Task.yield()
        throw URLSession.offline
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        await Task.yield()
        throw URLSession.offline
    }

    func download(from url: URL) async throws -> (URL, URLResponse) {
        await Task.yield()
        throw URLSession.offline
    }

    func download(for request: URLRequest) async throws -> (URL, URLResponse) {
        await Task.yield()
        throw URLSession.offline
    }

    func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        await Task.yield()
        throw URLSession.offline
    }

    func dataTask(with url: URL, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
        URLSessionDataTask(completion: completionHandler)
    }

    func dataTask(with request: URLRequest, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
        URLSessionDataTask(completion: completionHandler)
    }
}
"""#)
}
