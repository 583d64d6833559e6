// Demonstrates: CustomStringConvertible and CustomDebugStringConvertible conformances, string interpolation of models, String(describing:) and dump-free debug printing in a view.
import SwiftUI

struct Temperature: CustomStringConvertible, CustomDebugStringConvertible {
    var celsius: Double

    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    var description: String { String(format: "%.1f°C", celsius) }
    var debugDescription: String { "Temperature(celsius: \(celsius), fahrenheit: \(fahrenheit))" }
}

struct ThermometerView: View {
    @State private var reading = Temperature(celsius: 21.5)

    var body: some View {
        VStack {
            Text("Now: \(reading)")
            Text(String(describing: reading))
            Button("Warmer") {
                reading.celsius += 1.25
                print(reading)
                debugPrint(reading)
                print(String(reflecting: reading))
            }
        }
    }
}

#Preview {
    ThermometerView()
}
