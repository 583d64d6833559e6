// Demonstrates: custom EnvironmentKeys with EnvironmentValues extensions and an extension View setter, @Environment(\.colorScheme), Group modifiers.
// Source: blog companion (custom environment values); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

struct CompactModeKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }

    var isCompact: Bool {
        get { self[CompactModeKey.self] }
        set { self[CompactModeKey.self] = newValue }
    }
}

extension View {
    func accent(_ color: Color) -> some View {
        environment(\.accent, color)
    }
}

struct BadgeView: View {
    let text: String
    @Environment(\.accent) private var accent
    @Environment(\.isCompact) private var isCompact
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(isCompact ? String(text.prefix(3)) : text)
            .padding(isCompact ? 4 : 8)
            .background(accent.opacity(colorScheme == .dark ? 0.6 : 0.3))
            .clipShape(Capsule())
    }
}

struct SettingsPreview: View {
    @State private var compact = false

    var body: some View {
        VStack(spacing: 12) {
            BadgeView(text: "Default")
            BadgeView(text: "Warning")
                .accent(.orange)
            Group {
                BadgeView(text: "Error")
                BadgeView(text: "Critical")
            }
            .accent(.red)
            Toggle("Compact", isOn: $compact)
                .onChange(of: compact) { _, value in
                    print("compact is now \(value)")
                }
        }
        .environment(\.isCompact, compact)
        .padding()
    }
}

#Preview {
    SettingsPreview()
}
