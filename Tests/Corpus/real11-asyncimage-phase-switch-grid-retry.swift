// Demonstrates: remote images the iOS 15 way: `AsyncImage(url: URL(string: photo.thumbnailUrl)) { phase in switch phase { case .empty: ProgressView(); case .success(let image): image.resizable().scaledToFill(); case .failure: Image(systemName: "photo"); @unknown default: EmptyView() } }`, `AsyncImage(url:scale:)` with `content:placeholder:`, `AsyncImage(url:transaction:)` with `Transaction(animation: .spring())`, a `LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))])`, and a reload button changing an `.id(reloadToken)`.
// Source: public app code (a photo gallery's grid of AsyncImages with phases, found through a search for AsyncImage phase switch success failure); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
    var thumbnailUrl: String { "https://picsum.photos/id/\(id)/200" }
}

struct GalleryView: View {
    let photos = (1...6).map { Photo(id: $0, title: "Photo \($0)") }
    @State private var reloadToken = UUID()

    var body: some View {
        NavigationStack {
            ScrollView {
                AsyncImage(url: URL(string: "https://picsum.photos/id/10/600/300"), scale: 2) { image in
                    image.resizable().aspectRatio(contentMode: .fit)
                } placeholder: {
                    Color.gray.opacity(0.2)
                        .frame(height: 150)
                }

                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 8) {
                    ForEach(photos) { photo in
                        AsyncImage(url: URL(string: photo.thumbnailUrl), transaction: Transaction(animation: .spring())) { phase in
                            switch phase {
                            case .empty:
                                ProgressView()
                            case .success(let image):
                                image
                                    .resizable()
                                    .scaledToFill()
                            case .failure:
                                Image(systemName: "photo")
                                    .foregroundColor(.secondary)
                            @unknown default:
                                EmptyView()
                            }
                        }
                        .frame(width: 100, height: 100)
                        .clipped()
                        .accessibilityLabel(photo.title)
                    }
                }
                .id(reloadToken)
                .padding()
            }
            .navigationTitle("Gallery")
            .toolbar {
                Button("Reload") {
                    reloadToken = UUID()
                }
            }
        }
    }
}

#Preview {
    GalleryView()
}
