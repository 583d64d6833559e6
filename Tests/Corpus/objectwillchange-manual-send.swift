// Demonstrates: an ObservableObject without @Published that calls objectWillChange.send() by hand, a nested model exposed through a computed property, a child view re-rendering only through its parent, print in body with let _ = .
import SwiftUI

final class Thermostat: ObservableObject {
    private(set) var celsius = 20.0

    var fahrenheit: Double { celsius * 9 / 5 + 32 }

    func warmer() {
        objectWillChange.send()
        celsius += 0.5
    }

    func silentReset() {
        celsius = 20
    }
}

struct ReadingView: View {
    let celsius: Double
    let fahrenheit: Double

    var body: some View {
        let _ = print("ReadingView body \(celsius)")
        Text(String(format: "%.1f°C / %.1f°F", celsius, fahrenheit))
    }
}

struct ThermostatView: View {
    @StateObject private var thermostat = Thermostat()

    var body: some View {
        VStack {
            ReadingView(celsius: thermostat.celsius, fahrenheit: thermostat.fahrenheit)
            Button("Warmer") { thermostat.warmer() }
            Button("Reset silently") { thermostat.silentReset() }
        }
    }
}

#Preview {
    ThermostatView()
}
