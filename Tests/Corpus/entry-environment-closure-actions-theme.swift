// Demonstrates: `@Entry` in `extension EnvironmentValues` for a struct theme, a closure action `var onLike: (String) -> Void = { _ in }` and an optional; also the pre-iOS 18 form of one key by hand (`private struct …: EnvironmentKey`) beside it; a `View` extension `func theme(_:)` that sets `.environment(\.theme, …)`, reading them with `@Environment(\.theme)` in children, callAsFunction on an action struct.
// Source: blog companion code (a post comparing EnvironmentKey boilerplate with the @Entry macro); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Theme {
    var accent: Color
    var cornerRadius: CGFloat
    var name: String

    static let standard = Theme(accent: .blue, cornerRadius: 8, name: "Standard")
    static let sunset = Theme(accent: .orange, cornerRadius: 16, name: "Sunset")
}

struct ShareAction {
    let handler: (String) -> Void
    func callAsFunction(_ text: String) {
        handler(text)
    }
}

private struct ShareActionKey: EnvironmentKey {
    static let defaultValue = ShareAction { text in
        print("default share: \(text)")
    }
}

extension EnvironmentValues {
    @Entry var theme: Theme = .standard
    @Entry var onLike: (String) -> Void = { _ in }
    @Entry var badgeCount: Int? = nil

    var share: ShareAction {
        get { self[ShareActionKey.self] }
        set { self[ShareActionKey.self] = newValue }
    }
}

extension View {
    func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}

struct PostCard: View {
    @Environment(\.theme) private var theme
    @Environment(\.onLike) private var onLike
    @Environment(\.share) private var share
    @Environment(\.badgeCount) private var badgeCount
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            Text("Theme: \(theme.name)")
                .foregroundStyle(theme.accent)
            if let badgeCount {
                Text("\(badgeCount) new")
            }
            HStack {
                Button("Like") { onLike(title) }
                Button("Share") { share(title) }
            }
        }
        .padding()
        .background(theme.accent.opacity(0.1), in: RoundedRectangle(cornerRadius: theme.cornerRadius))
    }
}

struct FeedView: View {
    @State private var likes: [String] = []
    @State private var useSunset = false

    var body: some View {
        VStack {
            Toggle("Sunset theme", isOn: $useSunset)
            PostCard(title: "Hello @Entry")
            PostCard(title: "Environment keys")
                .environment(\.badgeCount, likes.count)
                .environment(\.share, ShareAction { text in
                    print("custom share: \(text)")
                })
            Text("Liked: \(likes.joined(separator: ", "))")
        }
        .theme(useSunset ? .sunset : .standard)
        .environment(\.onLike) { title in
            likes.append(title)
        }
        .padding()
    }
}

#Preview {
    FeedView()
}
