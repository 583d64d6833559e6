// Codable as a feed's models use it: enums with associated values (synthesized), raw-value
// enums, optionals left out, nested arrays, sorted keys, a custom key for one case.
import Foundation

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case dot
}
enum Status: String, Codable { case draft, published = "live" }
struct Post: Codable, Equatable {
    var id: Int
    var title: String
    var status: Status
    var tags: [String]
    var subtitle: String?
    var shapes: [Shape]
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let post = Post(id: 1, title: "Hello", status: .published, tags: ["a", "b"], subtitle: nil,
                shapes: [.circle(radius: 2), .rect(width: 1, height: 3), .dot])
let data = try! encoder.encode(post)
print(String(decoding: data, as: UTF8.self))
let back = try! JSONDecoder().decode(Post.self, from: data)
print(back == post, back.shapes.count, back.status, back.subtitle as Any)
let raw = #"{"id":2,"title":"Draft","status":"draft","tags":[],"shapes":[{"dot":{}}]}"#
let draft = try! JSONDecoder().decode(Post.self, from: Data(raw.utf8))
print(draft.status, draft.shapes, draft.tags.isEmpty)
do {
    _ = try JSONDecoder().decode(Post.self, from: Data(#"{"id":3,"title":"x","status":"gone","tags":[],"shapes":[]}"#.utf8))
} catch let DecodingError.dataCorrupted(context) {
    print("corrupted:", context.codingPath.map(\.stringValue))
} catch {
    print("other", error)
}
do {
    _ = try JSONDecoder().decode(Post.self, from: Data(#"{"id":3,"status":"draft","tags":[],"shapes":[]}"#.utf8))
} catch let DecodingError.keyNotFound(key, _) {
    print("missing:", key.stringValue)
} catch {
    print("other", error)
}
struct Envelope<T: Codable>: Codable { var items: [T]; var next: String? }
let page = Envelope(items: [Status.draft, .published], next: "p2")
print(String(decoding: try! encoder.encode(page), as: UTF8.self))
let dict: [String: Int] = ["b": 2, "a": 1]
print(String(decoding: try! encoder.encode(dict), as: UTF8.self))
print(String(decoding: try! encoder.encode([1.5, 2, -0.25]), as: UTF8.self))
print(String(decoding: try! encoder.encode(["x": [true, false]]), as: UTF8.self))
