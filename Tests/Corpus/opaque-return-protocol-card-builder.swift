// Demonstrates: a protocol with an associated `Body: View` requirement and an opaque `some View` factory method, two conforming styles picked at run time through a generic `Card<Style: CardStyleProvider, Content: View>` view, and a `@ViewBuilder` generic container.
import SwiftUI

protocol CardStyleProvider {
    associatedtype Decoration: View
    var name: String { get }
    func decorate(title: String) -> Decoration
}

struct PlainStyle: CardStyleProvider {
    let name = "Plain"
    func decorate(title: String) -> some View {
        Text(title).font(.headline)
    }
}

struct BadgeStyle: CardStyleProvider {
    let name = "Badge"
    var badge: String
    func decorate(title: String) -> some View {
        HStack {
            Text(title).font(.headline)
            Text(badge).font(.caption).padding(4).background(.yellow, in: Capsule())
        }
    }
}

struct Card<Style: CardStyleProvider, Content: View>: View {
    let title: String
    let style: Style
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            style.decorate(title: title)
            content
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .onAppear { print("\(style.name) card '\(title)' uses \(Style.self)") }
    }
}

struct Stack<Content: View>: View {
    var spacing: CGFloat = 16
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            VStack(spacing: spacing, content: content)
        }
    }
}

struct CardsView: View {
    @State private var showBadge = true
    @State private var taps = 0

    var body: some View {
        Stack {
            Card(title: "Welcome", style: PlainStyle()) {
                Text("Tapped \(taps) time(s)")
            }
            if showBadge {
                Card(title: "Updates", style: BadgeStyle(badge: "New")) {
                    Button("Tap") { taps += 1 }
                }
            }
            Toggle("Show badge card", isOn: $showBadge)
        }
    }
}

#Preview {
    CardsView()
}
