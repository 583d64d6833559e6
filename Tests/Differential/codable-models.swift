// Codable models: custom CodingKeys, nested and generic types, a single-value container, the
// decoding errors by case, snake-case strategies, arrays and dictionaries of arrays.
import Foundation

struct User: Codable, Equatable {
    let id: Int
    var name: String
    var email: String?
    var roles: [Role]
    var address: Address?
    var isActive: Bool

    enum Role: String, Codable { case admin, editor, viewer }
    struct Address: Codable, Equatable {
        var street: String
        var city: String
        var zip: String
    }
    enum CodingKeys: String, CodingKey {
        case id, name, email, roles, address
        case isActive = "is_active"
    }
}

struct Page<Item: Codable>: Codable {
    let page: Int
    let totalPages: Int
    let items: [Item]
}

struct Temperature: Codable {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            celsius = number
        } else {
            let text = try container.decode(String.self)
            celsius = Double(text.replacingOccurrences(of: "C", with: "")) ?? .nan
        }
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(celsius)C")
    }
}

struct Reading: Codable {
    let station: String
    let temperatures: [Temperature]
    let tags: [String: Int]
}

let json = """
{
  "page": 1,
  "totalPages": 3,
  "items": [
    {"id": 1, "name": "Ada", "email": "ada@example.com", "roles": ["admin", "editor"], "is_active": true,
     "address": {"street": "1 Loop", "city": "Cupertino", "zip": "95014"}},
    {"id": 2, "name": "Bob", "roles": [], "is_active": false}
  ]
}
"""

let decoder = JSONDecoder()
do {
    let page = try decoder.decode(Page<User>.self, from: Data(json.utf8))
    print(page.page, page.totalPages, page.items.count)
    for user in page.items {
        print(user.name, user.email ?? "no email", user.roles.map(\.rawValue), user.address?.city ?? "-", user.isActive)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(page.items[1])
    print(String(data: data, encoding: .utf8)!)
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(page.items[0].address), as: UTF8.self))
    let roundTrip = try decoder.decode(User.self, from: try JSONEncoder().encode(page.items[0]))
    print(roundTrip == page.items[0])
} catch {
    print("unexpected", error)
}

let readingJSON = #"{"station": "KSFO", "temperatures": [12.5, "14C", 9], "tags": {"wind": 3}}"#
if let reading = try? decoder.decode(Reading.self, from: Data(readingJSON.utf8)) {
    print(reading.station, reading.temperatures.map(\.celsius), reading.tags["wind"] ?? 0)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(reading), encoding: .utf8)!)
}

let broken = [
    #"{"id": "one", "name": "X", "roles": [], "is_active": true}"#,
    #"{"id": 3, "roles": [], "is_active": true}"#,
    #"{"id": 3, "name": "Y", "roles": ["owner"], "is_active": true}"#,
    #"{"id": 3, "name": "Y", "roles": [], "is_active": true"#,
]
for text in broken {
    do {
        _ = try decoder.decode(User.self, from: Data(text.utf8))
        print("decoded")
    } catch DecodingError.typeMismatch(let type, let context) {
        print("type mismatch", type, context.codingPath.map(\.stringValue))
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing", key.stringValue)
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted at", context.codingPath.map(\.stringValue))
    } catch {
        print("other error")
    }
}

let snakeJSON = #"{"first_name": "Grace", "birth_year": 1906}"#
struct Person: Codable { let firstName: String; let birthYear: Int }
let snakeDecoder = JSONDecoder()
snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
let person = try snakeDecoder.decode(Person.self, from: Data(snakeJSON.utf8))
print(person.firstName, person.birthYear)
let snakeEncoder = JSONEncoder()
snakeEncoder.keyEncodingStrategy = .convertToSnakeCase
snakeEncoder.outputFormatting = .sortedKeys
print(String(data: try snakeEncoder.encode(person), encoding: .utf8)!)
let array = try JSONDecoder().decode([Int].self, from: Data("[1, 2, 3]".utf8))
let dict = try JSONDecoder().decode([String: [String]].self, from: Data(#"{"a": ["x"], "b": []}"#.utf8))
print(array, dict.keys.sorted(), dict["a"]!)
