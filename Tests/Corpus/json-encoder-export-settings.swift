// Demonstrates: encoding a Codable settings struct with JSONEncoder (sortedKeys, prettyPrinted), String(data:encoding:), decoding it back, and comparing with Equatable.
import SwiftUI

struct ExportSettings: Codable, Equatable {
    var username: String
    var fontSize: Int
    var darkMode: Bool
    var tags: [String]
}

struct ExportView: View {
    @State private var settings = ExportSettings(username: "sam", fontSize: 14, darkMode: false, tags: ["work"])
    @State private var exported = ""

    var body: some View {
        Form {
            Section("Settings") {
                Toggle("Dark mode", isOn: $settings.darkMode)
                Stepper("Font size \(settings.fontSize)", value: $settings.fontSize, in: 10...24)
            }
            Section("Export") {
                Button("Export JSON") { export() }
                Button("Round trip") { roundTrip() }
                if !exported.isEmpty {
                    Text(exported).font(.system(.caption, design: .monospaced))
                }
            }
        }
    }

    private func export() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(settings)
            exported = String(data: data, encoding: .utf8) ?? ""
            print(exported)
        } catch {
            print("failed: \(error)")
        }
    }

    private func roundTrip() {
        guard let data = try? JSONEncoder().encode(settings),
              let copy = try? JSONDecoder().decode(ExportSettings.self, from: data) else {
            print("round trip failed")
            return
        }
        print("same after round trip: \(copy == settings)")
    }
}

#Preview {
    ExportView()
}
