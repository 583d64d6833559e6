// Demonstrates: `.contextMenu { … } preview: { … }` on grid tiles, a context menu built from `Section`s, `Divider()`, `Button(role: .destructive)`, a `ShareLink(item:)`, and a toolbar `Menu` with a nested `Menu("Sort")`, a `Picker` inside the menu and `Toggle` — all over a `LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))])`.
// Source: open-source app (a photo-tagging app's grid screen, found through a search for contextMenu preview Section Divider role destructive ShareLink); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Tile: Identifiable {
    let id: Int
    var symbol: String
    var isFavorite = false
}

enum TileSort: String, CaseIterable {
    case number = "Number"
    case name = "Name"
}

struct TileGridView: View {
    @State private var tiles = ["sun.max", "moon", "cloud", "bolt", "snow", "wind"].enumerated().map { Tile(id: $0.offset, symbol: $0.element) }
    @State private var sort = TileSort.number
    @State private var favoritesOnly = false

    private var shown: [Tile] {
        let base = favoritesOnly ? tiles.filter(\.isFavorite) : tiles
        switch sort {
        case .number: return base.sorted { $0.id < $1.id }
        case .name: return base.sorted { $0.symbol < $1.symbol }
        }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
                    ForEach(shown) { tile in
                        Image(systemName: tile.symbol)
                            .font(.largeTitle)
                            .frame(width: 80, height: 80)
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                            .overlay(alignment: .topTrailing) {
                                if tile.isFavorite { Image(systemName: "heart.fill").foregroundStyle(.pink) }
                            }
                            .contextMenu {
                                Section {
                                    Button(tile.isFavorite ? "Unfavorite" : "Favorite", systemImage: "heart") {
                                        toggleFavorite(tile)
                                    }
                                    ShareLink(item: tile.symbol)
                                }
                                Divider()
                                Button("Delete", systemImage: "trash", role: .destructive) {
                                    tiles.removeAll { $0.id == tile.id }
                                }
                            } preview: {
                                Image(systemName: tile.symbol)
                                    .font(.system(size: 120))
                                    .padding()
                            }
                    }
                }
                .padding()
            }
            .navigationTitle("Tiles")
            .toolbar {
                Menu {
                    Menu("Sort") {
                        Picker("Sort by", selection: $sort) {
                            ForEach(TileSort.allCases, id: \.self) { Text($0.rawValue) }
                        }
                    }
                    Toggle("Favorites only", isOn: $favoritesOnly)
                } label: {
                    Label("Options", systemImage: "ellipsis.circle")
                }
            }
        }
    }

    private func toggleFavorite(_ tile: Tile) {
        if let index = tiles.firstIndex(where: { $0.id == tile.id }) {
            tiles[index].isFavorite.toggle()
        }
    }
}

#Preview {
    TileGridView()
}
