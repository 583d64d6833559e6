// Demonstrates: shapes — Circle, RoundedRectangle, Capsule, Ellipse, Rectangle with fill and stroke.
import SwiftUI

struct ShapesView: View {
    @State private var filled = true

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                if filled {
                    Circle().fill(.red)
                } else {
                    Circle().stroke(.red, lineWidth: 3)
                }
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(.orange)
                Capsule()
                    .strokeBorder(.green, lineWidth: 2)
            }
            .frame(height: 60)
            Ellipse()
                .fill(.purple.opacity(0.4))
                .frame(width: 120, height: 50)
            Rectangle()
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [4]))
                .frame(width: 100, height: 40)
            Button(filled ? "Outline" : "Fill") { filled.toggle() }
        }
        .padding()
    }
}

struct ContentView: View {
    var body: some View { ShapesView() }
}
