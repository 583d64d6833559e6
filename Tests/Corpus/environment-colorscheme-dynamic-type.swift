// Demonstrates: @Environment(\.colorScheme) and \.dynamicTypeSize read in a body, .environment overriding them for a subtree, preferredColorScheme, a ternary on the scheme.
import SwiftUI

struct ThemedCard: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(typeSize >= .accessibility1 ? .title : .body)
            Text(colorScheme == .dark ? "Dark card" : "Light card")
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

struct ThemePreviewScreen: View {
    @State private var forceDark = false

    var body: some View {
        VStack {
            ThemedCard(title: "System")
            ThemedCard(title: "Always dark")
                .environment(\.colorScheme, .dark)
            ThemedCard(title: "Huge text")
                .environment(\.dynamicTypeSize, .accessibility3)
            Toggle("Force dark", isOn: $forceDark)
        }
        .preferredColorScheme(forceDark ? .dark : nil)
    }
}

#Preview {
    ThemePreviewScreen()
}
