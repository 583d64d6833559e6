// Demonstrates: an appearance setting — an enum stored with @AppStorage, a Picker over it, and .preferredColorScheme applied at the root from the stored choice, with the environment colorScheme read below.
import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

struct SchemeBadge: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text(colorScheme == .dark ? "Dark mode" : "Light mode")
    }
}

struct AppearanceSettings: View {
    @AppStorage("appearance") private var appearance: Appearance = .system

    var body: some View {
        Form {
            Picker("Appearance", selection: $appearance) {
                ForEach(Appearance.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
            .pickerStyle(.inline)
            SchemeBadge()
            Button("Go dark") { appearance = .dark }
        }
        .preferredColorScheme(appearance.colorScheme)
        .onChange(of: appearance) { _, value in
            print("appearance \(value.rawValue)")
        }
    }
}

#Preview {
    AppearanceSettings()
}
