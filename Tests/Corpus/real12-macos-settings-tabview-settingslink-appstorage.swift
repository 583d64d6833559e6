// Demonstrates: a macOS app's preferences window: `Settings { SettingsView() }` holding a `TabView` of `GeneralSettingsView` and `AdvancedSettingsView` with `.tabItem { Label(…) }` and `.tag(Tabs.general)`, `@AppStorage("showPreview")` toggles and a `@AppStorage("fontSize") private var fontSize = 12.0` slider, `.frame(width: 375, height: 150)`, and a main window whose toolbar opens the window with macOS 14's `SettingsLink { Label("Settings", systemImage: "gear") }`.
// Source: vendor sample code style (Apple's "Settings" scene documentation example extended as apps do, with SettingsLink; found through a search for Settings scene TabView AppStorage); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find 'SettingsLink' in scope
import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        #if os(macOS)
        Settings {
            SettingsView()
        }
        #endif
    }
}

struct ContentView: View {
    @AppStorage("showPreview") private var showPreview = true
    @AppStorage("fontSize") private var fontSize = 12.0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Chapter One")
                .font(.system(size: fontSize))
            if showPreview {
                Text("It was a bright cold day in April…")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .toolbar {
            SettingsLink {
                Label("Settings", systemImage: "gear")
            }
        }
    }
}

struct SettingsView: View {
    private enum Tabs: Hashable {
        case general, advanced
    }

    var body: some View {
        TabView {
            GeneralSettingsView()
                .tabItem {
                    Label("General", systemImage: "gear")
                }
                .tag(Tabs.general)
            AdvancedSettingsView()
                .tabItem {
                    Label("Advanced", systemImage: "star")
                }
                .tag(Tabs.advanced)
        }
        .padding(20)
        .frame(width: 375, height: 150)
    }
}

struct GeneralSettingsView: View {
    @AppStorage("showPreview") private var showPreview = true
    @AppStorage("fontSize") private var fontSize = 12.0

    var body: some View {
        Form {
            Toggle("Show Previews", isOn: $showPreview)
            Slider(value: $fontSize, in: 9...96) {
                Text("Font Size (\(fontSize, specifier: "%.0f") pts)")
            }
        }
    }
}

struct AdvancedSettingsView: View {
    @AppStorage("debugLogging") private var debugLogging = false

    var body: some View {
        Form {
            Toggle("Debug logging", isOn: $debugLogging)
            Button("Reset") {
                debugLogging = false
                print("reset advanced settings")
            }
        }
    }
}
