// Demonstrates: switch with case let patterns and where clauses, guard-else early exit in a view model method, if-let shorthand (Swift 5.7), tuple switch, an enum computed property with a default case.
import SwiftUI

enum Reading {
    case temperature(Double)
    case humidity(Int)
    case offline(since: Int)

    var summary: String {
        switch self {
        case let .temperature(value) where value > 30:
            return "Hot: \(value)°"
        case .temperature(let value):
            return "\(value)°"
        case .humidity(let percent) where percent >= 70:
            return "Humid \(percent)%"
        case .humidity(let percent):
            return "\(percent)%"
        case .offline(let since):
            return "Offline for \(since) min"
        }
    }
}

final class SensorModel: ObservableObject {
    @Published var readings: [Reading] = []
    @Published var lastError: String?
    private var ticks = 0

    func record(_ reading: Reading?) {
        guard let reading else {
            lastError = "Missing reading"
            return
        }
        lastError = nil
        readings.append(reading)
    }

    func next() {
        ticks += 1
        switch (ticks % 4, ticks > 4) {
        case (0, _): record(nil)
        case (1, false): record(.temperature(21.5))
        case (1, true), (2, _): record(.temperature(33))
        case (3, let late): record(late ? .offline(since: ticks) : .humidity(72))
        default: record(.humidity(40))
        }
    }
}

struct SensorView: View {
    @StateObject private var model = SensorModel()

    var body: some View {
        List {
            if let lastError = model.lastError {
                Text(lastError).foregroundColor(.orange)
            }
            ForEach(model.readings.indices, id: \.self) { index in
                Text(model.readings[index].summary)
            }
            Button("Next reading") { model.next() }
        }
    }
}

#Preview {
    SensorView()
}
