// Demonstrates: a photo library toolbar Menu with primaryAction, a Picker inside the Menu for sort order, a nested Menu, Section and Divider inside a Menu, ControlGroup of zoom buttons, .menuOrder(.fixed), and Toggle inside a Menu.
import SwiftUI

enum PhotoSort: String, CaseIterable, Identifiable {
    case newest = "Newest First"
    case oldest = "Oldest First"
    case favorites = "Favorites First"
    var id: String { rawValue }
}

struct PhotoItem: Identifiable {
    let id: Int
    let takenDay: Int
    var isFavorite: Bool
}

struct PhotoLibraryView: View {
    @State private var sort: PhotoSort = .newest
    @State private var columns = 3
    @State private var showsOnlyFavorites = false
    @State private var photos = (1...9).map { PhotoItem(id: $0, takenDay: ($0 * 7) % 10, isFavorite: $0 % 3 == 0) }

    var sortedPhotos: [PhotoItem] {
        let visible = showsOnlyFavorites ? photos.filter(\.isFavorite) : photos
        switch sort {
        case .newest: return visible.sorted { $0.takenDay > $1.takenDay }
        case .oldest: return visible.sorted { $0.takenDay < $1.takenDay }
        case .favorites: return visible.sorted { $0.isFavorite && !$1.isFavorite }
        }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: columns), spacing: 2) {
                    ForEach(sortedPhotos) { photo in
                        Rectangle()
                            .fill(photo.isFavorite ? Color.orange : Color.gray)
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(alignment: .bottomTrailing) {
                                Text("\(photo.id)").font(.caption).padding(4)
                            }
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort", selection: $sort) {
                            ForEach(PhotoSort.allCases) { option in
                                Text(option.rawValue).tag(option)
                            }
                        }
                        Section("Show") {
                            Toggle("Favorites only", isOn: $showsOnlyFavorites)
                        }
                        Divider()
                        Menu("Grid size") {
                            ControlGroup {
                                Button("Smaller", systemImage: "minus.magnifyingglass") {
                                    columns = min(columns + 1, 5)
                                }
                                Button("Larger", systemImage: "plus.magnifyingglass") {
                                    columns = max(columns - 1, 1)
                                }
                            }
                        }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    } primaryAction: {
                        sort = sort == .newest ? .oldest : .newest
                    }
                    .menuOrder(.fixed)
                }
            }
            .onChange(of: sort) { _, newSort in
                print("sort: \(newSort.rawValue), first photo \(sortedPhotos.first?.id ?? 0)")
            }
            .onChange(of: columns) { old, new in
                print("columns \(old) -> \(new)")
            }
        }
    }
}

#Preview {
    PhotoLibraryView()
}
