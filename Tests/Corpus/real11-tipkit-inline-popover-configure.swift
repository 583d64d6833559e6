// Demonstrates: TipKit as iOS 17 apps adopt it: `import TipKit`, `struct FavoriteTip: Tip` with `title`, `message`, `image` and `options` (`Tips.MaxDisplayCount(3)`), a tip with a `@Parameter static var hasSeenList: Bool = false` and `rules` (`#Rule(Self.$hasSeenList) { $0 == true }`), `try? Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])` in the App's `init`, `TipView(favoriteTip, arrowEdge: .bottom)` inline, `.popoverTip(addTip)` on a toolbar button, and `favoriteTip.invalidate(reason: .actionPerformed)`.
// Source: public app code (a TipKit sample repository's basic and popover tips, found through a search for TipKit); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: macro expansion expressions
import SwiftUI
import TipKit

struct FavoriteTip: Tip {
    var title: Text {
        Text("Save as a Favorite")
    }

    var message: Text? {
        Text("Your favorite places always appear at the top of the list.")
    }

    var image: Image? {
        Image(systemName: "star")
    }

    var options: [Option] {
        Tips.MaxDisplayCount(3)
    }
}

struct AddTip: Tip {
    @Parameter
    static var hasSeenList: Bool = false

    var title: Text {
        Text("Add a place")
    }

    var rules: [Rule] {
        #Rule(Self.$hasSeenList) { $0 == true }
    }
}

@main
struct PlacesApp: App {
    init() {
        try? Tips.configure([
            .displayFrequency(.immediate),
            .datastoreLocation(.applicationDefault)
        ])
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var places = ["Lisbon", "Porto"]
    @State private var favorites: Set<String> = []
    let favoriteTip = FavoriteTip()
    let addTip = AddTip()

    var body: some View {
        NavigationStack {
            List {
                TipView(favoriteTip, arrowEdge: .bottom)
                ForEach(places, id: \.self) { place in
                    HStack {
                        Text(place)
                        Spacer()
                        Button {
                            favorites.insert(place)
                            favoriteTip.invalidate(reason: .actionPerformed)
                        } label: {
                            Image(systemName: favorites.contains(place) ? "star.fill" : "star")
                        }
                    }
                }
            }
            .navigationTitle("Places")
            .toolbar {
                Button {
                    places.append("Faro")
                } label: {
                    Image(systemName: "plus")
                }
                .popoverTip(addTip)
            }
            .onAppear {
                AddTip.hasSeenList = true
            }
        }
    }
}
