// Demonstrates: a settings screen — Form with Sections, a Picker over a CaseIterable enum, Toggles, a Stepper, a DatePicker, @AppStorage with a RawRepresentable enum, a reset button.
import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: Self { self }

    var title: String {
        rawValue.capitalized
    }
}

enum ReminderFrequency: String, CaseIterable, Identifiable {
    case daily = "Daily"
    case weekdays = "Weekdays"
    case weekly = "Weekly"

    var id: String { rawValue }
}

struct SettingsView: View {
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailyGoal") private var dailyGoal = 3
    @State private var frequency: ReminderFrequency = .daily
    @State private var reminderTime = Date()
    @State private var soundEnabled = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                } header: {
                    Text("Appearance")
                }

                Section("Notifications") {
                    Toggle("Enable notifications", isOn: $notificationsEnabled)
                    if notificationsEnabled {
                        Picker("Frequency", selection: $frequency) {
                            ForEach(ReminderFrequency.allCases) { option in
                                Text(option.rawValue).tag(option)
                            }
                        }
                        .pickerStyle(.segmented)
                        DatePicker("Time", selection: $reminderTime, displayedComponents: .hourAndMinute)
                        Toggle("Play sound", isOn: $soundEnabled)
                    }
                }

                Section {
                    Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
                } footer: {
                    Text("How many sessions you plan each day.")
                }

                Section {
                    Button("Reset to defaults", role: .destructive) {
                        theme = .system
                        notificationsEnabled = true
                        dailyGoal = 3
                        frequency = .daily
                    }
                }

                Section("About") {
                    LabeledContent("Version", value: "1.4.2")
                    LabeledContent("Theme", value: theme.title)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
    }
}
