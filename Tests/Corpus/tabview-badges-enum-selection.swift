// Demonstrates: a TabView bound to an enum selection with .tag and .tabItem, .badge counts from shared state, a button in one tab that switches to another, onChange of the selection.
import SwiftUI

enum AppTab: String, Hashable, CaseIterable {
    case inbox, favorites, settings

    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .inbox: return "tray"
        case .favorites: return "star"
        case .settings: return "gear"
        }
    }
}

struct InboxTab: View {
    @Binding var unread: Int
    @Binding var selection: AppTab

    var body: some View {
        VStack {
            Text("\(unread) unread")
            Button("Read one") {
                if unread > 0 { unread -= 1 }
            }
            Button("Go to settings") { selection = .settings }
        }
    }
}

struct MainTabsView: View {
    @State private var selection: AppTab = .inbox
    @State private var unread = 3
    @State private var favorites = ["Swift", "SwiftUI"]

    var body: some View {
        TabView(selection: $selection) {
            InboxTab(unread: $unread, selection: $selection)
                .tabItem { Label(AppTab.inbox.title, systemImage: AppTab.inbox.symbol) }
                .badge(unread)
                .tag(AppTab.inbox)

            List(favorites, id: \.self) { Text($0) }
                .tabItem { Label(AppTab.favorites.title, systemImage: AppTab.favorites.symbol) }
                .badge(favorites.count)
                .tag(AppTab.favorites)

            Form {
                Button("Reset unread") { unread = 3 }
            }
            .tabItem { Label(AppTab.settings.title, systemImage: AppTab.settings.symbol) }
            .tag(AppTab.settings)
        }
        .onChange(of: selection) { oldTab, newTab in
            print("tab \(oldTab.title) -> \(newTab.title)")
        }
    }
}

#Preview {
    MainTabsView()
}
