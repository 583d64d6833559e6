// Demonstrates: a custom Shape drawing a Path (move, addLine, addArc, closeSubpath) with animatableData, trimmed and stroked, animated by withAnimation on a progress value.
import SwiftUI

struct Wave: Shape {
    var amplitude: Double
    var phase: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(amplitude, phase) }
        set {
            amplitude = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        for x in stride(from: 0, through: rect.width, by: 4) {
            let y = rect.midY + sin(x / rect.width * .pi * 2 + phase) * amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        return path
    }
}

struct Pie: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { p in
            let center = CGPoint(x: rect.midX, y: rect.midY)
            p.move(to: center)
            p.addArc(center: center, radius: rect.width / 2, startAngle: .degrees(-90),
                     endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
            p.closeSubpath()
        }
    }
}

struct ShapesDemo: View {
    @State private var progress = 0.25
    @State private var calm = false

    var body: some View {
        VStack(spacing: 20) {
            Pie(fraction: progress)
                .fill(.orange)
                .frame(width: 120, height: 120)
            Wave(amplitude: calm ? 4 : 20, phase: progress * .pi)
                .stroke(.blue, lineWidth: 2)
                .frame(height: 80)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 60, height: 60)
            Text("\(Int(progress * 100))%")
            Button("Advance") {
                withAnimation(.spring(duration: 0.6)) {
                    progress = min(progress + 0.25, 1)
                }
            }
            Toggle("Calm", isOn: $calm.animation())
        }
    }
}

#Preview {
    ShapesDemo()
}
