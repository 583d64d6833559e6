// Demonstrates: a tea timer that lets SwiftUI count down: `Text(endDate, style: .timer)`, `Text("Ready \(endDate, style: .relative)")` interpolated, `Text(timerInterval: start...endDate, countsDown: true)`, `Text(endDate, style: .time)`, `.monospacedDigit()`, a `Picker` of steep times, and a `.task(id: endDate)` that sleeps until the end and prints once.
// Source: public app code (a tea steeping timer relying on Text's date styles instead of a Timer, found through a search for Text style .relative .timer timerInterval countsDown); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct TeaTimerView: View {
    @State private var minutes = 3
    @State private var start = Date.now
    @State private var endDate: Date?

    var body: some View {
        VStack(spacing: 12) {
            Picker("Steep", selection: $minutes) {
                ForEach([2, 3, 4, 5], id: \.self) { value in
                    Text("\(value) min").tag(value)
                }
            }
            .pickerStyle(.segmented)

            if let endDate {
                Text(endDate, style: .timer)
                    .font(.largeTitle)
                    .monospacedDigit()
                Text("Ready \(endDate, style: .relative)")
                Text(timerInterval: start...endDate, countsDown: true)
                Text("Done at \(endDate, style: .time)")
                    .foregroundStyle(.secondary)
            }

            Button(endDate == nil ? "Start" : "Restart") {
                start = .now
                endDate = Date.now.addingTimeInterval(Double(minutes) * 60)
            }
        }
        .padding()
        .task(id: endDate) {
            guard let endDate else { return }
            try? await Task.sleep(for: .seconds(endDate.timeIntervalSinceNow))
            if !Task.isCancelled {
                print("Tea is ready")
            }
        }
    }
}

#Preview {
    TeaTimerView()
}
