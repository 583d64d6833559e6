// Demonstrates: custom environment values as several apps declare them: `private struct AppThemeKey: EnvironmentKey { static let defaultValue: AppTheme = .default }` with a theme struct of colors and a `static let default`, `private enum AppBindingsKey: EnvironmentKey { static let defaultValue: AppBindings = AppBindings() }` holding a class, an `extension EnvironmentValues` with three get/set properties (theme, a `Geometry` struct of paddings, the bindings), `.environment(\.appTheme, .dark)` overriding for a subtree, a child reading `@Environment(\.appTheme) private var theme`, a button mutating the class held in the environment, and a `.transformEnvironment(\.appGeometry) { $0.padding *= 2 }`.
// Source: GitHub app (several apps' `EnvironmentValues` extension files — a dashcam app's theme/geometry/locale keys, a household app's theme key, a bindings key; repositories trszdev/comrade.dvr and alexchebotarevich-blip/household studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct AppTheme {
    var background: Color
    var accent: Color
    var titleFont: Font

    static let `default` = AppTheme(background: .white, accent: .blue, titleFont: .title)
    static let dark = AppTheme(background: .black, accent: .orange, titleFont: .title.bold())
}

struct Geometry {
    var padding: CGFloat = 8
    var cornerRadius: CGFloat = 12
}

final class AppBindings {
    var taps = 0
    var lastAction = "none"
}

private struct AppThemeKey: EnvironmentKey {
    static let defaultValue: AppTheme = .default
}

private struct GeometryKey: EnvironmentKey {
    static let defaultValue = Geometry()
}

/// Environment AppBindings setup
private enum AppBindingsKey: EnvironmentKey {
    static let defaultValue: AppBindings = AppBindings()
}

extension EnvironmentValues {
    var appTheme: AppTheme {
        get { self[AppThemeKey.self] }
        set { self[AppThemeKey.self] = newValue }
    }

    var appGeometry: Geometry {
        get { self[GeometryKey.self] }
        set { self[GeometryKey.self] = newValue }
    }

    var appBindings: AppBindings {
        get {
            self[AppBindingsKey.self]
        }
        set {
            self[AppBindingsKey.self] = newValue
        }
    }
}

struct ThemedCard: View {
    @Environment(\.appTheme) private var theme
    @Environment(\.appGeometry) private var geometry
    @Environment(\.appBindings) private var bindings
    let title: String
    @State private var shownTaps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(theme.titleFont)
                .foregroundColor(theme.accent)
            Text("padding \(Int(geometry.padding)), taps \(shownTaps)")
            Button("Tap \(title)") {
                bindings.taps += 1
                bindings.lastAction = title
                shownTaps = bindings.taps
            }
        }
        .padding(geometry.padding)
        .background(theme.background, in: RoundedRectangle(cornerRadius: geometry.cornerRadius))
    }
}

struct ThemeDemo: View {
    var body: some View {
        VStack(spacing: 20) {
            ThemedCard(title: "Default")
            ThemedCard(title: "Dark")
                .environment(\.appTheme, .dark)
            ThemedCard(title: "Roomy")
                .transformEnvironment(\.appGeometry) { $0.padding *= 2 }
        }
        .padding()
    }
}

#Preview {
    ThemeDemo()
}
