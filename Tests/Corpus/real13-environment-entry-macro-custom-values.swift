// Demonstrates: custom environment values declared with the iOS 18 `@Entry` macro (`extension EnvironmentValues { @Entry var accentTheme: AccentTheme = .ocean; @Entry var isCompact = false }`), a `FocusedValues`-free `.environment(\.accentTheme, .sunset)` override on a subtree, reading with `@Environment(\.accentTheme)`, a `View` extension `func accentTheme(_:)`, and the pre-iOS 18 `EnvironmentKey` spelling side by side.
// Source: blog companion code (a post introducing the @Entry macro for environment values, found through a search for extension EnvironmentValues @Entry var default value Environment keypath); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct AccentTheme: Equatable {
    let name: String
    let primary: Color
    let secondary: Color

    static let ocean = AccentTheme(name: "Ocean", primary: .blue, secondary: .teal)
    static let sunset = AccentTheme(name: "Sunset", primary: .orange, secondary: .pink)
}

extension EnvironmentValues {
    @Entry var accentTheme: AccentTheme = .ocean
    @Entry var isCompact = false
}

private struct CornerRadiusKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
}

extension EnvironmentValues {
    var cardCornerRadius: CGFloat {
        get { self[CornerRadiusKey.self] }
        set { self[CornerRadiusKey.self] = newValue }
    }
}

extension View {
    func accentTheme(_ theme: AccentTheme) -> some View {
        environment(\.accentTheme, theme)
    }
}

struct ThemedBadge: View {
    @Environment(\.accentTheme) private var theme
    @Environment(\.isCompact) private var isCompact
    @Environment(\.cardCornerRadius) private var radius
    let text: String

    var body: some View {
        Text(isCompact ? String(text.prefix(3)) : "\(text) · \(theme.name)")
            .padding(isCompact ? 4 : 8)
            .background(theme.primary.opacity(0.2), in: RoundedRectangle(cornerRadius: radius))
            .foregroundStyle(theme.primary)
    }
}

struct ThemeGallery: View {
    @State private var sunset = false

    var body: some View {
        VStack(spacing: 16) {
            ThemedBadge(text: "Default")
            ThemedBadge(text: "Override")
                .accentTheme(sunset ? .sunset : .ocean)
            ThemedBadge(text: "Compact")
                .environment(\.isCompact, true)
                .environment(\.cardCornerRadius, 20)
            Toggle("Sunset", isOn: $sunset)
        }
        .padding()
    }
}

#Preview {
    ThemeGallery()
}
