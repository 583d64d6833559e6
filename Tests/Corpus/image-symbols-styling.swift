// Demonstrates: Image(systemName:) with symbolVariant, imageScale, foregroundStyle(.tint) and a Label with a custom style.
import SwiftUI

struct FavoriteButton: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Button {
            isFavorite.toggle()
        } label: {
            Label(isFavorite ? "Unfavorite" : "Favorite", systemImage: "heart")
                .symbolVariant(isFavorite ? .fill : .none)
                .labelStyle(.titleAndIcon)
        }
        .tint(.pink)
    }
}

struct PhotoCard: View {
    @State private var isFavorite = false

    var body: some View {
        VStack {
            Image(systemName: "photo")
                .imageScale(.large)
                .foregroundStyle(.tint)
                .font(.system(size: 48))
            FavoriteButton(isFavorite: $isFavorite)
        }
    }
}

#Preview {
    PhotoCard()
}
