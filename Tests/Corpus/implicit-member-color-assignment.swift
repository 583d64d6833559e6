// Demonstrates: implicit member expressions typed from context — assignment, ternary, ==, Color(...).
import SwiftUI

struct TrafficLight: View {
    @State private var color: Color = .red
    @State private var highlighted = false

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(color)
                .frame(width: 80, height: 80)
            Text(color == .red ? "Stop" : "Go")
                .foregroundStyle(highlighted ? .primary : .secondary)
            Rectangle()
                .fill(Color(highlighted ? .yellow : .gray))
                .frame(height: 4)
            Button("Next light") {
                if color == .red {
                    color = .green
                } else {
                    color = .red
                }
            }
            Button("Highlight") { highlighted.toggle() }
        }
        .background(.black.opacity(0.05))
    }
}

struct ContentView: View {
    var body: some View {
        TrafficLight()
    }
}

#Preview {
    ContentView()
}
