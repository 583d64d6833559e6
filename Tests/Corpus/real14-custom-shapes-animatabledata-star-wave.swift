// Demonstrates: custom `Shape`s with `path(in:)` — a star built with `cos`/`sin` over `CGFloat.pi`, a sine wave with `animatableData` for its phase, a `Triangle` — plus `AnimatablePair` on a progress ring, `.trim(from:to:)`, `.stroke(style: StrokeStyle(lineWidth:lineCap:))`, `withAnimation(Animation.linear(duration: 2).repeatForever(autoreverses: false))` in `onAppear`, and a `Slider` for the star's point count.
// Source: university course (a graphics lab on SwiftUI paths and animation, found through a search for Shape path in rect animatableData AnimatablePair star points cos sin wave phase); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Star: Shape {
    var points: Int
    var innerRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        let step = CGFloat.pi / CGFloat(points)
        var path = Path()
        for i in 0..<(points * 2) {
            let radius = i.isMultiple(of: 2) ? outer : inner
            let angle = CGFloat(i) * step - CGFloat.pi / 2
            let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if i == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

struct Wave: Shape {
    var phase: Double
    var amplitude: Double = 12
    var frequency: Double = 1.5

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = Double(rect.width)
        let midY = Double(rect.midY)
        path.move(to: CGPoint(x: 0, y: midY))
        for x in stride(from: 0.0, through: width, by: 2) {
            let relative = x / max(width, 1)
            let y = midY + amplitude * sin(2 * .pi * frequency * relative + phase)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

struct Ring: Shape {
    var start: Double
    var end: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set {
            start = newValue.first
            end = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(start * 360 - 90),
                    endAngle: .degrees(end * 360 - 90),
                    clockwise: false)
        return path
    }
}

struct ShapesGallery: View {
    @State private var points: Double = 5
    @State private var phase = 0.0
    @State private var progress = 0.25

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                Star(points: Int(points))
                    .fill(Color.yellow)
                    .overlay(Star(points: Int(points)).stroke(Color.orange, lineWidth: 3))
                    .frame(width: 160, height: 160)
                Slider(value: $points, in: 3...12, step: 1)
                Text("\(Int(points)) points")

                Wave(phase: phase)
                    .fill(Color.blue.opacity(0.6))
                    .frame(height: 100)
                    .onAppear {
                        withAnimation(Animation.linear(duration: 2).repeatForever(autoreverses: false)) {
                            phase = .pi * 2
                        }
                    }

                HStack(spacing: 30) {
                    Triangle()
                        .fill(LinearGradient(gradient: Gradient(colors: [.pink, .purple]), startPoint: .top, endPoint: .bottom))
                        .frame(width: 80, height: 70)
                    ZStack {
                        Circle()
                            .stroke(Color.gray.opacity(0.2), lineWidth: 10)
                        Ring(start: 0, end: progress)
                            .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        Text("\(Int(progress * 100))%")
                    }
                    .frame(width: 90, height: 90)
                }

                Button("Advance ring") {
                    withAnimation(.easeOut(duration: 0.6)) {
                        progress = progress >= 1 ? 0 : min(progress + 0.25, 1)
                    }
                    print("progress now \(progress)")
                }
            }
            .padding()
        }
    }
}

struct ShapesGallery_Previews: PreviewProvider {
    static var previews: some View {
        ShapesGallery()
    }
}
