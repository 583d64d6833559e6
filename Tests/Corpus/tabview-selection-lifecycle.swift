// Demonstrates: TabView(selection:) with tabItem labels and tags; each tab's onAppear/onDisappear.
import SwiftUI

enum Tab: Hashable {
    case home, search, settings
}

struct TabPage: View {
    let name: String
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("\(name) page, visit \(visits)")
        }
        .onAppear {
            visits += 1
            print("\(name) appeared")
        }
        .onDisappear { print("\(name) disappeared") }
    }
}

struct MainTabs: View {
    @State private var selection: Tab = .home

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                TabPage(name: "Home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(Tab.home)
                TabPage(name: "Search")
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag(Tab.search)
                TabPage(name: "Settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(Tab.settings)
            }
            Button("Go to search") { selection = .search }
            Button("Go to settings") { selection = .settings }
        }
    }
}

#Preview {
    MainTabs()
}
