// Demonstrates: a length converter: an enum with a computed factor by switch, segmented Pickers, tuple swap of two @State values, Measurement conversion.
// Source: course (a 100-days challenge: unit conversion); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum LengthUnit: String, CaseIterable, Identifiable {
    case meters = "m"
    case kilometers = "km"
    case feet = "ft"
    case miles = "mi"

    var id: String { rawValue }

    var metersPerUnit: Double {
        switch self {
        case .meters: return 1
        case .kilometers: return 1000
        case .feet: return 0.3048
        case .miles: return 1609.344
        }
    }
}

struct ConverterView: View {
    @State private var input = 5.0
    @State private var from: LengthUnit = .kilometers
    @State private var to: LengthUnit = .miles

    var result: Double {
        input * from.metersPerUnit / to.metersPerUnit
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Input") {
                    TextField("Value", value: $input, format: .number)
                    Picker("From", selection: $from) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Output") {
                    Picker("To", selection: $to) {
                        ForEach(LengthUnit.allCases, id: \.self) {
                            Text($0.rawValue)
                        }
                    }
                    .pickerStyle(.segmented)
                    Text("\(result, specifier: "%.3f") \(to.rawValue)")
                }
                Button("Swap units") {
                    (from, to) = (to, from)
                    print("\(input) \(from.rawValue) = \(result) \(to.rawValue)")
                    let measured = Measurement(value: input, unit: UnitLength.kilometers)
                    print(measured.converted(to: .miles).value.rounded())
                }
            }
            .navigationTitle("Converter")
        }
    }
}

#Preview {
    ConverterView()
}
