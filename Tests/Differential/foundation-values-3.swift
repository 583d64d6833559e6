import Foundation
// Foundation values as a networking layer and a settings screen use them.
var components = URLComponents(string: "https://api.example.com/v1/search")!
components.queryItems = [URLQueryItem(name: "q", value: "swift ui"), URLQueryItem(name: "page", value: "2")]
print(components.url!.absoluteString)
print(components.host ?? "-", components.path, components.scheme ?? "-")
let parsed = URLComponents(string: "https://x.org/p?a=1&b=two")!
print(parsed.queryItems?.map { "\($0.name)=\($0.value ?? "")" } ?? [])
print(parsed.queryItems?.first(where: { $0.name == "b" })?.value ?? "none")
let url = URL(string: "https://example.com/files/report.final.pdf")!
print(url.lastPathComponent, url.pathExtension, url.deletingLastPathComponent().absoluteString)
print(url.appendingPathComponent("v2").absoluteString, url.host ?? "-", url.scheme ?? "-")
let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(id.uuidString, UUID(uuidString: "nope") == nil, id == UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
let data = "Hello, Swift".data(using: .utf8)!
print(data.count, data.base64EncodedString())
let decoded = Data(base64Encoded: "SGVsbG8=")!
print(String(data: decoded, encoding: .utf8)!)
let object = try JSONSerialization.jsonObject(with: Data(#"{"name": "Ada", "langs": ["en", "fr"], "age": 36}"#.utf8)) as! [String: Any]
print(object["name"] as? String ?? "", (object["langs"] as? [String])?.count ?? 0, object["age"] as? Int ?? 0)
let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US")
formatter.numberStyle = .currency
print(formatter.string(from: 1234.5)!, formatter.string(from: NSNumber(value: -3))!)
formatter.numberStyle = .percent
print(formatter.string(from: 0.256)!)
formatter.numberStyle = .decimal
formatter.maximumFractionDigits = 1
print(formatter.string(from: 1234567.891)!, formatter.number(from: "1,234.5")?.doubleValue ?? 0)
let dateFormatter = DateFormatter()
dateFormatter.locale = Locale(identifier: "en_US_POSIX")
dateFormatter.timeZone = TimeZone(identifier: "UTC")
dateFormatter.dateFormat = "yyyy-MM-dd HH:mm"
let date = dateFormatter.date(from: "2025-03-14 15:09")!
print(date.timeIntervalSince1970, dateFormatter.string(from: date.addingTimeInterval(3600 * 30)))
let iso = ISO8601DateFormatter()
print(iso.string(from: date), iso.date(from: "2025-03-14T15:09:00Z") == date)
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour], from: date)
print(parts.year!, parts.month!, parts.day!, parts.weekday!, parts.hour!)
let nextWeek = calendar.date(byAdding: .day, value: 7, to: date)!
print(calendar.dateComponents([.day], from: date, to: nextWeek).day!, calendar.isDate(date, inSameDayAs: nextWeek))
print(calendar.startOfDay(for: date).timeIntervalSince1970, calendar.component(.minute, from: date))
let interval = DateInterval(start: date, duration: 7200)
print(interval.duration, interval.contains(date.addingTimeInterval(60)), interval.end.timeIntervalSince(date))
let set = CharacterSet.decimalDigits
print("a1b2".unicodeScalars.filter { set.contains($0) }.count, "abc".rangeOfCharacter(from: set) == nil)
print(String(format: "%.3f", Double.pi), String(format: "%08.2f", 3.14159), String(format: "%d items", 3))
print(Int(Date(timeIntervalSince1970: 86_400).timeIntervalSince1970), TimeInterval(90).rounded())
