// Demonstrates: a generic `DiskCache<Value: Codable>` ObservableObject persisting a `[String: Value]` dictionary as JSON in the documents directory, with a generic `load`/`save` pair throwing through `T.Type`, used for two value types.
import SwiftUI

enum Storage {
    static func url(_ name: String) -> URL {
        URL.documentsDirectory.appendingPathComponent("\(name).json")
    }

    static func save<T: Encodable>(_ value: T, as name: String) throws {
        let data = try JSONEncoder().encode(value)
        try data.write(to: url(name))
    }

    static func load<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
        let data = try Data(contentsOf: url(name))
        return try JSONDecoder().decode(T.self, from: data)
    }
}

@MainActor
final class DiskCache<Value: Codable>: ObservableObject {
    @Published private(set) var entries: [String: Value] = [:]
    let name: String

    init(name: String) {
        self.name = name
        entries = (try? Storage.load([String: Value].self, from: name)) ?? [:]
        print("\(name): \(entries.count) cached \(Value.self) value(s)")
    }

    subscript(key: String) -> Value? {
        get { entries[key] }
        set {
            entries[key] = newValue
            do {
                try Storage.save(entries, as: name)
            } catch {
                print("save failed: \(error)")
            }
        }
    }
}

struct Bookmark: Codable, Hashable {
    var title: String
    var visits: Int
}

struct CacheDemoView: View {
    @StateObject private var scores = DiskCache<Int>(name: "scores")
    @StateObject private var bookmarks = DiskCache<Bookmark>(name: "bookmarks")

    var body: some View {
        List {
            Section("Scores") {
                ForEach(scores.entries.keys.sorted(), id: \.self) { key in
                    LabeledContent(key, value: "\(scores[key] ?? 0)")
                }
                Button("Add score") {
                    scores["round \(scores.entries.count + 1)"] = (scores.entries.count + 1) * 10
                }
            }
            Section("Bookmarks") {
                ForEach(bookmarks.entries.keys.sorted(), id: \.self) { key in
                    Text("\(key): \(bookmarks[key]?.visits ?? 0) visits")
                }
                Button("Visit Swift.org") {
                    var mark = bookmarks["swift"] ?? Bookmark(title: "Swift.org", visits: 0)
                    mark.visits += 1
                    bookmarks["swift"] = mark
                    let reloaded = try? Storage.load([String: Bookmark].self, from: "bookmarks")
                    print("on disk: \(reloaded?["swift"]?.visits ?? 0)")
                }
            }
        }
    }
}

#Preview {
    CacheDemoView()
}
