// Demonstrates: generic container views — a Card<Content: View> with an @ViewBuilder init, a titled section with two generic view parameters, and a generic AsyncContent view over a loader closure.
import SwiftUI

struct Card<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            content
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct TitledSection<Header: View, Content: View>: View {
    private let header: Header
    private let content: Content

    init(@ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        self.header = header()
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            header.font(.headline)
            content
        }
    }
}

struct AsyncContent<Value, Content: View>: View {
    let load: () async -> Value
    @ViewBuilder let content: (Value) -> Content
    @State private var value: Value?

    var body: some View {
        Group {
            if let value {
                content(value)
            } else {
                ProgressView()
            }
        }
        .task {
            value = await load()
        }
    }
}

struct DashboardCards: View {
    @State private var showDetails = false

    var body: some View {
        ScrollView {
            Card {
                Text("Today").font(.title2)
                Text("3 meetings")
                if showDetails {
                    Text("Standup, 1:1, Planning")
                }
            }
            TitledSection {
                Text("Weather")
            } content: {
                Text("Sunny, 22°")
            }
            AsyncContent(load: {
                try? await Task.sleep(for: .milliseconds(500))
                return 42
            }) { steps in
                Text("\(steps) steps so far")
            }
            Button(showDetails ? "Hide details" : "Show details") { showDetails.toggle() }
        }
    }
}

#Preview {
    DashboardCards()
}
