// Demonstrates: a generic container view with a @ViewBuilder content closure, a generic Stack struct with mutating push/pop, optional chaining and nil coalescing.
// Source: book sample project (generics chapter); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct InfoCard<Content: View>: View {
    let title: String
    var systemImage: String = "info.circle"
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: systemImage)
                .font(.headline)
            content()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

struct Stack<Element> {
    private var items: [Element] = []

    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var count: Int { items.count }
}

struct Pair<A: Hashable, B> {
    let first: A
    let second: B
}

struct CardsDemo: View {
    @State private var history = Stack<String>()
    @State private var nickname: String? = nil

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                InfoCard(title: "History") {
                    Text("\(history.count) entries")
                    if let top = history.top {
                        Text("Latest: \(top)")
                    }
                }
                InfoCard(title: "Profile", systemImage: "person") {
                    Text("Nickname: \(nickname ?? "none")")
                    Text("Length: \(nickname?.count ?? 0)")
                }
                Button("Push") {
                    history.push("item \(history.count + 1)")
                    nickname = nickname == nil ? "Sam" : nil
                    print(history.top ?? "empty", nickname as Any, nickname?.uppercased() ?? "-")
                }
                Button("Pop") {
                    let popped = history.pop()
                    print("popped", popped ?? "nothing", "now", history.count)
                    let pair = Pair(first: "k", second: [1, 2])
                    print(pair.first, pair.second, type(of: pair.second))
                }
            }
            .padding()
        }
    }
}

#Preview {
    CardsDemo()
}
