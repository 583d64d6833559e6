// Demonstrates: a watchOS workout app's views as its Watch target has them: `TabView(selection: $page)` with `.tabViewStyle(.verticalPage)`, a `TimelineView(.periodic(from: .now, by: 1))` elapsed-time face, `.digitalCrownRotation($intensity, from: 0, through: 10, by: 1, sensitivity: .medium, isContinuous: false, isHapticFeedbackEnabled: true)` with `.focusable()`, `ElapsedTimeFormatter`-style `Duration.formatted(.time(pattern: .minuteSecond))`, and `WKInterfaceDevice.current().play(.start)` on start.
// Source: vendor sample code style (Apple's "Build a workout app for Apple Watch" session structure with a crown-driven intensity page, found through a search for digitalCrownRotation tabViewStyle verticalPage TimelineView periodic); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find 'WKInterfaceDevice' in scope
import SwiftUI

struct WorkoutPagesView: View {
    enum Page { case controls, metrics }

    @State private var page = Page.metrics
    @State private var startDate: Date?
    @State private var intensity = 5.0

    var body: some View {
        TabView(selection: $page) {
            ControlsView(startDate: $startDate)
                .tag(Page.controls)
            MetricsView(startDate: startDate, intensity: $intensity)
                .tag(Page.metrics)
        }
        .tabViewStyle(.verticalPage)
    }
}

struct ControlsView: View {
    @Binding var startDate: Date?

    var body: some View {
        VStack {
            Button(startDate == nil ? "Start" : "End") {
                if startDate == nil {
                    startDate = .now
                    WKInterfaceDevice.current().play(.start)
                } else {
                    startDate = nil
                }
            }
            .tint(startDate == nil ? .green : .red)
        }
    }
}

struct MetricsView: View {
    let startDate: Date?
    @Binding var intensity: Double

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack(alignment: .leading) {
                if let startDate {
                    let elapsed = Duration.seconds(context.date.timeIntervalSince(startDate))
                    Text(elapsed.formatted(.time(pattern: .minuteSecond)))
                        .font(.system(.title, design: .rounded).monospacedDigit())
                } else {
                    Text("--:--")
                }
                Text("Intensity \(Int(intensity))")
            }
        }
        .focusable()
        .digitalCrownRotation($intensity, from: 0, through: 10, by: 1, sensitivity: .medium, isContinuous: false, isHapticFeedbackEnabled: true)
    }
}

#Preview {
    WorkoutPagesView()
}
