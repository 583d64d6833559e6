// Codable as apps decode their APIs: snake_case keys, custom CodingKeys, optional and missing
// fields with decodeIfPresent, nested containers, enums with raw values and unknown values,
// arrays of models, dates as seconds, and encoding back with sorted keys.
import Foundation
struct Author: Codable, Equatable { let id: Int; let displayName: String }
struct Post: Codable {
    enum Status: String, Codable { case draft, published }
    let postId: Int
    let title: String
    let status: Status
    let tags: [String]
    let author: Author
    let likes: Int?
    let createdAt: Date
    enum CodingKeys: String, CodingKey {
        case postId = "post_id", title, status, tags, author, likes, createdAt = "created_at"
    }
}
let json = """
[{"post_id": 1, "title": "Hello", "status": "published", "tags": ["a", "b"],
  "author": {"id": 7, "displayName": "Ada"}, "likes": 3, "created_at": 86400},
 {"post_id": 2, "title": "Draft", "status": "draft", "tags": [],
  "author": {"id": 8, "displayName": "Alan"}, "created_at": 0}]
"""
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
let posts = try! decoder.decode([Post].self, from: Data(json.utf8))
print(posts.map(\.title), posts.map(\.status.rawValue), posts.map { $0.likes ?? 0 })
print(posts[0].author.displayName, posts[1].tags.isEmpty, posts[0].createdAt.timeIntervalSince1970)

struct Settings: Codable {
    var userName: String
    var itemsPerPage: Int
    var darkMode: Bool = false
}
let snake = #"{"user_name": "grace", "items_per_page": 25, "dark_mode": true}"#
let snakeDecoder = JSONDecoder()
snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
let settings = try! snakeDecoder.decode(Settings.self, from: Data(snake.utf8))
print(settings.userName, settings.itemsPerPage, settings.darkMode)
let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try! encoder.encode(settings), as: UTF8.self))

struct Weather: Decodable {
    let city: String
    let temperature: Double
    enum CodingKeys: String, CodingKey { case city, main }
    enum MainKeys: String, CodingKey { case temp }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        city = try container.decode(String.self, forKey: .city)
        let main = try container.nestedContainer(keyedBy: MainKeys.self, forKey: .main)
        temperature = try main.decode(Double.self, forKey: .temp)
    }
}
let weather = try! JSONDecoder().decode(Weather.self, from: Data(#"{"city": "Oslo", "main": {"temp": -3.5}}"#.utf8))
print(weather.city, weather.temperature)

do {
    _ = try JSONDecoder().decode(Author.self, from: Data(#"{"id": "seven", "displayName": "X"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("type mismatch", type, context.codingPath.map(\.stringValue))
} catch { print("other", error) }
do {
    _ = try JSONDecoder().decode(Author.self, from: Data(#"{"id": 1}"#.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing", key.stringValue)
} catch { print("other", error) }
enum Level: String, Codable { case low, high }
print((try? JSONDecoder().decode([Level].self, from: Data(#"["low", "medium"]"#.utf8))) == nil)
let roundTrip = try! JSONDecoder().decode(Author.self, from: try! JSONEncoder().encode(Author(id: 1, displayName: "Q")))
print(roundTrip == Author(id: 1, displayName: "Q"))
