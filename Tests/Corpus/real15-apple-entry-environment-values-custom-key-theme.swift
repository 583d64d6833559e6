// Demonstrates: custom environment values as the EnvironmentValues documentation now shows them: `extension EnvironmentValues { @Entry var accentName: String = "blue" }`, a `View` extension setting it, the older `EnvironmentKey` with `defaultValue` beside it, `.environment(\.accentName, ...)` overriding for one subtree only, and a `@Entry` closure value called from a child.
// Source: Apple documentation snippet (the EnvironmentValues and Entry() macro API pages, found through a search for extension EnvironmentValues @Entry var myCustomValue EnvironmentKey defaultValue); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    @Entry var onLike: (String) -> Void = { _ in }
}

private struct CardPaddingKey: EnvironmentKey {
    static let defaultValue: Double = 8
}

extension EnvironmentValues {
    var cardPadding: Double {
        get { self[CardPaddingKey.self] }
        set { self[CardPaddingKey.self] = newValue }
    }
}

extension View {
    func accentName(_ name: String) -> some View {
        environment(\.accentName, name)
    }
}

struct Card: View {
    let title: String
    @Environment(\.accentName) private var accentName
    @Environment(\.cardPadding) private var cardPadding
    @Environment(\.onLike) private var onLike

    var body: some View {
        HStack {
            Text("\(title): \(accentName), padding \(Int(cardPadding))")
            Button("Like \(title)") {
                onLike(title)
            }
        }
        .padding(cardPadding)
    }
}

struct ThemedScreen: View {
    @State private var likes: [String] = []

    var body: some View {
        VStack {
            Card(title: "Default")
            Card(title: "Orange")
                .accentName("orange")
            VStack {
                Card(title: "Roomy")
            }
            .environment(\.cardPadding, 24)
            Text("Liked: \(likes.joined(separator: ", "))")
        }
        .environment(\.onLike) { title in
            likes.append(title)
            print("liked \(title)")
        }
    }
}

#Preview {
    ThemedScreen()
}
