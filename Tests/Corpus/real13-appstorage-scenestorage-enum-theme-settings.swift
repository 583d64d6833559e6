// Demonstrates: settings persisted with `@AppStorage("theme") private var theme: Theme = .system` over a `String` raw-value enum, `@AppStorage("fontSize") var fontSize = 14.0`, `@AppStorage("username")` with a `UserDefaults(suiteName:)` store, `@SceneStorage("selectedTab")` on a `TabView(selection:)`, `.preferredColorScheme(theme.colorScheme)`, and a `Slider` with `in:step:`.
// Source: open-source app (a journaling app's settings screen, found through a search for AppStorage enum RawRepresentable SceneStorage selectedTab preferredColorScheme); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

struct SettingsTab: View {
    @AppStorage("theme") private var theme: Theme = .system
    @AppStorage("fontSize") private var fontSize = 14.0
    @AppStorage("username", store: UserDefaults(suiteName: "group.journal")) private var username = ""
    @AppStorage("remindersEnabled") private var remindersEnabled = true

    var body: some View {
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.rawValue.capitalized).tag(theme)
                }
            }
            VStack(alignment: .leading) {
                Text("Font size: \(Int(fontSize))")
                Slider(value: $fontSize, in: 10...24, step: 1)
            }
            TextField("Your name", text: $username)
            Toggle("Daily reminder", isOn: $remindersEnabled)
            Button("Reset") {
                theme = .system
                fontSize = 14
                username = ""
            }
        }
    }
}

struct JournalTab: View {
    @AppStorage("fontSize") private var fontSize = 14.0
    @AppStorage("username", store: UserDefaults(suiteName: "group.journal")) private var username = ""

    var body: some View {
        Text(username.isEmpty ? "Hello!" : "Hello, \(username)!")
            .font(.system(size: fontSize))
    }
}

struct JournalRootView: View {
    @SceneStorage("selectedTab") private var selectedTab = "journal"
    @AppStorage("theme") private var theme: Theme = .system

    var body: some View {
        TabView(selection: $selectedTab) {
            JournalTab()
                .tabItem { Label("Journal", systemImage: "book") }
                .tag("journal")
            SettingsTab()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag("settings")
        }
        .preferredColorScheme(theme.colorScheme)
    }
}

#Preview {
    JournalRootView()
}
