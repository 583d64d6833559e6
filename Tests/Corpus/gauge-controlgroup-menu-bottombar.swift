// Demonstrates: a storage screen with Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:), .gaugeStyle(.accessoryCircularCapacity), a Menu containing a ControlGroup, and a ToolbarItemGroup in the bottom bar.
import SwiftUI

struct StorageView: View {
    @State private var usedGB = 42.0
    private let capacityGB = 64.0

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Gauge(value: usedGB, in: 0...capacityGB) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("\(Int(usedGB)) GB")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("\(Int(capacityGB))")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(usedGB / capacityGB > 0.8 ? .red : .blue)

                Text(usedGB / capacityGB, format: .percent.precision(.fractionLength(0)))
            }
            .navigationTitle("Storage")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Manage") {
                        ControlGroup {
                            Button("Free 5 GB") { usedGB = max(0, usedGB - 5) }
                            Button("Add 10 GB") { usedGB = min(capacityGB, usedGB + 10) }
                        }
                        Button("Reset", role: .destructive) { usedGB = 0 }
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Clean Up") { usedGB -= 1 }
                    Spacer()
                    Text("\(capacityGB - usedGB, specifier: "%.0f") GB free")
                }
            }
        }
    }
}

#Preview {
    StorageView()
}
