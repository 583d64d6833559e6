// Demonstrates: @AppStorage and @SceneStorage persisting simple values across view re-creation.
import SwiftUI

struct PreferencesPane: View {
    @AppStorage("username") private var username = "anonymous"
    @AppStorage("launchCount") private var launchCount = 0
    @SceneStorage("selectedTab") private var selectedTab = "general"

    var body: some View {
        VStack {
            Text("User \(username), launched \(launchCount) times")
            Text("Tab: \(selectedTab)")
            Button("Count launch") { launchCount += 1 }
            Button("Rename to sam") { username = "sam" }
            Button("Select advanced") { selectedTab = "advanced" }
        }
        .onAppear { print("preferences appeared for \(username)") }
    }
}

struct ContentView: View {
    @State private var showPane = true

    var body: some View {
        VStack {
            if showPane { PreferencesPane() }
            Button("Recreate pane") { showPane.toggle() }
        }
    }
}

#Preview {
    ContentView()
}
