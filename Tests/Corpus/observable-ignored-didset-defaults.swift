// Demonstrates: an @Observable settings store persisting to UserDefaults through didSet, with @ObservationIgnored dependencies, an init that restores saved values, and a derived property.
import SwiftUI
import Observation

@Observable
final class ReadingSettings {
    @ObservationIgnored private let defaults: UserDefaults
    @ObservationIgnored private var saveCount = 0

    var fontSize: Double {
        didSet { save("fontSize", fontSize) }
    }

    var useSerif: Bool {
        didSet { save("useSerif", useSerif) }
    }

    var previewText: String {
        "\(useSerif ? "Serif" : "Sans") at \(Int(fontSize)) pt"
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        let stored = defaults.double(forKey: "fontSize")
        self.fontSize = stored == 0 ? 17 : stored
        self.useSerif = defaults.bool(forKey: "useSerif")
    }

    private func save(_ key: String, _ value: Any) {
        defaults.set(value, forKey: key)
        saveCount += 1
        print("saved \(key) (\(saveCount) saves)")
    }
}

struct ReadingSettingsView: View {
    @State private var settings = ReadingSettings()

    var body: some View {
        @Bindable var settings = settings
        Form {
            Slider(value: $settings.fontSize, in: 12...28, step: 1) {
                Text("Font size")
            }
            Toggle("Serif", isOn: $settings.useSerif)
            Text(settings.previewText)
            Button("Larger") { settings.fontSize += 2 }
            Button("Reset") {
                settings.fontSize = 17
                settings.useSerif = false
            }
        }
    }
}

#Preview {
    ReadingSettingsView()
}
