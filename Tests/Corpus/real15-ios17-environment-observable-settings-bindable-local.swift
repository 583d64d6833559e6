// Demonstrates: app-wide settings as an `@Observable` class put in the environment from the `App` with `.environment(settings)`, read with `@Environment(AppSettings.self)` in several views, a settings screen making `@Bindable var settings = settings` inside `body` for its `Toggle`/`Stepper`/`Picker`, and views far away updating when a setting changes.
// Source: Stack Overflow answer (how to get a binding from an @Environment @Observable object, answered with a local @Bindable in body, found through a search for Environment Observable Bindable var settings = settings in body binding); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

@Observable
final class AppSettings {
    var showsSeconds = false
    var fontScale = 1
    var units: Units = .metric
}

@main
struct ClockApp: App {
    @State private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(settings)
        }
    }
}

struct RootView: View {
    var body: some View {
        TabView {
            ClockFace()
                .tabItem { Label("Clock", systemImage: "clock") }
            SettingsScreen()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

struct ClockFace: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        VStack {
            Text(settings.showsSeconds ? "10:09:30" : "10:09")
                .font(.system(size: 24 * Double(settings.fontScale)))
            Text("Temperature: \(settings.units == .metric ? "21 °C" : "70 °F")")
        }
    }
}

struct SettingsScreen: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Form {
            Toggle("Show seconds", isOn: $settings.showsSeconds)
            Stepper("Font scale \(settings.fontScale)x", value: $settings.fontScale, in: 1...3)
            Picker("Units", selection: $settings.units) {
                ForEach(Units.allCases) { unit in
                    Text(unit.rawValue.capitalized).tag(unit)
                }
            }
        }
    }
}
