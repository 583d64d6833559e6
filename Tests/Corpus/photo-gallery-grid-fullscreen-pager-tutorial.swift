// Demonstrates: a tutorial site's step-by-step gallery: an adaptive LazyVGrid of photos, a tap opening a full-screen cover with a paging TabView on the tapped index, a close button, a favorites set toggled from the pager, a count in the navigation title.
// Source: tutorial site (a long-form step-by-step article, its final code listing); written for Vivarium in that style, not copied.
// First paste: ran

import SwiftUI

struct Photo: Identifiable, Hashable {
    let id: Int
    let name: String
    let color: Color
}

final class GalleryViewModel: ObservableObject {
    @Published var photos: [Photo] = (1...9).map { index in
        Photo(id: index, name: "Photo \(index)", color: [.red, .orange, .green, .blue, .purple][index % 5])
    }
    @Published var favorites: Set<Int> = []

    func toggleFavorite(_ photo: Photo) {
        if favorites.contains(photo.id) {
            favorites.remove(photo.id)
        } else {
            favorites.insert(photo.id)
        }
    }
}

struct GalleryView: View {
    @StateObject private var viewModel = GalleryViewModel()
    @State private var selectedIndex = 0
    @State private var showViewer = false

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(Array(viewModel.photos.enumerated()), id: \.element.id) { index, photo in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(photo.color.gradient)
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(alignment: .bottomTrailing) {
                                if viewModel.favorites.contains(photo.id) {
                                    Image(systemName: "heart.fill")
                                        .foregroundStyle(.white)
                                        .padding(6)
                                }
                            }
                            .onTapGesture {
                                selectedIndex = index
                                showViewer = true
                            }
                    }
                }
                .padding()
            }
            .navigationTitle("Gallery (\(viewModel.favorites.count) ♥)")
            .fullScreenCover(isPresented: $showViewer) {
                PhotoPager(viewModel: viewModel, selectedIndex: $selectedIndex)
            }
        }
    }
}

struct PhotoPager: View {
    @ObservedObject var viewModel: GalleryViewModel
    @Binding var selectedIndex: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack(alignment: .topTrailing) {
            TabView(selection: $selectedIndex) {
                ForEach(Array(viewModel.photos.enumerated()), id: \.element.id) { index, photo in
                    VStack {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(photo.color)
                            .padding()
                        Text(photo.name)
                        Button(viewModel.favorites.contains(photo.id) ? "Unfavorite" : "Favorite") {
                            viewModel.toggleFavorite(photo)
                        }
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))

            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark.circle.fill")
                    .font(.largeTitle)
            }
            .padding()
        }
    }
}

#Preview {
    GalleryView()
}
