// Demonstrates: @AppStorage storing a String-backed enum, Picker over CaseIterable with .tag(Self), a computed Color from the enum, a static default, and reset to the default.
import SwiftUI

enum AccentChoice: String, CaseIterable, Identifiable {
    case blue, green, orange
    var id: String { rawValue }

    var color: Color {
        switch self {
        case .blue: return .blue
        case .green: return .green
        case .orange: return .orange
        }
    }

    static let standard: AccentChoice = .blue
}

struct AppearanceSettings: View {
    @AppStorage("accent") private var accent: AccentChoice = .standard
    @AppStorage("compactRows") private var compactRows = false

    var body: some View {
        Form {
            Picker("Accent", selection: $accent) {
                ForEach(AccentChoice.allCases) { choice in
                    Text(choice.rawValue.capitalized).tag(choice)
                }
            }
            Toggle("Compact rows", isOn: $compactRows)
            Text("Preview")
                .foregroundColor(accent.color)
                .padding(.vertical, compactRows ? 2 : 8)
            Button("Reset") {
                accent = .standard
                compactRows = false
            }
        }
    }
}

#Preview {
    AppearanceSettings()
}
