// Demonstrates: iOS 14-era screens: `@AppStorage("columns") var columns = 2` driving `Array(repeating: GridItem(.flexible()), count: columns)`, `LazyVGrid(columns:spacing:)` of emoji tiles in a `ScrollView`, `TabView { … }.tabViewStyle(PageTabViewStyle())` with `.indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))`, `Label("Grid", systemImage:)` in `.tabItem`, a `Stepper` changing the columns, `.onAppear` filling the items, and `.navigationTitle` inside `NavigationView`.
// Source: public app code (an emoji-picker app from 2020 using the then-new LazyVGrid, page tab view and AppStorage; found through a search for PageTabViewStyle LazyVGrid); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct GridScreen: View {
    @AppStorage("columns") var columns = 2
    @State private var emojis: [String] = []
    @State private var picked = ""

    var gridItems: [GridItem] {
        Array(repeating: GridItem(.flexible()), count: columns)
    }

    var body: some View {
        NavigationView {
            ScrollView {
                Stepper("Columns: \(columns)", value: $columns, in: 1...4)
                    .padding(.horizontal)
                Text(picked.isEmpty ? "Tap an emoji" : "Picked \(picked)")
                LazyVGrid(columns: gridItems, spacing: 16) {
                    ForEach(emojis, id: \.self) { emoji in
                        Button(emoji) {
                            picked = emoji
                        }
                        .font(.system(size: 44))
                    }
                }
                .padding()
            }
            .navigationTitle("Emoji")
            .onAppear {
                if emojis.isEmpty {
                    emojis = ["😀", "🎉", "🚀", "🐶", "🍕", "⚽️"]
                }
            }
        }
    }
}

struct OnboardingPages: View {
    var body: some View {
        TabView {
            ForEach(["Welcome", "Pick emoji", "Share"], id: \.self) { page in
                Text(page)
                    .font(.largeTitle)
            }
        }
        .tabViewStyle(PageTabViewStyle())
        .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            GridScreen()
                .tabItem {
                    Label("Grid", systemImage: "square.grid.2x2")
                }
            OnboardingPages()
                .tabItem {
                    Label("Intro", systemImage: "book")
                }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
