// Demonstrates: Date.now, Date(), Text(date, style: .timer/.relative), date.formatted(), timeIntervalSince.
import SwiftUI

struct StopwatchView: View {
    @State private var start = Date.now
    @State private var laps: [Date] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text(start, style: .timer)
                .font(.largeTitle.monospacedDigit())
            Text("Started \(start, style: .relative) ago")
            Text("at \(start.formatted(date: .omitted, time: .shortened))")
            ForEach(laps, id: \.self) { lap in
                Text("Lap after \(Int(lap.timeIntervalSince(start))) s")
            }
            HStack {
                Button("Lap") { laps.append(Date()) }
                Button("Reset") {
                    start = .now
                    laps.removeAll()
                }
            }
        }
        .onAppear { print("stopwatch appeared") }
    }
}

#Preview {
    StopwatchView()
}
