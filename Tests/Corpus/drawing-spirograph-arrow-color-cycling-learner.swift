// Demonstrates: a learner's "Drawing" project (a 100-days course's shapes and paths week) with its challenges done: a `Spirograph: Shape` whose `path(in:)` loops with `stride(from:to:by:)` over `Double` and a greatest-common-divisor helper, an `Arrow: InsettableShape` with `inset(by:)` and `animatableData`, a `ColorCyclingCircle` of `ForEach(0..<steps)` strokes with `Color(hue:saturation:brightness:)` and `.drawingGroup()`, circles combined with `.blendMode(.screen)` in a `ZStack` with `.compositingGroup()`, `Slider`s and a `Picker` to switch demos, and a stride-computed point count printed once.
// Source: learner's app (a 100-days course's "Drawing" project with its three challenges); written for Vivarium in that style, not copied.
// First paste: failed at load: value of type 'CGRect' has no member 'insetBy'
import SwiftUI

struct Spirograph: Shape {
    let innerRadius: Int
    let outerRadius: Int
    let distance: Int
    let amount: Double

    func gcd(_ a: Int, _ b: Int) -> Int {
        var a = a
        var b = b

        while b != 0 {
            let temp = b
            b = a % b
            a = temp
        }

        return a
    }

    func path(in rect: CGRect) -> Path {
        let divisor = gcd(innerRadius, outerRadius)
        let outerRadius = Double(self.outerRadius)
        let innerRadius = Double(self.innerRadius)
        let distance = Double(self.distance)
        let difference = innerRadius - outerRadius
        let endPoint = ceil(2 * Double.pi * outerRadius / Double(divisor)) * amount

        var path = Path()

        for theta in stride(from: 0, through: endPoint, by: 0.01) {
            var x = difference * cos(theta) + distance * cos(difference / outerRadius * theta)
            var y = difference * sin(theta) - distance * sin(difference / outerRadius * theta)

            x += rect.width / 2
            y += rect.height / 2

            if theta == 0 {
                path.move(to: CGPoint(x: x, y: y))
            } else {
                path.addLine(to: CGPoint(x: x, y: y))
            }
        }

        return path
    }
}

struct Arrow: InsettableShape {
    var insetAmount = 0.0
    var shaftWidth = 0.3

    var animatableData: Double {
        get { shaftWidth }
        set { shaftWidth = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let shaft = rect.width * shaftWidth
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY * 0.8))
        path.addLine(to: CGPoint(x: rect.midX + shaft / 2, y: rect.midY * 0.8))
        path.addLine(to: CGPoint(x: rect.midX + shaft / 2, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX - shaft / 2, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX - shaft / 2, y: rect.midY * 0.8))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY * 0.8))
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arrow = self
        arrow.insetAmount += amount
        return arrow
    }
}

struct ColorCyclingCircle: View {
    var amount = 0.0
    var steps = 100

    var body: some View {
        ZStack {
            ForEach(0..<steps, id: \.self) { value in
                Circle()
                    .inset(by: Double(value))
                    .strokeBorder(
                        LinearGradient(
                            gradient: Gradient(colors: [
                                color(for: value, brightness: 1),
                                color(for: value, brightness: 0.5)
                            ]),
                            startPoint: .top,
                            endPoint: .bottom
                        ),
                        lineWidth: 2
                    )
            }
        }
        .drawingGroup()
    }

    func color(for value: Int, brightness: Double) -> Color {
        var targetHue = Double(value) / Double(steps) + amount

        if targetHue > 1 {
            targetHue -= 1
        }

        return Color(hue: targetHue, saturation: 1, brightness: brightness)
    }
}

enum Demo: String, CaseIterable {
    case spirograph = "Spirograph"
    case arrow = "Arrow"
    case cycling = "Colors"
    case blend = "Blend"
}

struct ContentView: View {
    @State private var demo = Demo.spirograph
    @State private var innerRadius = 125.0
    @State private var outerRadius = 75.0
    @State private var distance = 25.0
    @State private var amount = 1.0
    @State private var hue = 0.6
    @State private var shaftWidth = 0.3
    @State private var lineWidth = 8.0
    @State private var colorCycle = 0.0

    var body: some View {
        VStack(spacing: 0) {
            Picker("Demo", selection: $demo) {
                ForEach(Demo.allCases, id: \.self) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
            .padding()

            switch demo {
            case .spirograph:
                Spirograph(innerRadius: Int(innerRadius), outerRadius: Int(outerRadius), distance: Int(distance), amount: amount)
                    .stroke(Color(hue: hue, saturation: 1, brightness: 1), lineWidth: 1)
                    .frame(width: 300, height: 300)
                Text("Inner radius: \(Int(innerRadius))")
                Slider(value: $innerRadius, in: 10...150, step: 1)
                Text("Amount: \(amount, format: .number.precision(.fractionLength(2)))")
                Slider(value: $amount)
            case .arrow:
                Arrow(shaftWidth: shaftWidth)
                    .strokeBorder(.blue, style: StrokeStyle(lineWidth: lineWidth, lineJoin: .round))
                    .frame(width: 200, height: 300)
                    .onTapGesture {
                        withAnimation { shaftWidth = Double.random(in: 0.1...0.6) }
                    }
                Slider(value: $lineWidth, in: 1...20)
                Button("Wider shaft") {
                    withAnimation { shaftWidth = min(shaftWidth + 0.1, 0.8) }
                    print("shaft:", shaftWidth)
                }
            case .cycling:
                ColorCyclingCircle(amount: colorCycle)
                    .frame(width: 300, height: 300)
                Slider(value: $colorCycle)
            case .blend:
                ZStack {
                    Circle().fill(.red).frame(width: 200).offset(x: -50, y: -80).blendMode(.screen)
                    Circle().fill(.green).frame(width: 200).offset(x: 50, y: -80).blendMode(.screen)
                    Circle().fill(.blue).frame(width: 200).blendMode(.screen)
                }
                .compositingGroup()
                .frame(width: 300, height: 300)
            }
            Spacer()
        }
        .padding(.horizontal)
        .onAppear {
            let points = Array(stride(from: 0.0, through: 1.0, by: 0.25))
            print("stride points:", points, "gcd(125, 75) =", Spirograph(innerRadius: 125, outerRadius: 75, distance: 25, amount: 1).gcd(125, 75))
        }
    }
}

#Preview {
    ContentView()
}
