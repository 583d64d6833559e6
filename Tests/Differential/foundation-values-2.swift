// Foundation values a view model builds and shows: URL components with query items, UUIDs
// from strings, Data and base64, number formatters with a fixed locale, measurements,
// String(describing:) and debugPrint, dump of a model, and Mirror over its properties.
import Foundation

struct SearchRequest {
    var term: String
    var page: Int
    var filters: [String]
    var url: URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.example.com"
        components.path = "/v1/search"
        components.queryItems = [URLQueryItem(name: "q", value: term), URLQueryItem(name: "page", value: String(page))]
            + filters.map { URLQueryItem(name: "filter", value: $0) }
        return components.url
    }
}

let request = SearchRequest(term: "swift ui", page: 2, filters: ["new", "free"])
print(request.url?.absoluteString ?? "nil")
if let url = request.url, let parsed = URLComponents(url: url, resolvingAgainstBaseURL: false) {
    print(parsed.host ?? "-", parsed.path, parsed.queryItems?.map { "\($0.name)=\($0.value ?? "")" } ?? [])
    print(url.lastPathComponent, url.pathComponents, url.scheme ?? "-")
}
let base = URL(string: "https://example.com/docs/")!
print(base.appendingPathComponent("guide.html").absoluteString, URL(string: "not a url with spaces") == nil)
let file = URL(fileURLWithPath: "/tmp/report.final.pdf")
print(file.pathExtension, file.deletingPathExtension().lastPathComponent, file.isFileURL)

let id = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
print(id?.uuidString ?? "invalid", UUID(uuidString: "nope") == nil, id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))

let payload = Data("Hello, Vivarium!".utf8)
let encoded = payload.base64EncodedString()
print(payload.count, encoded, String(data: Data(base64Encoded: encoded)!, encoding: .utf8)!)
print(Data([72, 105]).count)

let number = NumberFormatter()
number.locale = Locale(identifier: "en_US")
number.numberStyle = .decimal
print(number.string(from: 1234567.891) ?? "", number.string(from: NSNumber(value: -42)) ?? "")
number.numberStyle = .currency
number.currencyCode = "USD"
print(number.string(from: 19.5) ?? "", number.string(from: 0) ?? "")
number.numberStyle = .percent
print(number.string(from: 0.256) ?? "")
number.numberStyle = .decimal
print(number.string(from: 3.14159) ?? "", number.number(from: "1,234.5")?.doubleValue ?? -1)

let distance = Measurement(value: 5, unit: UnitLength.kilometers)
print(distance.converted(to: .meters).value, distance.value, (distance + Measurement(value: 500, unit: .meters)).converted(to: .meters).value)
let temperature = Measurement(value: 100, unit: UnitTemperature.celsius)
print(temperature.converted(to: .fahrenheit).value.rounded())

struct Profile: CustomStringConvertible {
    var name: String
    var tags: [String]
    var score: Double?
    var description: String { "Profile(\(name))" }
}
struct Point { var x: Int; var y: Int }
enum Mode { case light, dark(level: Int) }
let profile = Profile(name: "Ada", tags: ["math"], score: nil)
print(String(describing: profile), String(describing: Point(x: 1, y: 2)), String(describing: Mode.dark(level: 2)))
print(String(reflecting: "quoted"), String(describing: Optional(3)), "\(Optional("x") as Any)")
debugPrint("a", 1, [1: "one"], Point(x: 3, y: 4))
debugPrint(Mode.light, Optional<Int>.none as Any)
dump(Point(x: 5, y: 6))
dump(["k": 1])
dump([Profile(name: "B", tags: [], score: 2.5)])
let mirror = Mirror(reflecting: Point(x: 7, y: 8))
for child in mirror.children { print(child.label ?? "?", child.value) }
print(mirror.children.count)
print(type(of: profile), type(of: [1, 2]), type(of: ["a": 1.5]), type(of: (1, "a")), type(of: Mode.light))
