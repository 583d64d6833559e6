// Demonstrates: decoding a heterogeneous JSON array into an enum with associated values using a "type" discriminator, a nested CodingKeys enum per case, and a custom DecodingError for unknown types.
import SwiftUI

enum Block: Decodable, Identifiable {
    case heading(String)
    case paragraph(String)
    case image(url: String, caption: String?)

    var id: String {
        switch self {
        case .heading(let text), .paragraph(let text): return text
        case .image(let url, _): return url
        }
    }

    private enum CodingKeys: String, CodingKey {
        case type, text, url, caption
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "heading":
            self = .heading(try container.decode(String.self, forKey: .text))
        case "paragraph":
            self = .paragraph(try container.decode(String.self, forKey: .text))
        case "image":
            self = .image(url: try container.decode(String.self, forKey: .url),
                          caption: try container.decodeIfPresent(String.self, forKey: .caption))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container,
                                                   debugDescription: "Unknown block type \(type)")
        }
    }
}

struct ArticleView: View {
    @State private var blocks: [Block] = []
    @State private var errorText: String?

    private let good = """
    [{"type": "heading", "text": "Welcome"},
     {"type": "paragraph", "text": "Hello there."},
     {"type": "image", "url": "cat.png"}]
    """
    private let bad = """
    [{"type": "video", "url": "x.mp4"}]
    """

    var body: some View {
        List {
            ForEach(blocks) { block in
                switch block {
                case .heading(let text):
                    Text(text).font(.title)
                case .paragraph(let text):
                    Text(text)
                case .image(let url, let caption):
                    Label(caption ?? "Image \(url)", systemImage: "photo")
                }
            }
            if let errorText {
                Text(errorText).foregroundStyle(.red)
            }
            Button("Load bad") { load(bad) }
        }
        .onAppear { load(good) }
    }

    private func load(_ json: String) {
        do {
            blocks = try JSONDecoder().decode([Block].self, from: Data(json.utf8))
            errorText = nil
        } catch DecodingError.dataCorrupted(let context) {
            errorText = context.debugDescription
        } catch {
            errorText = "Other: \(error)"
        }
    }
}

#Preview {
    ArticleView()
}
