// Demonstrates: AsyncImage with a phase switch including @unknown default, a LazyVGrid whose column count a Stepper sets, JSON decoded in .task.
// Source: blog companion (AsyncImage); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Photo: Identifiable, Decodable {
    let id: Int
    let title: String
    let url: String

    var imageURL: URL? { URL(string: url) }
}

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        VStack {
            AsyncImage(url: photo.imageURL) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image
                        .resizable()
                        .scaledToFill()
                case .failure:
                    Image(systemName: "photo")
                        .foregroundStyle(.secondary)
                @unknown default:
                    EmptyView()
                }
            }
            .frame(width: 100, height: 100)
            .clipShape(RoundedRectangle(cornerRadius: 10))
            Text(photo.title)
                .font(.caption)
                .lineLimit(1)
        }
    }
}

struct PhotoGallery: View {
    @State private var photos: [Photo] = []
    @State private var columns = 3

    var body: some View {
        ScrollView {
            Stepper("Columns: \(columns)", value: $columns, in: 1...4)
                .padding(.horizontal)
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columns)) {
                ForEach(photos) { photo in
                    PhotoCell(photo: photo)
                }
            }
        }
        .task {
            let json = """
            [{"id": 1, "title": "Beach", "url": "https://example.com/1.jpg"},
             {"id": 2, "title": "Forest", "url": "https://example.com/2.jpg"},
             {"id": 3, "title": "City at night", "url": "not a url"}]
            """
            do {
                photos = try JSONDecoder().decode([Photo].self, from: Data(json.utf8))
                print("loaded", photos.count, photos.compactMap(\.imageURL).count, "with URLs")
            } catch {
                print("decode failed:", error)
            }
        }
    }
}

#Preview {
    PhotoGallery()
}
