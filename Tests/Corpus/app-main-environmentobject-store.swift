// Demonstrates: an App that owns a @StateObject store and injects it with .environmentObject.
import SwiftUI

final class AppStore: ObservableObject {
    @Published var favorites: [String] = []

    init() { print("AppStore init") }
    deinit { print("AppStore deinit") }

    func toggle(_ item: String) {
        if let index = favorites.firstIndex(of: item) {
            favorites.remove(at: index)
        } else {
            favorites.append(item)
        }
    }
}

@main
struct FavoritesApp: App {
    @StateObject private var store = AppStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(store)
        }
    }
}

struct RootView: View {
    @EnvironmentObject var store: AppStore
    let fruits = ["Apple", "Pear", "Plum"]

    var body: some View {
        List(fruits, id: \.self) { fruit in
            Button {
                store.toggle(fruit)
            } label: {
                HStack {
                    Text(fruit)
                    Spacer()
                    if store.favorites.contains(fruit) {
                        Image(systemName: "star.fill")
                    }
                }
            }
        }
    }
}
