// Demonstrates: an analog clock drawn in a `Canvas { context, size in … }` inside `TimelineView(.periodic(from: .now, by: 1))`, reading `timeline.date` through `Calendar.current.dateComponents([.hour, .minute, .second], from:)`, `Path { p in p.move(to:); p.addLine(to:) }` stroked with `context.stroke(_:with:lineWidth:)`, `context.fill(Path(ellipseIn:), with: .color(.red))`, tick marks by trigonometry with `cos`/`sin`, and a digital readout with `formatted(date: .omitted, time: .standard)`.
// Source: tutorial site (a tutorial on TimelineView and Canvas building an analog clock, found through a search for TimelineView Canvas animation clock tutorial); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ClockHand {
    let fraction: Double
    let length: Double
    let width: Double
    let color: Color
}

struct AnalogClockView: View {
    var showSeconds = true

    func hands(for date: Date) -> [ClockHand] {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        let hour = Double((parts.hour ?? 0) % 12)
        let minute = Double(parts.minute ?? 0)
        let second = Double(parts.second ?? 0)
        var result = [
            ClockHand(fraction: (hour + minute / 60) / 12, length: 0.5, width: 6, color: .primary),
            ClockHand(fraction: (minute + second / 60) / 60, length: 0.75, width: 4, color: .primary),
        ]
        if showSeconds {
            result.append(ClockHand(fraction: second / 60, length: 0.85, width: 1.5, color: .red))
        }
        return result
    }

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { timeline in
            VStack {
                Canvas { context, size in
                    let radius = min(size.width, size.height) / 2
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    context.stroke(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                          width: radius * 2, height: radius * 2)),
                                   with: .color(.gray), lineWidth: 2)
                    for tick in 0..<12 {
                        let angle = Double(tick) / 12 * 2 * .pi
                        var path = Path()
                        path.move(to: CGPoint(x: center.x + cos(angle) * radius * 0.9,
                                              y: center.y + sin(angle) * radius * 0.9))
                        path.addLine(to: CGPoint(x: center.x + cos(angle) * radius,
                                                 y: center.y + sin(angle) * radius))
                        context.stroke(path, with: .color(.secondary), lineWidth: 2)
                    }
                    for hand in hands(for: timeline.date) {
                        let angle = hand.fraction * 2 * .pi - .pi / 2
                        let end = CGPoint(x: center.x + cos(angle) * radius * hand.length,
                                          y: center.y + sin(angle) * radius * hand.length)
                        let path = Path { p in
                            p.move(to: center)
                            p.addLine(to: end)
                        }
                        context.stroke(path, with: .color(hand.color),
                                       style: StrokeStyle(lineWidth: hand.width, lineCap: .round))
                    }
                    context.fill(Path(ellipseIn: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)),
                                 with: .color(.red))
                }
                .frame(width: 200, height: 200)
                Text(timeline.date.formatted(date: .omitted, time: .standard))
                    .monospacedDigit()
            }
        }
    }
}

#Preview {
    AnalogClockView()
}
