// Demonstrates: `TabView(selection: $tab)` over `enum Tab: Hashable { case home, inbox, profile }`, `.tabItem { Label(…) }`, `.tag(Tab.inbox)`, `.badge(unread)` with an `Int` and `.badge("New")` with a string, switching tabs programmatically from a child through a `@Binding`, `onChange(of: tab)` logging, and the iOS 18 `Tab("…", systemImage:, value:)` initializer in a second TabView.
// Source: Apple documentation sample (the TabView page's selection and badge examples, adapted into a small app, found through a search for TabView selection tag badge tabItem Label programmatic); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum AppTab: Hashable {
    case home, inbox, profile
}

struct HomeTab: View {
    @Binding var selection: AppTab
    @Binding var unread: Int

    var body: some View {
        VStack(spacing: 12) {
            Text("Home")
            Button("Receive message") { unread += 1 }
            Button("Open inbox") { selection = .inbox }
        }
    }
}

struct InboxTab: View {
    @Binding var unread: Int

    var body: some View {
        VStack {
            Text("\(unread) unread")
            Button("Mark all read") { unread = 0 }
        }
    }
}

struct MainTabs: View {
    @State private var tab: AppTab = .home
    @State private var unread = 2

    var body: some View {
        TabView(selection: $tab) {
            HomeTab(selection: $tab, unread: $unread)
                .tabItem { Label("Home", systemImage: "house") }
                .tag(AppTab.home)
            InboxTab(unread: $unread)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(AppTab.inbox)
                .badge(unread)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(AppTab.profile)
                .badge("New")
        }
        .onChange(of: tab) { oldTab, newTab in
            print("tab \(oldTab) -> \(newTab)")
        }
    }
}

struct ModernTabs: View {
    @State private var tab: AppTab = .profile

    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house", value: .home) {
                Text("Home")
            }
            Tab("Inbox", systemImage: "tray", value: .inbox) {
                Text("Inbox")
            }
            .badge(3)
            Tab("Profile", systemImage: "person", value: AppTab.profile) {
                Button("Go home") { tab = .home }
            }
        }
    }
}

#Preview {
    MainTabs()
}

#Preview("iOS 18") {
    ModernTabs()
}
