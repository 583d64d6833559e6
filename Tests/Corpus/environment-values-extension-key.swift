// Demonstrates: a custom EnvironmentKey with an EnvironmentValues extension (the pre-@Entry way), a default value, and an override deeper in the tree.
import SwiftUI

private struct AccentThemeKey: EnvironmentKey {
    static let defaultValue: Theme = .ocean
}

enum Theme: String {
    case ocean, forest

    var color: Color { self == .ocean ? .blue : .green }
}

extension EnvironmentValues {
    var accentTheme: Theme {
        get { self[AccentThemeKey.self] }
        set { self[AccentThemeKey.self] = newValue }
    }
}

extension View {
    func accentTheme(_ theme: Theme) -> some View {
        environment(\.accentTheme, theme)
    }
}

struct ThemedBadge: View {
    @Environment(\.accentTheme) private var theme
    let label: String

    var body: some View {
        Text("\(label): \(theme.rawValue)")
            .foregroundStyle(theme.color)
    }
}

struct ThemeDemo: View {
    @State private var useForest = false

    var body: some View {
        VStack {
            ThemedBadge(label: "Default")
            ThemedBadge(label: "Section")
                .accentTheme(useForest ? .forest : .ocean)
            Toggle("Forest", isOn: $useForest)
        }
    }
}

#Preview {
    ThemeDemo()
}
