// Demonstrates: custom drawing as a vendor tutorial's badge chapter and a game's fill meter write it: a `Shape` with `var animatableData: CGFloat { get { frac } set { frac = newValue } }` and a clamped `path(in:)` using `p.addRect`, a `HexagonParameters` struct of static `Segment`s with `CGPoint` lines and curves, a badge background drawn with `Path { path in … path.move(to:); path.addLine(to:); path.addQuadCurve(to:control:) }` inside a `GeometryReader`, `.fill(.linearGradient(Gradient(colors:), startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 0.6)))`, `.aspectRatio(1, contentMode: .fit)`, `ForEach(0..<8) { index in … .rotationEffect(Angle(degrees: Double(index) / Double(8)) * 360.0) }`, and a button animating the meter.
// Source: vendor sample style (a platform vendor's SwiftUI tutorial's "drawing paths and shapes" badge, beside a learner's animated fill shape; repositories neil-explores/SwiftUI_Example_Apps (Landmarks) and a jelly game found through a search for animatableData studied); written for Vivarium in that style, not copied.
// First paste: failed at mount: real10-shape-animatabledata-badge-path.swift:103:19: error: type 'ShapeStyle' has no member 'linearGradient'
import SwiftUI

struct RectAnimatedShape: Shape {
    var frac: CGFloat

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let side = min(rect.size.width, rect.size.height)
        let frac = min(1, max(0, frac))
        p.addRect(CGRect(x: 0, y: (1 - frac) * side, width: side, height: frac * side))
        return p
    }

    var animatableData: CGFloat {
        get { frac }
        set {
            frac = newValue
        }
    }
}

struct HexagonParameters {
    struct Segment {
        let line: CGPoint
        let curve: CGPoint
        let control: CGPoint
    }

    static let adjustment: CGFloat = 0.085

    static let segments = [
        Segment(
            line:    CGPoint(x: 0.60, y: 0.05),
            curve:   CGPoint(x: 0.40, y: 0.05),
            control: CGPoint(x: 0.50, y: 0.00)
        ),
        Segment(
            line:    CGPoint(x: 0.05, y: 0.20 + adjustment),
            curve:   CGPoint(x: 0.00, y: 0.30 + adjustment),
            control: CGPoint(x: 0.00, y: 0.25 + adjustment)
        ),
        Segment(
            line:    CGPoint(x: 0.00, y: 0.70 - adjustment),
            curve:   CGPoint(x: 0.05, y: 0.80 - adjustment),
            control: CGPoint(x: 0.00, y: 0.75 - adjustment)
        ),
        Segment(
            line:    CGPoint(x: 0.40, y: 0.95),
            curve:   CGPoint(x: 0.60, y: 0.95),
            control: CGPoint(x: 0.50, y: 1.00)
        ),
        Segment(
            line:    CGPoint(x: 0.95, y: 0.80 - adjustment),
            curve:   CGPoint(x: 1.00, y: 0.70 - adjustment),
            control: CGPoint(x: 1.00, y: 0.75 - adjustment)
        ),
        Segment(
            line:    CGPoint(x: 1.00, y: 0.30 + adjustment),
            curve:   CGPoint(x: 0.95, y: 0.20 + adjustment),
            control: CGPoint(x: 1.00, y: 0.25 + adjustment)
        ),
    ]
}

struct BadgeBackground: View {
    var body: some View {
        GeometryReader { geometry in
            Path { path in
                var width: CGFloat = min(geometry.size.width, geometry.size.height)
                let height = width
                let xScale: CGFloat = 0.832
                let xOffset = (width * (1.0 - xScale)) / 2.0
                width *= xScale
                path.move(
                    to: CGPoint(
                        x: width * 0.95 + xOffset,
                        y: height * (0.20 + HexagonParameters.adjustment)
                    )
                )

                HexagonParameters.segments.forEach { segment in
                    path.addLine(
                        to: CGPoint(
                            x: width * segment.line.x + xOffset,
                            y: height * segment.line.y
                        )
                    )
                    path.addQuadCurve(
                        to: CGPoint(
                            x: width * segment.curve.x + xOffset,
                            y: height * segment.curve.y
                        ),
                        control: CGPoint(
                            x: width * segment.control.x + xOffset,
                            y: height * segment.control.y
                        )
                    )
                }
            }
            .fill(.linearGradient(
                Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
                startPoint: UnitPoint(x: 0.5, y: 0),
                endPoint: UnitPoint(x: 0.5, y: 0.6)
            ))
        }
        .aspectRatio(1, contentMode: .fit)
    }
    static let gradientStart = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
    static let gradientEnd = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)
}

struct BadgeSymbol: View {
    static let symbolColor = Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)

    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let width = min(geometry.size.width, geometry.size.height)
                let height = width * 0.75
                let spacing = width * 0.030
                let middle = width * 0.5
                let topWidth = width * 0.226
                let topHeight = height * 0.488

                path.addLines([
                    CGPoint(x: middle, y: spacing),
                    CGPoint(x: middle - topWidth, y: topHeight - spacing),
                    CGPoint(x: middle, y: topHeight / 2 + spacing),
                    CGPoint(x: middle + topWidth, y: topHeight - spacing),
                    CGPoint(x: middle, y: spacing),
                ])
            }
            .fill(Self.symbolColor)
        }
    }
}

struct Badge: View {
    var badgeSymbols: some View {
        ForEach(0..<8) { index in
            BadgeSymbol()
                .rotationEffect(Angle(degrees: Double(index) / Double(8)) * 360.0)
                .opacity(0.5)
        }
    }

    var body: some View {
        ZStack {
            BadgeBackground()
            GeometryReader { geometry in
                badgeSymbols
                    .scaleEffect(1.0 / 4.0, anchor: .top)
                    .position(x: geometry.size.width / 2.0, y: (3.0 / 4.0) * geometry.size.height)
            }
        }
        .scaledToFit()
    }
}

struct MeterView: View {
    @State private var level: CGFloat = 0.2

    var body: some View {
        VStack(spacing: 20) {
            Badge()
                .frame(width: 200, height: 200)
            RectAnimatedShape(frac: level)
                .fill(Color.pink)
                .frame(width: 80, height: 80)
                .border(Color.gray)
            Button("Fill") {
                withAnimation(.easeInOut(duration: 1)) {
                    level = level >= 1 ? 0.2 : level + 0.4
                }
            }
            Text("Level \(Int(min(level, 1) * 100))%")
        }
    }
}

#Preview {
    MeterView()
}
