// Demonstrates: a custom shape animating two values at once: `struct Star: Shape { var points: Int; var innerRatio: Double; var animatableData: AnimatablePair<Double, Double> { get { AnimatablePair(Double(points), innerRatio) } set { points = Int(newValue.first); innerRatio = newValue.second } } }`, `path(in:)` stepping with `stride(from: 0, to: .pi * 2, by: .pi / Double(points))`, `cos`/`sin` from `CGPoint(x: center.x + radius * cos(angle), …)`, `.stroke(style: StrokeStyle(lineWidth: 3, lineJoin: .round))`, and sliders under `withAnimation(.spring(response: 0.4, dampingFraction: 0.6))`.
// Source: learner's app (a "custom shapes" playground app from a drawing course, found through a search for AnimatablePair animatableData Shape star points innerRatio); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Star: Shape {
    var points: Int
    var innerRatio: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(Double(points), innerRatio) }
        set {
            points = Int(newValue.first)
            innerRatio = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        var path = Path()
        var first = true
        var index = 0
        for angle in stride(from: 0, to: Double.pi * 2, by: Double.pi / Double(points)) {
            let radius = index.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: center.x + radius * cos(angle - .pi / 2), y: center.y + radius * sin(angle - .pi / 2))
            if first {
                path.move(to: point)
                first = false
            } else {
                path.addLine(to: point)
            }
            index += 1
        }
        path.closeSubpath()
        return path
    }
}

struct StarEditor: View {
    @State private var points = 5
    @State private var innerRatio = 0.45

    var body: some View {
        VStack {
            Star(points: points, innerRatio: innerRatio)
                .stroke(style: StrokeStyle(lineWidth: 3, lineJoin: .round))
                .frame(width: 200, height: 200)
            Stepper("Points: \(points)", value: $points, in: 3...12)
            Slider(value: $innerRatio, in: 0.1...0.9)
            Button("Random") {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    points = [4, 6, 8].randomElement()!
                    innerRatio = 0.3
                }
            }
        }
        .padding()
    }
}

#Preview {
    StarEditor()
}
