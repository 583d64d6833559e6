// Demonstrates: hand-written Codable — init(from:) with a keyed container, decodeIfPresent with defaults, a polymorphic enum decoded by a "type" field, and encode(to:) for round-tripping.
import SwiftUI

enum Attachment: Codable, Equatable {
    case image(url: String, width: Int)
    case link(String)
    case unknown

    private enum CodingKeys: String, CodingKey {
        case type, url, width, href
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "image":
            let url = try container.decode(String.self, forKey: .url)
            let width = try container.decodeIfPresent(Int.self, forKey: .width) ?? 0
            self = .image(url: url, width: width)
        case "link":
            self = .link(try container.decode(String.self, forKey: .href))
        default:
            self = .unknown
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .image(let url, let width):
            try container.encode("image", forKey: .type)
            try container.encode(url, forKey: .url)
            try container.encode(width, forKey: .width)
        case .link(let href):
            try container.encode("link", forKey: .type)
            try container.encode(href, forKey: .href)
        case .unknown:
            try container.encode("unknown", forKey: .type)
        }
    }
}

struct Post: Codable, Identifiable {
    let id: Int
    let text: String
    let attachments: [Attachment]
    let isPinned: Bool

    enum CodingKeys: String, CodingKey {
        case id, text, attachments
        case isPinned = "pinned"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        text = try container.decode(String.self, forKey: .text)
        attachments = try container.decodeIfPresent([Attachment].self, forKey: .attachments) ?? []
        isPinned = try container.decodeIfPresent(Bool.self, forKey: .isPinned) ?? false
    }
}

struct PostsView: View {
    @State private var posts: [Post] = []
    @State private var status = "Not loaded"

    private let json = """
    [
      {"id": 1, "text": "Hello", "pinned": true,
       "attachments": [{"type": "image", "url": "a.png", "width": 640}, {"type": "link", "href": "https://swift.org"}]},
      {"id": 2, "text": "No extras"},
      {"id": 3, "text": "Mystery", "attachments": [{"type": "poll"}]}
    ]
    """

    var body: some View {
        List {
            Text(status)
            ForEach(posts) { post in
                VStack(alignment: .leading) {
                    Text(post.isPinned ? "📌 \(post.text)" : post.text)
                    Text("\(post.attachments.count) attachments").font(.caption)
                }
            }
            Button("Decode") { decode() }
        }
    }

    private func decode() {
        do {
            posts = try JSONDecoder().decode([Post].self, from: Data(json.utf8))
            let first = posts[0].attachments
            let encoded = try JSONEncoder().encode(first)
            let roundTrip = try JSONDecoder().decode([Attachment].self, from: encoded)
            status = "\(posts.count) posts, round trip equal: \(roundTrip == first)"
            print(status)
            print(posts[2].attachments)
        } catch {
            status = "Failed: \(error)"
        }
    }
}

#Preview {
    PostsView()
}
