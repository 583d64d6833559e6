import Foundation
// JSON as an API client decodes it: nested keys, renamed keys, optional fields, defaults.
struct Response: Codable {
    struct User: Codable, Equatable {
        let id: Int
        let displayName: String
        let email: String?
        enum CodingKeys: String, CodingKey {
            case id
            case displayName = "display_name"
            case email
        }
    }
    let users: [User]
    let page: Int
    let hasMore: Bool
}

struct Settings: Codable {
    var volume: Int
    var tags: [String]
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        volume = try container.decodeIfPresent(Int.self, forKey: .volume) ?? 5
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
    init(volume: Int, tags: [String]) { self.volume = volume; self.tags = tags }
}

enum Status: String, Codable { case active, archived }
struct Project: Codable {
    var name: String
    var status: Status
    var meta: [String: Int]
}

let json = """
{"users": [{"id": 1, "display_name": "Ada", "email": null}, {"id": 2, "display_name": "Grace", "email": "g@x.org"}], "page": 1, "hasMore": false}
""".data(using: .utf8)!
let decoder = JSONDecoder()
do {
    let response = try decoder.decode(Response.self, from: json)
    print(response.users.map(\.displayName), response.page, response.hasMore)
    print(response.users[0].email as Any, response.users[1].email ?? "none")
    print(response.users[0] == response.users[1])
} catch {
    print("failed", error)
}

let partial = try! decoder.decode(Settings.self, from: Data(#"{"tags": ["a"]}"#.utf8))
print(partial.volume, partial.tags)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let project = Project(name: "Vivarium", status: .active, meta: ["b": 2, "a": 1])
let data = try encoder.encode(project)
print(String(data: data, encoding: .utf8)!)
let back = try decoder.decode(Project.self, from: data)
print(back.name, back.status, back.meta.sorted { $0.key < $1.key }.map(\.value))
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try encoder.encode(Settings(volume: 3, tags: ["x", "y"])), as: UTF8.self))

struct Wrong: Decodable { let id: Int }
do {
    _ = try decoder.decode(Wrong.self, from: Data(#"{"id": "seven"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("type mismatch", type, context.codingPath.map(\.stringValue))
} catch {
    print("other", error)
}
do {
    _ = try decoder.decode(Wrong.self, from: Data(#"{}"#.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing", key.stringValue)
} catch {
    print("other", error)
}
do {
    _ = try decoder.decode(Status.self, from: Data(#""deleted""#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted", context.codingPath.count)
} catch {
    print("other", error)
}
let list = try decoder.decode([Status].self, from: Data(#"["active", "archived"]"#.utf8))
print(list)
decoder.keyDecodingStrategy = .convertFromSnakeCase
struct Snake: Decodable { let firstName: String; let itemCount: Int }
let snake = try decoder.decode(Snake.self, from: Data(#"{"first_name": "Lin", "item_count": 4}"#.utf8))
print(snake.firstName, snake.itemCount)
