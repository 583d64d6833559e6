// Demonstrates: TimelineView(.periodic(from:by:)) redrawing a clock on every tick; onAppear of its content.
import SwiftUI

struct ClockFace: View {
    let date: Date

    var body: some View {
        Text(date.formatted(date: .omitted, time: .standard))
            .font(.system(.title, design: .rounded))
    }
}

struct TickingClock: View {
    @State private var paused = false

    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1.0)) { context in
                ClockFace(date: context.date)
            }
            .onAppear { print("clock on screen") }
            Toggle("Pause", isOn: $paused)
            if paused {
                Text("Paused (the timeline keeps ticking)")
            }
        }
    }
}

struct TickingClock_Previews: PreviewProvider {
    static var previews: some View {
        TickingClock()
    }
}
