// Demonstrates: a unit converter — an enum with a conversion factor and a computed symbol, segmented Pickers, TextField(value:format:) with .number, a swap button, a computed result formatted with .formatted(.number.precision(.fractionLength(2))).
import SwiftUI

enum LengthUnit: String, CaseIterable, Identifiable {
    case meters, kilometers, feet, miles

    var id: Self { self }

    /// Meters in one of this unit.
    var metersPerUnit: Double {
        switch self {
        case .meters: 1
        case .kilometers: 1_000
        case .feet: 0.3048
        case .miles: 1_609.344
        }
    }

    var symbol: String {
        switch self {
        case .meters: "m"
        case .kilometers: "km"
        case .feet: "ft"
        case .miles: "mi"
        }
    }
}

struct ConverterView: View {
    @State private var input = 5.0
    @State private var from: LengthUnit = .kilometers
    @State private var to: LengthUnit = .miles
    @FocusState private var inputFocused: Bool

    private var output: Double {
        input * from.metersPerUnit / to.metersPerUnit
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Input") {
                    TextField("Value", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($inputFocused)
                    Picker("From", selection: $from) {
                        ForEach(LengthUnit.allCases) { Text($0.symbol).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Output") {
                    Picker("To", selection: $to) {
                        ForEach(LengthUnit.allCases) { Text($0.symbol).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Text("\(output.formatted(.number.precision(.fractionLength(2)))) \(to.symbol)")
                        .font(.title2.monospacedDigit())
                }
                Button("Swap units") {
                    (from, to) = (to, from)
                }
                Button("Marathon") {
                    input = 42.195
                    from = .kilometers
                    inputFocused = false
                }
            }
            .navigationTitle("Length")
        }
    }
}

#Preview {
    ConverterView()
}
