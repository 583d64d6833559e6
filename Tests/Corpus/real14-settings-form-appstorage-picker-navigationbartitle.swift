// Demonstrates: a settings screen of an older app: `Form` with `Section(header:footer:)`, `@AppStorage` over `Int`, `Bool`, `String` and a `RawRepresentable` enum, `Picker` pushing a selection list inside `NavigationView`, `Stepper` and `Slider` with `String(format:)`, `.navigationBarTitle("Settings", displayMode: .inline)`, a "Reset" button with an `Alert` that has two buttons, and `Bundle.main.infoDictionary?["CFBundleShortVersionString"]` read with a fallback.
// Source: learner's app (settings screen of a reading-tracker app, found through a search for Form Section header footer AppStorage Picker NavigationView navigationBarTitle displayMode inline Bundle.main infoDictionary CFBundleShortVersionString); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: String { rawValue }

    var displayName: String {
        rawValue.capitalized
    }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

struct SettingsView: View {
    @AppStorage("dailyGoal") private var dailyGoal = 20
    @AppStorage("notificationsOn") private var notificationsOn = true
    @AppStorage("displayName") private var displayName = ""
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("fontScale") private var fontScale = 1.0
    @State private var showingResetAlert = false

    var appVersion: String {
        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
        let build = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "1"
        return "\(version) (\(build))"
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Profile")) {
                    TextField("Display name", text: $displayName)
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.displayName).tag(theme)
                        }
                    }
                }

                Section(header: Text("Reading"), footer: Text("Pages you want to read every day.")) {
                    Stepper(value: $dailyGoal, in: 5...200, step: 5) {
                        Text("Daily goal: \(dailyGoal) pages")
                    }
                    VStack(alignment: .leading) {
                        Text("Text size: " + String(format: "%.0f%%", fontScale * 100))
                        Slider(value: $fontScale, in: 0.8...1.6, step: 0.1)
                    }
                }

                Section(header: Text("Notifications")) {
                    Toggle(isOn: $notificationsOn) {
                        Text("Daily reminder")
                    }
                }

                Section(header: Text("About"), footer: Text("Version \(appVersion)")) {
                    Button(action: { showingResetAlert = true }) {
                        Text("Reset all settings")
                            .foregroundColor(.red)
                    }
                }
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .alert(isPresented: $showingResetAlert) {
                Alert(
                    title: Text("Reset settings?"),
                    message: Text("Your goal, name and theme will go back to their defaults."),
                    primaryButton: .destructive(Text("Reset")) {
                        dailyGoal = 20
                        notificationsOn = true
                        displayName = ""
                        theme = .system
                        fontScale = 1.0
                        print("settings reset")
                    },
                    secondaryButton: .cancel()
                )
            }
        }
        .preferredColorScheme(theme.colorScheme)
        .onAppear {
            print("goal \(dailyGoal), theme \(theme.displayName), version \(appVersion)")
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
    }
}
