// Demonstrates: LocalizedStringKey values — stored, passed to Text and Button titles, with interpolation.
import SwiftUI

struct GreetingCard: View {
    let title: LocalizedStringKey
    let count: Int

    var body: some View {
        VStack {
            Text(title)
            Text("You have \(count) new messages")
        }
    }
}

struct ContentView: View {
    @State private var count = 0
    private let actionTitle: LocalizedStringKey = "Check mail"

    var body: some View {
        VStack {
            GreetingCard(title: "Welcome back", count: count)
            Button(actionTitle) { count += 2 }
            Text(verbatim: "Verbatim \\(not) interpolated")
        }
    }
}

#Preview {
    ContentView()
}
