// Demonstrates: Observation outside SwiftUI: `withObservationTracking { _ = model.temperature } onChange: { … }` re-armed from its own `onChange` through `DispatchQueue.main.async`, an `@Observable final class Thermostat` with a computed `isHeating`, `@ObservationIgnored private var history: [Double] = []`, a `ThermostatLogger` holding a `weak var` to the model, and a view with `@State private var thermostat = Thermostat()` and `@Bindable` in a child's `Slider`.
// Source: blog companion code (a post on withObservationTracking firing once and re-registering, found through a search for withObservationTracking onChange re-register Observable ObservationIgnored); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

@Observable
final class Thermostat {
    var temperature = 19.0
    var target = 21.0
    @ObservationIgnored private var history: [Double] = []

    var isHeating: Bool { temperature < target }

    func record() {
        history.append(temperature)
        print("history: \(history.count)")
    }
}

final class ThermostatLogger {
    weak var thermostat: Thermostat?
    private(set) var changes = 0

    init(thermostat: Thermostat) {
        self.thermostat = thermostat
        observe()
    }

    func observe() {
        guard let thermostat else { return }
        withObservationTracking {
            _ = thermostat.temperature
        } onChange: { [weak self] in
            self?.changes += 1
            print("temperature will change")
            DispatchQueue.main.async {
                self?.observe()
            }
        }
    }
}

struct TargetControl: View {
    @Bindable var thermostat: Thermostat

    var body: some View {
        Slider(value: $thermostat.target, in: 15...25, step: 0.5)
    }
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()
    @State private var logger: ThermostatLogger?

    var body: some View {
        VStack {
            Text("\(thermostat.temperature, specifier: "%.1f") °C")
            Text(thermostat.isHeating ? "Heating" : "Idle")
            TargetControl(thermostat: thermostat)
            Button("Warmer") {
                thermostat.temperature += 0.5
                thermostat.record()
            }
        }
        .onAppear {
            logger = ThermostatLogger(thermostat: thermostat)
        }
    }
}

#Preview {
    ThermostatView()
}
