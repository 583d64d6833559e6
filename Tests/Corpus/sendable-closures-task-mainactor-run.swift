// Demonstrates: @Sendable closures stored and called from a detached task, MainActor.run hopping back, Task.yield, a Sendable struct model and a final class marked @unchecked Sendable.
import SwiftUI

struct Reading: Sendable, Identifiable {
    let id: Int
    let value: Double
}

final class Counter: @unchecked Sendable {
    private(set) var count = 0
    func increment() { count += 1 }
}

struct SensorView: View {
    @State private var readings: [Reading] = []
    @State private var status = "idle"
    private let counter = Counter()

    private let transform: @Sendable (Int) -> Reading = { index in
        Reading(id: index, value: Double(index) * 1.5)
    }

    var body: some View {
        VStack {
            Text(status)
            ForEach(readings) { reading in
                Text("#\(reading.id): \(reading.value, specifier: "%.1f")")
            }
            Button("Sample") {
                status = "sampling"
                let make = transform
                let counter = counter
                Task.detached {
                    var batch: [Reading] = []
                    for index in 1...3 {
                        batch.append(make(index))
                        counter.increment()
                        await Task.yield()
                    }
                    let finished = batch
                    await MainActor.run {
                        readings = finished
                        status = "done (\(counter.count) samples)"
                    }
                }
            }
        }
    }
}

#Preview {
    SensorView()
}
