// An API layer's models: renamed keys, a nested keyed container flattened into the model, an
// unkeyed container of mixed values, a single-value wrapper, decodeIfPresent with defaults,
// encode(to:) writing nested containers, sorted and pretty-printed output, snake-case keys,
// dates as seconds and ISO 8601 in UTC, and the errors a bad payload gives.
import Foundation

struct User: Codable, Equatable {
    let id: Int
    var displayName: String
    var city: String
    var zip: String?
    var roles: [String]
    enum CodingKeys: String, CodingKey { case id, displayName = "display_name", address, roles }
    enum AddressKeys: String, CodingKey { case city, zip = "postal_code" }
    init(id: Int, displayName: String, city: String, zip: String?, roles: [String]) {
        self.id = id; self.displayName = displayName; self.city = city; self.zip = zip; self.roles = roles
    }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        displayName = try c.decode(String.self, forKey: .displayName)
        roles = try c.decodeIfPresent([String].self, forKey: .roles) ?? ["viewer"]
        let address = try c.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        city = try address.decode(String.self, forKey: .city)
        zip = try address.decodeIfPresent(String.self, forKey: .zip)
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(displayName, forKey: .displayName)
        try c.encode(roles, forKey: .roles)
        var address = c.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(city, forKey: .city)
        try address.encodeIfPresent(zip, forKey: .zip)
    }
}
let payload = #"{"id": 7, "display_name": "Ada", "address": {"city": "Paris", "postal_code": "75001"}}"#
let user = try JSONDecoder().decode(User.self, from: Data(payload.utf8))
print(user.displayName, user.city, user.zip ?? "-", user.roles)
let sorted = JSONEncoder()
sorted.outputFormatting = [.sortedKeys]
print(String(decoding: try sorted.encode(user), as: UTF8.self))
var noZip = user
noZip.zip = nil
print(String(decoding: try sorted.encode(noZip), as: UTF8.self))
let pretty = JSONEncoder()
pretty.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(decoding: try pretty.encode(noZip), as: UTF8.self))
let roundTrip = try JSONDecoder().decode(User.self, from: try sorted.encode(user))
print(roundTrip == user)

struct Score: Codable { let value: Int
    init(_ v: Int) { value = v }
    init(from decoder: Decoder) throws { value = try decoder.singleValueContainer().decode(Int.self) }
    func encode(to encoder: Encoder) throws { var c = encoder.singleValueContainer(); try c.encode(value) }
}
struct Row: Codable {
    var label: String; var score: Score; var flag: Bool
    init(label: String, score: Score, flag: Bool) { self.label = label; self.score = score; self.flag = flag }
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        label = try c.decode(String.self)
        score = try c.decode(Score.self)
        flag = try c.decode(Bool.self)
        print("count", c.count ?? -1, "at end", c.isAtEnd)
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(label); try c.encode(score); try c.encode(flag)
    }
}
let rows = try JSONDecoder().decode([Row].self, from: Data(#"[["a", 3, true], ["b", 9, false]]"#.utf8))
print(rows.map { "\($0.label)\($0.score.value)\($0.flag)" })
print(String(decoding: try sorted.encode(rows), as: UTF8.self))
print(String(decoding: try sorted.encode(["k": Score(4)]), as: UTF8.self))

struct Event: Codable { var eventName: String; var startsAt: Date; var attendeeCount: Int; var isPublic: Bool }
let event = Event(eventName: "Launch", startsAt: Date(timeIntervalSince1970: 86_400 * 365), attendeeCount: 120, isPublic: false)
let snake = JSONEncoder()
snake.outputFormatting = .sortedKeys
snake.keyEncodingStrategy = .convertToSnakeCase
snake.dateEncodingStrategy = .secondsSince1970
let snakeData = try snake.encode(event)
print(String(decoding: snakeData, as: UTF8.self))
snake.dateEncodingStrategy = .iso8601
print(String(decoding: try snake.encode(event), as: UTF8.self))
snake.dateEncodingStrategy = .millisecondsSince1970
print(String(decoding: try snake.encode(event), as: UTF8.self))
let back = JSONDecoder()
back.keyDecodingStrategy = .convertFromSnakeCase
back.dateDecodingStrategy = .secondsSince1970
let decoded = try back.decode(Event.self, from: snakeData)
print(decoded.eventName, decoded.startsAt.timeIntervalSince1970, decoded.attendeeCount, decoded.isPublic)

func explain(_ json: String) {
    do {
        _ = try JSONDecoder().decode(User.self, from: Data(json.utf8))
        print("ok")
    } catch DecodingError.keyNotFound(let key, let context) {
        print("missing", key.stringValue, context.codingPath.map(\.stringValue))
    } catch DecodingError.typeMismatch(let type, let context) {
        print("mismatch", type, context.codingPath.map(\.stringValue))
    } catch DecodingError.valueNotFound(let type, let context) {
        print("null", type, context.codingPath.map(\.stringValue))
    } catch {
        print("other", type(of: error))
    }
}
explain(#"{"id": 1, "display_name": "A"}"#)
explain(#"{"id": "1", "display_name": "A", "address": {"city": "X"}}"#)
explain(#"{"id": 1, "display_name": "A", "address": {"city": null}}"#)
explain(#"{"id": 1, "display_name": "A", "address": {"city": "X"}, "roles": ["a", 2]}"#)
explain(#"{"id": 1, "display_name": "A", "address": {"city": "X"}}"#)
