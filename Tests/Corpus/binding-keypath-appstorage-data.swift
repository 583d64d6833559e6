// Demonstrates: Codable settings stored in @AppStorage as Data, and Binding(get:set:) built from a WritableKeyPath helper.
import SwiftUI

struct ReaderSettings: Codable, Equatable {
    var fontSize: Double = 16
    var showImages = true
    var theme = "Light"
}

struct ReaderSettingsView: View {
    @AppStorage("readerSettings") private var storedSettings = Data()
    @State private var settings = ReaderSettings()

    private func binding<Value>(_ keyPath: WritableKeyPath<ReaderSettings, Value>) -> Binding<Value> {
        Binding(
            get: { settings[keyPath: keyPath] },
            set: { newValue in
                settings[keyPath: keyPath] = newValue
                save()
            }
        )
    }

    private func save() {
        if let data = try? JSONEncoder().encode(settings) {
            storedSettings = data
            print("saved \(data.count > 0 ? "settings" : "nothing")")
        }
    }

    private func load() {
        guard let decoded = try? JSONDecoder().decode(ReaderSettings.self, from: storedSettings) else {
            print("no stored settings, using defaults")
            return
        }
        settings = decoded
    }

    var body: some View {
        Form {
            Section("Text") {
                Stepper("Font size: \(Int(settings.fontSize))", value: binding(\.fontSize), in: 10...30, step: 2)
                Toggle("Show images", isOn: binding(\.showImages))
            }
            Section("Theme") {
                Picker("Theme", selection: binding(\.theme)) {
                    ForEach(["Light", "Dark", "Sepia"], id: \.self) { Text($0) }
                }
                Button("Use sepia") {
                    binding(\.theme).wrappedValue = "Sepia"
                    print(settings.theme)
                }
                Button("Reset") {
                    settings = ReaderSettings()
                    save()
                }
            }
        }
        .onAppear(perform: load)
    }
}

#Preview {
    ReaderSettingsView()
}
