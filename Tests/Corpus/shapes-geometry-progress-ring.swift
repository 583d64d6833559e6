// Demonstrates: a custom Shape path, a progress ring with trim and an AngularGradient stroke, GeometryReader sizing, spring animation.
// Source: video course companion (shapes and animation); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(progress))
                .stroke(
                    AngularGradient(colors: [.blue, .purple], center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 0.6), value: progress)
            Text("\(Int(progress * 100))%")
                .font(.title2.bold())
        }
    }
}

struct ShapesDemo: View {
    @State private var progress = 0.25
    @State private var rotation: Double = 0

    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 30) {
                ProgressRing(progress: progress)
                    .frame(width: geometry.size.width * 0.5, height: geometry.size.width * 0.5)
                Triangle()
                    .fill(.orange)
                    .frame(width: 80, height: 70)
                    .rotationEffect(.degrees(rotation))
                HStack {
                    Button("Add 10%") {
                        progress = min(progress + 0.1, 1)
                        print(String(format: "%.2f", progress), geometry.size.width > 0)
                    }
                    Button("Spin") {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                            rotation += 120
                        }
                        print("rotation", rotation.truncatingRemainder(dividingBy: 360))
                    }
                }
            }
            .frame(maxWidth: .infinity)
        }
        .padding()
    }
}

#Preview {
    ShapesDemo()
}
