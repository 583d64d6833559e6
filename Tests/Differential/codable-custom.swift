// Codable written out by hand: CodingKeys with renamed keys, nested containers, a custom
// init(from:) and encode(to:) with defaults and decodeIfPresent, enums with associated values
// encoded by a type tag, unkeyed containers, encoding strategies and sorted, pretty output,
// errors a decoder reports; Date arithmetic with Calendar in a fixed time zone.
import Foundation

struct Article: Codable, Equatable {
    let id: Int
    let title: String
    let authorName: String
    let tags: [String]
    let rating: Double?
    let published: Bool
    enum CodingKeys: String, CodingKey { case id, title = "headline", author, tags, rating, published = "is_published" }
    enum AuthorKeys: String, CodingKey { case name }
    init(id: Int, title: String, authorName: String, tags: [String], rating: Double?, published: Bool) {
        self.id = id; self.title = title; self.authorName = authorName; self.tags = tags; self.rating = rating; self.published = published
    }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        let author = try c.nestedContainer(keyedBy: AuthorKeys.self, forKey: .author)
        authorName = try author.decode(String.self, forKey: .name)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
        rating = try c.decodeIfPresent(Double.self, forKey: .rating)
        published = (try? c.decode(Bool.self, forKey: .published)) ?? false
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        var author = c.nestedContainer(keyedBy: AuthorKeys.self, forKey: .author)
        try author.encode(authorName, forKey: .name)
        if !tags.isEmpty { try c.encode(tags, forKey: .tags) }
        try c.encodeIfPresent(rating, forKey: .rating)
        try c.encode(published, forKey: .published)
    }
}
let json = """
[{"id": 1, "headline": "Hello", "author": {"name": "Ann"}, "tags": ["a"], "rating": 4.5, "is_published": true},
 {"id": 2, "headline": "Draft", "author": {"name": "Bob"}, "is_published": "yes"}]
"""
let articles = try! JSONDecoder().decode([Article].self, from: Data(json.utf8))
print(articles.map(\.title), articles.map(\.authorName), articles[1].tags, articles[1].rating as Any, articles.map(\.published))
let enc = JSONEncoder()
enc.outputFormatting = [.sortedKeys]
print(String(decoding: try! enc.encode(articles), as: UTF8.self))
let back = try! JSONDecoder().decode([Article].self, from: try! enc.encode(articles))
print(back == articles)

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case point
    enum CodingKeys: String, CodingKey { case type, radius, width, height }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "circle": self = .circle(radius: try c.decode(Double.self, forKey: .radius))
        case "rect": self = .rect(width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
        case "point": self = .point
        case let other: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown type \(other)")
        }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .circle(let r): try c.encode("circle", forKey: .type); try c.encode(r, forKey: .radius)
        case let .rect(w, h): try c.encode("rect", forKey: .type); try c.encode(w, forKey: .width); try c.encode(h, forKey: .height)
        case .point: try c.encode("point", forKey: .type)
        }
    }
}
let shapes: [Shape] = [.circle(radius: 1.5), .rect(width: 2, height: 3), .point]
let shapeData = try! enc.encode(shapes)
print(String(decoding: shapeData, as: UTF8.self), try! JSONDecoder().decode([Shape].self, from: shapeData) == shapes)
do { _ = try JSONDecoder().decode(Shape.self, from: Data(#"{"type": "hexagon"}"#.utf8)) }
catch DecodingError.dataCorrupted(let ctx) { print("corrupted:", ctx.debugDescription, ctx.codingPath.map(\.stringValue)) }
catch { print("other", error) }

struct Point3: Codable { var x = 0, y = 0, z = 0
    init(x: Int, y: Int, z: Int) { self.x = x; self.y = y; self.z = z }
    init(from decoder: Decoder) throws { var c = try decoder.unkeyedContainer(); x = try c.decode(Int.self); y = try c.decode(Int.self); z = c.isAtEnd ? 0 : try c.decode(Int.self) }
    func encode(to encoder: Encoder) throws { var c = encoder.unkeyedContainer(); try c.encode(x); try c.encode(y); try c.encode(z) }
}
let pts = try! JSONDecoder().decode([Point3].self, from: Data("[[1,2,3],[4,5]]".utf8))
print(pts.map { $0.x + $0.y + $0.z }, String(decoding: try! JSONEncoder().encode(pts), as: UTF8.self))
struct Wrapper<T: Codable>: Codable { let data: T; let count: Int }
print(String(decoding: try! enc.encode(Wrapper(data: ["k": 1], count: 1)), as: UTF8.self), try! JSONDecoder().decode(Wrapper<[Int]>.self, from: Data(#"{"data":[1,2],"count":2}"#.utf8)).data)
struct Settings: Codable { var userName: String; var maxItems: Int; var lastOpened: Date; var ratio: Double }
let settingsEncoder = JSONEncoder()
settingsEncoder.keyEncodingStrategy = .convertToSnakeCase
settingsEncoder.dateEncodingStrategy = .secondsSince1970
settingsEncoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let settings = Settings(userName: "ann", maxItems: 3, lastOpened: Date(timeIntervalSince1970: 86400), ratio: 0.5)
print(String(decoding: try! settingsEncoder.encode(settings), as: UTF8.self))
settingsEncoder.dateEncodingStrategy = .iso8601
settingsEncoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
print(String(decoding: try! settingsEncoder.encode(["path": "a/b", "when": "x"]), as: UTF8.self), String(decoding: try! JSONEncoder().encode(["a/b"]), as: UTF8.self))
print(String(decoding: try! settingsEncoder.encode(settings), as: UTF8.self))
for bad in [#"{"id": "one"}"#, #"[1]"#, #"{"id": 1, "headline": "x", "author": {}}"#, "{"] {
    do { _ = try JSONDecoder().decode(Article.self, from: Data(bad.utf8)) }
    catch DecodingError.typeMismatch(let type, let ctx) { print("type mismatch", type, ctx.codingPath.map(\.stringValue)) }
    catch DecodingError.keyNotFound(let key, let ctx) { print("key not found", key.stringValue, ctx.codingPath.map(\.stringValue)) }
    catch DecodingError.dataCorrupted { print("data corrupted") }
    catch { print("other") }
}
print(String(decoding: try! JSONEncoder().encode([1.0, 0.5, 1e20, -0.0]), as: UTF8.self), String(decoding: try! JSONEncoder().encode(["é": "\u{1}\"\\"]), as: UTF8.self))

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let start = cal.date(from: DateComponents(year: 2024, month: 1, day: 31, hour: 9, minute: 30))!
let plusMonth = cal.date(byAdding: .month, value: 1, to: start)!
let comps = cal.dateComponents([.year, .month, .day, .hour], from: plusMonth)
print(comps.year!, comps.month!, comps.day!, comps.hour!, cal.component(.weekday, from: start), cal.component(.weekOfYear, from: start))
let end = cal.date(from: DateComponents(year: 2024, month: 3, day: 1))!
let diff = cal.dateComponents([.day, .hour, .minute], from: start, to: end)
print(diff.day!, diff.hour!, diff.minute!, Int(end.timeIntervalSince(start)), cal.startOfDay(for: start).timeIntervalSince1970, cal.isDateInWeekend(start))
let dayStarts = (0..<3).compactMap { cal.date(byAdding: .day, value: $0 * 7, to: start) }.map { cal.component(.day, from: $0) }
print(dayStarts, cal.range(of: .day, in: .month, for: plusMonth)!, cal.date(bySettingHour: 0, minute: 0, second: 0, of: start)!.timeIntervalSince1970)
let iso = ISO8601DateFormatter()
print(iso.string(from: start), iso.date(from: "2024-02-29T12:00:00Z")!.timeIntervalSince1970, start < end, [end, start].min() == start)
