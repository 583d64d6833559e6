// Demonstrates: a photo grid — LazyVGrid with flexible columns, Identifiable & Hashable items, .sheet(item:) with a detail view that dismisses itself, a favourite toggle written back by index.
import SwiftUI

struct Photo: Identifiable, Hashable {
    let id: Int
    let title: String
    let color: Color
    var isFavorite = false
}

extension Photo {
    static let samples: [Photo] = (1...9).map { number in
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple]
        return Photo(id: number, title: "Photo \(number)", color: colors[number - 1])
    }
}

struct PhotoGridView: View {
    @State private var photos = Photo.samples
    @State private var selectedPhoto: Photo?
    @State private var showFavoritesOnly = false

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 3)

    private var visiblePhotos: [Photo] {
        showFavoritesOnly ? photos.filter(\.isFavorite) : photos
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(visiblePhotos) { photo in
                        Button {
                            selectedPhoto = photo
                        } label: {
                            RoundedRectangle(cornerRadius: 6)
                                .fill(photo.color.gradient)
                                .aspectRatio(1, contentMode: .fit)
                                .overlay(alignment: .topTrailing) {
                                    if photo.isFavorite {
                                        Image(systemName: "heart.fill")
                                            .foregroundColor(.white)
                                            .padding(4)
                                    }
                                }
                        }
                    }
                }
            }
            .navigationTitle("Photos")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Toggle("Favorites", isOn: $showFavoritesOnly)
                }
            }
            .sheet(item: $selectedPhoto) { photo in
                PhotoDetailView(photo: photo) { updated in
                    if let index = photos.firstIndex(where: { $0.id == updated.id }) {
                        photos[index] = updated
                    }
                }
            }
        }
    }
}

struct PhotoDetailView: View {
    @Environment(\.dismiss) private var dismiss
    @State var photo: Photo
    var onSave: (Photo) -> Void

    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .fill(photo.color)
                .frame(height: 200)
            Text(photo.title).font(.title2)
            Toggle("Favorite", isOn: $photo.isFavorite)
            Button("Done") {
                onSave(photo)
                dismiss()
            }
        }
        .padding()
    }
}

#Preview {
    PhotoGridView()
}
