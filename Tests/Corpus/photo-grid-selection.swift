// Demonstrates: a photo grid with a selection Set, ToolbarItemGroup at the bottom bar, for … in indices where …
// Source: learner's app (photo grid); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Photo: Identifiable, Hashable {
    let id: Int
    let hue: Double
    var isFavorite: Bool = false

    var color: Color { Color(hue: hue, saturation: 0.6, brightness: 0.9) }
}

struct PhotoGridView: View {
    @State private var photos: [Photo] = (1...12).map { Photo(id: $0, hue: Double($0) / 12) }
    @State private var selection = Set<Int>()
    @State private var isSelecting = false

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 3)

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(photos) { photo in
                        ZStack(alignment: .topTrailing) {
                            Rectangle()
                                .fill(photo.color)
                                .aspectRatio(1, contentMode: .fit)
                            if selection.contains(photo.id) {
                                Image(systemName: "checkmark.circle.fill")
                                    .padding(4)
                            } else if photo.isFavorite {
                                Image(systemName: "heart.fill").padding(4)
                            }
                        }
                        .onTapGesture {
                            guard isSelecting else { return }
                            if selection.contains(photo.id) {
                                selection.remove(photo.id)
                            } else {
                                selection.insert(photo.id)
                            }
                        }
                    }
                }
            }
            .navigationTitle(isSelecting ? "\(selection.count) Selected" : "Photos")
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button(isSelecting ? "Cancel" : "Select") {
                        isSelecting.toggle()
                        if isSelecting {
                            selection = Set(photos.filter { $0.id % 4 == 0 }.map(\.id))
                        } else {
                            selection.removeAll()
                        }
                    }
                    Spacer()
                    Button("Favorite") {
                        for index in photos.indices where selection.contains(photos[index].id) {
                            photos[index].isFavorite = true
                        }
                        print("favorites:", photos.filter(\.isFavorite).map(\.id))
                    }
                    .disabled(selection.isEmpty)
                }
            }
        }
    }
}

#Preview {
    PhotoGridView()
}
