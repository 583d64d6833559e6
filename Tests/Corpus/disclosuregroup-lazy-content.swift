// Demonstrates: DisclosureGroup content is not built until expanded; its child's onAppear fires then.
import SwiftUI

struct ExpensiveDetails: View {
    init() { print("ExpensiveDetails init") }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Line one")
            Text("Line two")
        }
        .onAppear { print("details appeared") }
    }
}

struct ContentView: View {
    @State private var expanded = false

    var body: some View {
        VStack {
            DisclosureGroup("More details", isExpanded: $expanded) {
                ExpensiveDetails()
            }
            Button(expanded ? "Collapse" : "Expand") {
                withAnimation { expanded.toggle() }
            }
            DisclosureGroup("Always closed") {
                Text("Hidden")
            }
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
