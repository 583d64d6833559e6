// Demonstrates: TabView(selection:) with .tabItem { Label } and .tag on an enum, switching tabs from a button inside a tab, per-tab @State surviving tab switches, .badge on a tab.
import SwiftUI

enum AppTab: Hashable {
    case feed, inbox, settings
}

struct FeedTab: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            Button("Like") { likes += 1 }
        }
        .onAppear { print("feed appeared") }
    }
}

struct RootTabs: View {
    @State private var selection: AppTab = .feed
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "house") }
                .tag(AppTab.feed)
            VStack {
                Text("\(unread) unread")
                Button("Read all") { unread = 0 }
                Button("Open settings") { selection = .settings }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(unread)
            .tag(AppTab.inbox)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(AppTab.settings)
        }
        .onChange(of: selection) { newValue in
            print("selected \(newValue)")
        }
    }
}

#Preview {
    RootTabs()
}
