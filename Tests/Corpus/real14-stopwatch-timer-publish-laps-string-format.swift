// Demonstrates: a stopwatch app: a view model with `Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()` subscribed with `sink` into an `AnyCancellable?`, cancelled on stop, laps with best/worst highlighted, time formatted with `String(format: "%02d:%02d.%02d")`, a `ButtonStyle` for round buttons, and `UIApplication.shared.isIdleTimerDisabled` toggled on start and stop.
// Source: YouTube tutorial companion (a stopwatch clone of the Clock app, found through a search for Timer.publish autoconnect sink AnyCancellable stopwatch laps String format %02d); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

struct Lap: Identifiable {
    let id = UUID()
    let number: Int
    let time: TimeInterval
}

final class StopwatchViewModel: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var laps: [Lap] = []
    @Published private(set) var isRunning = false

    private var timer: AnyCancellable?
    private var lapStart: TimeInterval = 0

    func start() {
        guard !isRunning else { return }
        isRunning = true
        UIApplication.shared.isIdleTimerDisabled = true
        timer = Timer.publish(every: 0.01, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.elapsed += 0.01
            }
    }

    func stop() {
        isRunning = false
        timer?.cancel()
        timer = nil
        UIApplication.shared.isIdleTimerDisabled = false
        print("stopped at \(Self.format(elapsed))")
    }

    func lap() {
        let lapTime = elapsed - lapStart
        lapStart = elapsed
        laps.insert(Lap(number: laps.count + 1, time: lapTime), at: 0)
    }

    func reset() {
        stop()
        elapsed = 0
        lapStart = 0
        laps.removeAll()
    }

    var bestLap: Lap? {
        laps.count > 1 ? laps.min(by: { $0.time < $1.time }) : nil
    }

    var worstLap: Lap? {
        laps.count > 1 ? laps.max(by: { $0.time < $1.time }) : nil
    }

    static func format(_ interval: TimeInterval) -> String {
        let hundredths = Int((interval * 100).rounded())
        let minutes = hundredths / 6000
        let seconds = (hundredths / 100) % 60
        let centis = hundredths % 100
        return String(format: "%02d:%02d.%02d", minutes, seconds, centis)
    }
}

struct RoundButtonStyle: ButtonStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 16, weight: .semibold))
            .frame(width: 80, height: 80)
            .background(Circle().fill(color.opacity(configuration.isPressed ? 0.5 : 0.25)))
            .foregroundColor(color)
    }
}

struct LapRow: View {
    let lap: Lap
    let isBest: Bool
    let isWorst: Bool

    var body: some View {
        HStack {
            Text("Lap \(lap.number)")
            Spacer()
            Text(StopwatchViewModel.format(lap.time))
                .font(.system(.body, design: .monospaced))
        }
        .foregroundColor(isBest ? .green : (isWorst ? .red : .primary))
    }
}

struct StopwatchView: View {
    @StateObject private var model = StopwatchViewModel()

    var body: some View {
        VStack {
            Text(StopwatchViewModel.format(model.elapsed))
                .font(.system(size: 64, weight: .thin, design: .monospaced))
                .padding(.vertical, 40)

            HStack {
                if model.isRunning {
                    Button("Lap") { model.lap() }
                        .buttonStyle(RoundButtonStyle(color: .gray))
                } else {
                    Button("Reset") { model.reset() }
                        .buttonStyle(RoundButtonStyle(color: .gray))
                        .disabled(model.elapsed == 0)
                }
                Spacer()
                if model.isRunning {
                    Button("Stop") { model.stop() }
                        .buttonStyle(RoundButtonStyle(color: .red))
                } else {
                    Button("Start") { model.start() }
                        .buttonStyle(RoundButtonStyle(color: .green))
                }
            }
            .padding(.horizontal, 30)

            List(model.laps) { lap in
                LapRow(lap: lap,
                       isBest: lap.id == model.bestLap?.id,
                       isWorst: lap.id == model.worstLap?.id)
            }
            .listStyle(PlainListStyle())
        }
    }
}

struct StopwatchView_Previews: PreviewProvider {
    static var previews: some View {
        StopwatchView()
            .preferredColorScheme(.dark)
    }
}
