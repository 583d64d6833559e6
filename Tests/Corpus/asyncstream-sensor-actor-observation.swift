// Demonstrates: an AsyncStream built with a continuation and onTermination, consumed with for await in a .task that is cancelled when the view goes, an actor aggregating readings with nonisolated let and a computed isolated property, @MainActor @Observable model, Task.sleep(for:), AsyncStream.makeStream, min/max/average over readings, and a Sendable struct.
// Source: video course companion (a concurrency course's "streams" episode); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Reading: Sendable, CustomStringConvertible {
    let index: Int
    let celsius: Double
    var description: String { "#\(index) \(String(format: "%.1f", celsius))°C" }
}

actor ReadingStore {
    nonisolated let sensorName: String
    private var readings: [Reading] = []

    init(sensorName: String) { self.sensorName = sensorName }

    func add(_ reading: Reading) { readings.append(reading) }

    var stats: (count: Int, low: Double, high: Double, mean: Double) {
        let values = readings.map(\.celsius)
        guard let low = values.min(), let high = values.max() else { return (0, 0, 0, 0) }
        return (values.count, low, high, values.reduce(0, +) / Double(values.count))
    }
}

enum Thermometer {
    static func readings(every interval: Duration, count: Int) -> AsyncStream<Reading> {
        AsyncStream { continuation in
            let task = Task {
                for index in 1...count {
                    try? await Task.sleep(for: interval)
                    if Task.isCancelled { break }
                    continuation.yield(Reading(index: index, celsius: 20 + Double(index % 4) * 0.75))
                }
                continuation.finish()
            }
            continuation.onTermination = { termination in
                print("stream ended: \(termination)")
                task.cancel()
            }
        }
    }
}

@MainActor
@Observable
final class SensorModel {
    let store = ReadingStore(sensorName: "Kitchen")
    var latest: Reading?
    var summary = "Waiting…"
    var events: [String] = []

    func listen() async {
        for await reading in Thermometer.readings(every: .milliseconds(500), count: 6) {
            latest = reading
            await store.add(reading)
        }
        let stats = await store.stats
        summary = "\(stats.count) readings, \(stats.low)…\(stats.high), mean \(String(format: "%.2f", stats.mean))"
        print(summary)
    }

    func pingPong() async {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        continuation.yield("ping")
        continuation.yield("pong")
        continuation.finish()
        for await event in stream { events.append(event) }
        print(events.joined(separator: " "))
    }
}

struct SensorScreen: View {
    @State private var model = SensorModel()

    var body: some View {
        VStack {
            Text(model.store.sensorName).font(.title)
            Text(model.latest?.description ?? "—")
            Text(model.summary)
        }
        .task { await model.listen() }
        .task { await model.pingPong() }
    }
}

struct SensorHost: View {
    @State private var showing = true

    var body: some View {
        VStack {
            if showing { SensorScreen() }
            Button(showing ? "Hide sensor" : "Show sensor") { showing.toggle() }
        }
    }
}

#Preview {
    SensorHost()
}
