// Demonstrates: a settings store persisting a Codable struct in UserDefaults with a schema version, migrating an older saved shape, @AppStorage for a simple flag alongside, and a "Reset to defaults" that removes the key.
import SwiftUI

struct AppSettings: Codable, Equatable {
    enum Units: String, Codable, CaseIterable, Identifiable {
        case metric, imperial
        var id: String { rawValue }
    }

    var version = 2
    var units: Units = .metric
    var dailyGoal = 8_000
    var reminderHour = 9
}

@MainActor
final class SettingsStore: ObservableObject {
    static let key = "settings.v2"
    @Published var settings: AppSettings {
        didSet { save() }
    }

    init(defaults: UserDefaults = .standard) {
        if let data = defaults.data(forKey: Self.key),
           let decoded = try? JSONDecoder().decode(AppSettings.self, from: data) {
            settings = decoded
        } else if let legacyGoal = defaults.object(forKey: "dailyGoal") as? Int {
            settings = AppSettings(dailyGoal: legacyGoal)
            print("migrated legacy goal \(legacyGoal)")
        } else {
            settings = AppSettings()
        }
    }

    private func save() {
        do {
            let data = try JSONEncoder().encode(settings)
            UserDefaults.standard.set(data, forKey: Self.key)
        } catch {
            assertionFailure("could not encode settings: \(error)")
        }
    }

    func reset() {
        UserDefaults.standard.removeObject(forKey: Self.key)
        settings = AppSettings()
    }
}

struct SettingsScreen: View {
    @StateObject private var store = SettingsStore()
    @AppStorage("hasSeenTips") private var hasSeenTips = false

    var body: some View {
        Form {
            Picker("Units", selection: $store.settings.units) {
                ForEach(AppSettings.Units.allCases) { unit in
                    Text(unit.rawValue.capitalized).tag(unit)
                }
            }
            Stepper("Goal: \(store.settings.dailyGoal.formatted()) steps", value: $store.settings.dailyGoal, in: 1_000...30_000, step: 1_000)
            Toggle("Seen tips", isOn: $hasSeenTips)
            Button("Reset to defaults", role: .destructive) { store.reset() }
        }
        .onChange(of: store.settings) { old, new in
            print("settings changed: goal \(old.dailyGoal) → \(new.dailyGoal), units \(new.units.rawValue)")
        }
    }
}

#Preview {
    SettingsScreen()
}
