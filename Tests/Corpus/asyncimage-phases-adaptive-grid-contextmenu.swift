// Demonstrates: a wallpaper gallery — LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]), AsyncImage(url:transaction:) switching on AsyncImagePhase (.empty, .success, .failure, @unknown default), .contextMenu with a ShareLink and a Button, a Link to the photographer, and a favourites count in the navigation title.
import SwiftUI

struct Wallpaper: Identifiable {
    let id: Int
    let author: String
    var url: URL? { URL(string: "https://picsum.photos/id/\(id)/300/300") }
    var authorURL: URL { URL(string: "https://unsplash.com/@\(author.lowercased())")! }
}

struct GalleryView: View {
    private let wallpapers = [10, 20, 30, 40, 50].map { Wallpaper(id: $0, author: "Photographer\($0)") }
    @State private var favorites: Set<Int> = []

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(wallpapers) { wallpaper in
                        AsyncImage(url: wallpaper.url, transaction: Transaction(animation: .easeIn)) { phase in
                            switch phase {
                            case .empty:
                                ProgressView()
                                    .frame(height: 100)
                            case .success(let image):
                                image
                                    .resizable()
                                    .scaledToFill()
                                    .frame(height: 100)
                                    .clipped()
                            case .failure:
                                Image(systemName: "photo")
                                    .frame(height: 100)
                            @unknown default:
                                EmptyView()
                            }
                        }
                        .overlay(alignment: .topTrailing) {
                            if favorites.contains(wallpaper.id) {
                                Image(systemName: "heart.fill")
                                    .foregroundStyle(.red)
                                    .padding(4)
                            }
                        }
                        .contextMenu {
                            Button(favorites.contains(wallpaper.id) ? "Unfavorite" : "Favorite") {
                                if favorites.contains(wallpaper.id) {
                                    favorites.remove(wallpaper.id)
                                } else {
                                    favorites.insert(wallpaper.id)
                                }
                            }
                            if let url = wallpaper.url {
                                ShareLink(item: url)
                            }
                            Link("About \(wallpaper.author)", destination: wallpaper.authorURL)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Wallpapers (\(favorites.count) ♥)")
        }
    }
}

#Preview {
    GalleryView()
}
