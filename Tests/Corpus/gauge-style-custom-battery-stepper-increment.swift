// Demonstrates: a battery dashboard — Gauge(value:in:) with label/currentValueLabel/minimumValueLabel/maximumValueLabel, .gaugeStyle(.accessoryCircularCapacity) and a custom GaugeStyle reading configuration.value, ProgressView(value:total:) with a label, Stepper(onIncrement:onDecrement:).
import SwiftUI

struct BatteryGaugeStyle: GaugeStyle {
    var tint: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.caption)
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .stroke(.secondary, lineWidth: 2)
                    .frame(width: 120, height: 24)
                RoundedRectangle(cornerRadius: 3)
                    .fill(configuration.value < 0.2 ? .red : tint)
                    .frame(width: 116 * configuration.value, height: 20)
                    .padding(.leading, 2)
            }
            configuration.currentValueLabel
                .font(.caption2.monospacedDigit())
        }
    }
}

struct BatteryDashboard: View {
    @State private var charge = 64.0
    @State private var devices = 2
    private let range = 0.0...100.0

    var body: some View {
        NavigationStack {
            List {
                Section("Phone") {
                    Gauge(value: charge, in: range) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("\(Int(charge))%")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    Gauge(value: charge, in: range) {
                        Image(systemName: "bolt.fill")
                    } currentValueLabel: {
                        Text(charge, format: .number.precision(.fractionLength(0)))
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(charge < 20 ? .red : .green)
                    Gauge(value: charge / 100) {
                        Text("Case")
                    } currentValueLabel: {
                        Text(charge / 100, format: .percent)
                    }
                    .gaugeStyle(BatteryGaugeStyle(tint: .mint))
                }

                Section("Charging") {
                    ProgressView(value: charge, total: 100) {
                        Text("Charging")
                    } currentValueLabel: {
                        Text("\(Int(100 - charge))% to go")
                    }
                    Button("Charge 10%") {
                        charge = min(charge + 10, 100)
                    }
                    .disabled(charge >= 100)
                    Button("Drain 25%") {
                        charge = max(charge - 25, 0)
                    }
                }

                Section("Connected devices") {
                    Stepper {
                        Text("\(devices) device\(devices == 1 ? "" : "s")")
                    } onIncrement: {
                        devices += 1
                        print("added device, now \(devices)")
                    } onDecrement: {
                        if devices > 0 { devices -= 1 }
                        print("removed device, now \(devices)")
                    }
                }
            }
            .navigationTitle("Battery")
        }
    }
}

#Preview {
    BatteryDashboard()
}
