// Demonstrates: building request URLs with `URLComponents` and `[URLQueryItem]`, `percentEncodedQuery`, an `Endpoint` enum with a computed `path` and `queryItems`, Basic auth with `Data(…).base64EncodedString()`, decoding back with `Data(base64Encoded:)`, `URLRequest` with `httpMethod` and `setValue(_:forHTTPHeaderField:)`, `JSONSerialization.jsonObject` for a quick peek at a response body, `URL.appending(path:)`.
// Source: blog companion code (a post on "a tiny networking layer without dependencies"); written for Vivarium in that style, not copied.
// First paste: failed at load: url-components-api-client-query-base64.swift:44:50: error: value of type 'Data' has no member 'base64EncodedString'
import SwiftUI

enum Endpoint {
    case search(query: String, page: Int)
    case user(id: Int)

    var path: String {
        switch self {
        case .search: return "/search/repositories"
        case .user(let id): return "/users/\(id)"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case let .search(query, page):
            return [
                URLQueryItem(name: "q", value: query),
                URLQueryItem(name: "page", value: String(page)),
                URLQueryItem(name: "per_page", value: "20"),
            ]
        case .user:
            return []
        }
    }

    func url(base: String = "api.example.com") -> URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = base
        components.path = path
        components.queryItems = queryItems.isEmpty ? nil : queryItems
        return components.url
    }
}

func makeRequest(for endpoint: Endpoint, user: String, password: String) -> URLRequest? {
    guard let url = endpoint.url() else { return nil }
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    let token = Data("\(user):\(password)".utf8).base64EncodedString()
    request.setValue("Basic \(token)", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
}

struct RequestInspector: View {
    @State private var query = "swift ui"
    @State private var page = 1
    @State private var log: [String] = []

    var body: some View {
        Form {
            TextField("Query", text: $query)
            Stepper("Page \(page)", value: $page, in: 1...10)
            Button("Build request") {
                guard let request = makeRequest(for: .search(query: query, page: page), user: "ana", password: "s3cret") else {
                    log.append("no url")
                    return
                }
                log.append(request.url?.absoluteString ?? "-")
                log.append(request.httpMethod ?? "-")
                let auth = request.value(forHTTPHeaderField: "Authorization") ?? ""
                log.append(auth)
                let encoded = String(auth.dropFirst("Basic ".count))
                if let data = Data(base64Encoded: encoded), let decoded = String(data: data, encoding: .utf8) {
                    log.append("decoded \(decoded)")
                }
                var components = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)
                log.append("items \(components?.queryItems?.count ?? 0), first \(components?.queryItems?.first?.value ?? "")")
                components?.queryItems?.removeAll { $0.name == "per_page" }
                log.append(components?.percentEncodedQuery ?? "")
                log.append(Endpoint.user(id: 42).url()?.absoluteString ?? "-")
                let base = URL(string: "https://api.example.com")!
                log.append(base.appending(path: "users").appending(path: "7").absoluteString)
                let body = Data(#"{"total_count": 3, "items": [1, 2, 3]}"#.utf8)
                if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                   let total = object["total_count"] as? Int {
                    log.append("total \(total)")
                }
                log.forEach { print($0) }
            }
            Section("Log") {
                ForEach(log, id: \.self) { Text($0).font(.caption) }
            }
        }
    }
}

#Preview {
    RequestInspector()
}
