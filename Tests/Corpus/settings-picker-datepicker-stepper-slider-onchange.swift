// Demonstrates: a settings `Form` whose controls all bind into one `@AppStorage`-free `struct Preferences` in `@State`: `Picker` over an enum with `.tag`, `.pickerStyle(.segmented)` and `.menu`, `DatePicker(selection:in:displayedComponents:)` with a `...Date.now` range, `Stepper(value:in:step:)` with a `label:` closure, `Slider(value:in:step:) { } minimumValueLabel:maximumValueLabel:`, `Toggle` with `.tint`, `.onChange(of: prefs) { old, new in }` on an `Equatable` struct, `LabeledContent`.
// Source: learner's app (a habit app's settings screen built in a course's forms week); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Units: String, CaseIterable, Identifiable {
    case metric, imperial
    var id: Self { self }
}

enum ReminderTone: String, CaseIterable, Identifiable {
    case chime = "Chime", bell = "Bell", none = "None"
    var id: String { rawValue }
}

struct Preferences: Equatable {
    var units: Units = .metric
    var tone: ReminderTone = .chime
    var birthday = Calendar.current.date(from: DateComponents(year: 1990, month: 6, day: 15))!
    var dailyGoal = 8
    var volume = 0.5
    var notifications = true
}

struct SettingsView: View {
    @State private var prefs = Preferences()
    @State private var changeCount = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Picker("Units", selection: $prefs.units) {
                        ForEach(Units.allCases) { unit in
                            Text(unit.rawValue.capitalized).tag(unit)
                        }
                    }
                    .pickerStyle(.segmented)
                    Picker("Reminder tone", selection: $prefs.tone) {
                        ForEach(ReminderTone.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.menu)
                    DatePicker("Birthday", selection: $prefs.birthday, in: ...Date.now, displayedComponents: .date)
                }
                Section("Goals") {
                    Stepper(value: $prefs.dailyGoal, in: 1...20, step: 1) {
                        Text("Daily goal: \(prefs.dailyGoal) glasses")
                    }
                    Slider(value: $prefs.volume, in: 0...1, step: 0.1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                    LabeledContent("Volume", value: prefs.volume, format: .percent)
                    Toggle("Notifications", isOn: $prefs.notifications)
                        .tint(.green)
                }
                Section {
                    Button("Reset to defaults") { prefs = Preferences() }
                    Button("Imperial, louder") {
                        prefs.units = .imperial
                        prefs.volume += 0.3
                        prefs.dailyGoal += 2
                    }
                    Text("Changes: \(changeCount)")
                }
            }
            .navigationTitle("Settings")
            .onChange(of: prefs) { oldValue, newValue in
                changeCount += 1
                print("units \(oldValue.units.rawValue) -> \(newValue.units.rawValue), volume \(newValue.volume.formatted(.percent)), goal \(newValue.dailyGoal)")
            }
        }
    }
}

#Preview {
    SettingsView()
}
