// Demonstrates: a UI-components SDK's iOS 18 environment entry: `protocol Theme` with color and font requirements, `struct DefaultTheme: Theme` and `struct HighContrastTheme: Theme`, `extension EnvironmentValues { @Entry var appTheme: Theme = DefaultTheme() }` (an existential as the entry's type), `@Environment(\.appTheme) private var theme` in a themed button style, a `ButtonStyle` reading the environment, `.environment(\.appTheme, HighContrastTheme())`, a `@State private var highContrast` choosing the theme with a ternary that needs `as Theme`, and a name printed with `String(describing: type(of: theme))`.
// Source: GitHub app (an identity vendor's SwiftUI UI-components SDK, its environment extension; found through a search for @Entry, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol Theme {
    var primary: Color { get }
    var onPrimary: Color { get }
    var cornerRadius: CGFloat { get }
    var bodyFont: Font { get }
}

struct DefaultTheme: Theme {
    let primary: Color = .blue
    let onPrimary: Color = .white
    let cornerRadius: CGFloat = 10
    let bodyFont: Font = .body
}

struct HighContrastTheme: Theme {
    let primary: Color = .black
    let onPrimary: Color = .yellow
    let cornerRadius: CGFloat = 0
    let bodyFont: Font = .body.bold()
}

extension EnvironmentValues {
    /// Injects the App Theme into the SwiftUI environment.
    @Entry var appTheme: Theme = DefaultTheme()
}

struct ThemedButtonStyle: ButtonStyle {
    @Environment(\.appTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(theme.bodyFont)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .foregroundColor(theme.onPrimary)
            .background(theme.primary.opacity(configuration.isPressed ? 0.7 : 1))
            .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius))
    }
}

struct ThemeNameLabel: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        Text("Theme: \(String(describing: type(of: theme)))")
    }
}

struct SignInCard: View {
    @State private var highContrast = false
    @State private var signedIn = false

    var body: some View {
        VStack(spacing: 16) {
            ThemeNameLabel()
            Toggle("High contrast", isOn: $highContrast)
            Button(signedIn ? "Sign out" : "Sign in") {
                signedIn.toggle()
            }
            .buttonStyle(ThemedButtonStyle())
        }
        .padding()
        .environment(\.appTheme, highContrast ? HighContrastTheme() as Theme : DefaultTheme())
    }
}

#Preview {
    SignInCard()
}
