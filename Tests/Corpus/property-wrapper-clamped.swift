// Demonstrates: a user @propertyWrapper (Clamped) used in a model struct held in @State.
import SwiftUI

@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Thermostat {
    @Clamped(16...28) var target = 21
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()

    var body: some View {
        VStack {
            Text("Target \(thermostat.target)°")
            Button("Warmer") { thermostat.target += 5 }
            Button("Cooler") { thermostat.target -= 5 }
        }
    }
}

#Preview {
    ThermostatView()
}
