// Demonstrates: @Entry environment values (Xcode 16) — a theme and a compact flag set high in the tree and read by leaves, with a default where nobody sets it.
import SwiftUI

struct Theme {
    var accent: Color
    var cornerRadius: Double
    var name: String

    static let standard = Theme(accent: .blue, cornerRadius: 8, name: "Standard")
    static let sunset = Theme(accent: .orange, cornerRadius: 16, name: "Sunset")
}

extension EnvironmentValues {
    @Entry var theme: Theme = .standard
    @Entry var isCompact = false
    @Entry var onSelectTag: (String) -> Void = { _ in }
}

struct TagChip: View {
    let title: String
    @Environment(\.theme) private var theme
    @Environment(\.isCompact) private var isCompact
    @Environment(\.onSelectTag) private var onSelectTag

    var body: some View {
        Button {
            onSelectTag(title)
        } label: {
            Text(isCompact ? String(title.prefix(3)) : title)
                .padding(isCompact ? 4 : 8)
                .background(theme.accent.opacity(0.2), in: RoundedRectangle(cornerRadius: theme.cornerRadius))
        }
    }
}

struct ThemeCaption: View {
    @Environment(\.theme) var theme
    var body: some View {
        Text("Theme: \(theme.name)")
            .font(.caption)
            .foregroundStyle(theme.accent)
    }
}

struct TagBoard: View {
    @State private var useSunset = false
    @State private var compact = false
    @State private var selected: [String] = []
    private let tags = ["Swift", "Combine", "Observation", "Concurrency"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ThemeCaption()
            HStack {
                ForEach(tags, id: \.self) { tag in
                    TagChip(title: tag)
                }
            }
            .environment(\.theme, useSunset ? .sunset : .standard)
            .environment(\.isCompact, compact)
            .environment(\.onSelectTag) { tag in
                selected.append(tag)
                print("selected \(tag); total \(selected.count)")
            }
            Toggle("Sunset theme", isOn: $useSunset)
            Toggle("Compact", isOn: $compact)
            Text(selected.isEmpty ? "Nothing selected" : selected.joined(separator: ", "))
        }
        .padding()
    }
}

#Preview {
    TagBoard()
}
