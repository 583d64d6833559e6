// Demonstrates: .id(value) gives a view a new identity when the value changes: its @State resets, onDisappear/onAppear fire.
import SwiftUI

struct Scratchpad: View {
    @State private var strokes = 0

    var body: some View {
        VStack {
            Text("Strokes: \(strokes)")
            Button("Draw") { strokes += 1 }
        }
        .onAppear { print("scratchpad appeared") }
        .onDisappear { print("scratchpad disappeared") }
    }
}

struct ContentView: View {
    @State private var generation = 0

    var body: some View {
        VStack {
            Scratchpad()
                .id(generation)
            Button("Start over") { generation += 1 }
        }
    }
}

#Preview {
    ContentView()
}
