// Demonstrates: an @Observable settings object in @State, passed with .environment(_:), read with @Environment(Type.self) and edited through @Bindable.
// Source: vendor sample style (Observation migration); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }

    var title: String { rawValue.capitalized }
}

@Observable
class AppSettings {
    var theme: AppTheme = .system
    var fontSize: Double = 16
    var notificationsEnabled = true
    var username = "guest"

    var summary: String {
        "\(username) · \(theme.title) · \(Int(fontSize))pt"
    }
}

struct SettingsView: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Form {
            Section("Profile") {
                TextField("Username", text: $settings.username)
            }
            Section("Appearance") {
                Picker("Theme", selection: $settings.theme) {
                    ForEach(AppTheme.allCases) { theme in
                        Text(theme.title).tag(theme)
                    }
                }
                Stepper("Font size: \(settings.fontSize, specifier: "%.0f")", value: $settings.fontSize, in: 10...30, step: 2)
            }
            Section {
                Toggle("Notifications", isOn: $settings.notificationsEnabled)
            }
        }
    }
}

struct SummaryView: View {
    @Environment(AppSettings.self) var settings

    var body: some View {
        Text(settings.summary)
            .font(.system(size: settings.fontSize))
    }
}

struct RootView: View {
    @State private var settings = AppSettings()

    var body: some View {
        NavigationStack {
            VStack {
                SummaryView()
                NavigationLink("Settings") {
                    SettingsView()
                }
                Button("Reset") {
                    settings.theme = .system
                    settings.fontSize = 16
                    print(settings.summary)
                }
            }
        }
        .environment(settings)
    }
}

#Preview {
    RootView()
}
