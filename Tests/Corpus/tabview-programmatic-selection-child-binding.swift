// Demonstrates: a TabView whose selection is an enum owned by the root and passed down as @Binding so a child screen can switch tabs; .tag on each tab, a .badge that counts unread items, and onAppear/onDisappear printing as tabs change.
import SwiftUI

enum AppTab: Hashable {
    case home, inbox, profile
}

struct HomeScreen: View {
    @Binding var selectedTab: AppTab
    let unread: Int

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.title)
            if unread > 0 {
                Button("Read \(unread) new messages") {
                    selectedTab = .inbox
                }
                .buttonStyle(.borderedProminent)
            }
            Button("Edit profile") { selectedTab = .profile }
        }
        .onAppear { print("home appeared") }
        .onDisappear { print("home disappeared") }
    }
}

struct InboxScreen: View {
    @Binding var messages: [String]
    @Binding var unread: Int

    var body: some View {
        List {
            ForEach(messages, id: \.self) { message in
                Text(message)
            }
            Button("Mark all read") { unread = 0 }
                .disabled(unread == 0)
        }
        .onAppear { print("inbox appeared, \(unread) unread") }
        .onDisappear { print("inbox disappeared") }
    }
}

struct ProfileScreen: View {
    @Binding var selectedTab: AppTab
    @AppStorage("displayName") private var displayName = "Sam"

    var body: some View {
        Form {
            TextField("Display name", text: $displayName)
            Button("Back to home") { selectedTab = .home }
        }
        .onAppear { print("profile appeared for \(displayName)") }
    }
}

struct RootView: View {
    @State private var selectedTab: AppTab = .home
    @State private var messages = ["Lunch?", "Build is green", "Invoice #42"]
    @State private var unread = 2

    var body: some View {
        TabView(selection: $selectedTab) {
            HomeScreen(selectedTab: $selectedTab, unread: unread)
                .tabItem {
                    Label("Home", systemImage: "house")
                }
                .tag(AppTab.home)

            InboxScreen(messages: $messages, unread: $unread)
                .tabItem {
                    Label("Inbox", systemImage: "tray")
                }
                .badge(unread)
                .tag(AppTab.inbox)

            ProfileScreen(selectedTab: $selectedTab)
                .tabItem {
                    Label("Profile", systemImage: "person.crop.circle")
                }
                .tag(AppTab.profile)
        }
        .onChange(of: selectedTab) { oldTab, newTab in
            print("tab \(oldTab) -> \(newTab)")
        }
    }
}

#Preview {
    RootView()
}
