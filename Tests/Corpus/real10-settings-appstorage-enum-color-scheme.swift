// Demonstrates: a personal-guide app's appearance settings: `enum AppColorScheme: String, CaseIterable` stored directly in `@AppStorage("appColorScheme") private var appColorScheme: AppColorScheme = .system`, its `colorScheme: ColorScheme?` mapping applied at the root with `.preferredColorScheme(_:)`, a `Picker` over `ForEach(AppColorScheme.allCases, id: \.self)` with localized-key-looking labels, an `@AppStorage("colorScheme") private var storedColorScheme: String?` optional string beside `@State var colorScheme: ColorScheme? = nil`, an `isDarkMode` toggle with `.fontDesign(.rounded)`, and a `Section` split out as its own view.
// Source: learner's app (a developer's "personal guide" app's settings sections, and a step tracker's settings screen; found through a search for AppStorage color scheme, repositories not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum AppColorScheme: String, CaseIterable {
    case system
    case light
    case dark

    var localizedName: LocalizedStringKey {
        switch self {
        case .system: "Settings.ColorScheme.System"
        case .light: "Settings.ColorScheme.Light"
        case .dark: "Settings.ColorScheme.Dark"
        }
    }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

struct AppColorSchemeSection: View {

    @AppStorage("appColorScheme") private var appColorScheme: AppColorScheme = .system

    var body: some View {

        Section("Settings.ColorScheme.Section") {
            Picker("Settings.ColorScheme.Label", selection: $appColorScheme) {
                ForEach(AppColorScheme.allCases, id: \.self) { value in
                    Text(value.localizedName)
                }
            }
        }

    }

}

struct SettingsScreen: View {
    @State var colorScheme: ColorScheme? = nil
    @AppStorage("colorScheme") private var storedColorScheme: String?
    @AppStorage("isDarkMode") private var isDarkMode: Bool = true

    var body: some View {
        NavigationStack {
            Form {
                AppColorSchemeSection()
                Toggle(isOn: $isDarkMode, label: {
                    HStack {
                        Image(systemName: "moon.stars.fill")
                        Text("Dark Mode")
                            .fontDesign(.rounded)
                            .bold()
                    }
                })
                .onChange(of: isDarkMode) { _, newValue in
                    storedColorScheme = newValue ? "dark" : "light"
                    colorScheme = newValue ? .dark : .light
                }
                Text("Stored: \(storedColorScheme ?? "none")")
            }
            .navigationTitle("Settings")
        }
    }
}

struct AppRoot: View {
    @AppStorage("appColorScheme") private var appColorScheme: AppColorScheme = .system

    var body: some View {
        SettingsScreen()
            .preferredColorScheme(appColorScheme.colorScheme)
    }
}

#Preview {
    AppRoot()
}
