// Demonstrates: @AppStorage with a String-backed enum (RawRepresentable), a singleton settings object with static let shared, preferredColorScheme from a computed property, a Picker with .pickerStyle(.inline), Int @AppStorage with a default.
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

final class Analytics {
    static let shared = Analytics()
    private(set) var events: [String] = []
    private init() {}

    func track(_ name: String) {
        events.append(name)
        print("track #\(events.count): \(name)")
    }
}

struct ThemeSettingsView: View {
    @AppStorage("theme") private var theme: Theme = .system
    @AppStorage("launchCount") private var launchCount = 0

    var body: some View {
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.rawValue.capitalized).tag(theme)
                }
            }
            .pickerStyle(.inline)
            Text("Launches: \(launchCount)")
            Button("Simulate launch") {
                launchCount += 1
                Analytics.shared.track("launch")
            }
            Button("Dark") {
                theme = .dark
                Analytics.shared.track("theme-\(theme.rawValue)")
            }
        }
        .preferredColorScheme(theme.colorScheme)
    }
}

#Preview {
    ThemeSettingsView()
}
