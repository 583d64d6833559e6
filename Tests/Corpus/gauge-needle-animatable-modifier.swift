// Demonstrates: a speedometer-style gauge whose needle is turned by a modifier conforming to the older `AnimatableModifier` protocol (its `animatableData` the angle), with tick labels placed around a circle by a `CGPoint` extension, and buttons that change the speed inside `withAnimation`.
// Source: a Q&A answer (a clock face whose numbers travel round the dial through an animatable modifier, with a helper extension from the answerer's repository)
// First paste: failed at mount: cannot find type 'AnimatableModifier' in scope
import SwiftUI

extension CGPoint {
    static func onDial(fraction: CGFloat, radius: CGFloat, center: CGFloat) -> CGPoint {
        let angle = (0.75 + fraction * 1.5) * CGFloat.pi
        return CGPoint(x: center + radius * cos(angle), y: center + radius * sin(angle))
    }
}

struct NeedleTurn: AnimatableModifier {
    var degrees: Double

    var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }

    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(degrees), anchor: .bottom)
    }
}

struct Gauge: View {
    let speed: Double
    private let marks = [0, 40, 80, 120, 160]

    var body: some View {
        ZStack {
            ForEach(marks, id: \.self) { mark in
                Text("\(mark)")
                    .font(.caption)
                    .position(CGPoint.onDial(fraction: CGFloat(mark) / 160, radius: 80, center: 100))
            }
            Capsule()
                .fill(.red)
                .frame(width: 4, height: 70)
                .modifier(NeedleTurn(degrees: -135 + speed / 160 * 270))
        }
        .frame(width: 200, height: 200)
    }
}

struct DashboardView: View {
    @State private var speed = 40.0

    var body: some View {
        VStack {
            Gauge(speed: speed)
            Text("\(Int(speed)) km/h")
            HStack {
                Button("Slower") { withAnimation(.spring()) { speed = max(0, speed - 40) } }
                Button("Faster") { withAnimation(.spring()) { speed = min(160, speed + 40) } }
            }
        }
    }
}

#Preview {
    DashboardView()
}
