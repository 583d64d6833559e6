// Demonstrates: a units converter over Foundation's `Dimension` classes: `let units: [UnitLength] = [.meters, .kilometers, .feet, .miles]` in a `Picker` tagged with the unit instances, `Measurement(value: input, unit: inputUnit).converted(to: outputUnit)`, a `MeasurementFormatter` with `unitOptions = .providedUnit` and `numberFormatter.maximumFractionDigits = 2`, a `TextField("Value", value: $input, format: .number)` with `.keyboardType(.decimalPad)`, and a segmented switch between length and temperature stored as `[Dimension]`.
// Source: learner's app (a 100 Days of SwiftUI "challenge day" unit converter that used Dimension and MeasurementFormatter, found through a search for UnitLength Dimension Picker MeasurementFormatter providedUnit); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ConverterView: View {
    @State private var input = 100.0
    @State private var category = 0
    @State private var inputUnit: Dimension = UnitLength.meters
    @State private var outputUnit: Dimension = UnitLength.feet

    let categories = ["Length", "Temperature"]
    let unitTypes: [[Dimension]] = [
        [UnitLength.meters, UnitLength.kilometers, UnitLength.feet, UnitLength.miles],
        [UnitTemperature.celsius, UnitTemperature.fahrenheit, UnitTemperature.kelvin]
    ]

    let formatter: MeasurementFormatter = {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        formatter.unitStyle = .medium
        formatter.numberFormatter.maximumFractionDigits = 2
        return formatter
    }()

    var result: String {
        let measurement = Measurement(value: input, unit: inputUnit)
        return formatter.string(from: measurement.converted(to: outputUnit))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Value", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                    Picker("Category", selection: $category) {
                        ForEach(0..<categories.count, id: \.self) {
                            Text(categories[$0])
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Convert") {
                    Picker("From", selection: $inputUnit) {
                        ForEach(unitTypes[category], id: \.self) { unit in
                            Text(formatter.string(from: unit)).tag(unit)
                        }
                    }
                    Picker("To", selection: $outputUnit) {
                        ForEach(unitTypes[category], id: \.self) { unit in
                            Text(formatter.string(from: unit)).tag(unit)
                        }
                    }
                }
                Section("Result") {
                    Text(result)
                }
            }
            .navigationTitle("Converter")
            .onChange(of: category) { newCategory in
                inputUnit = unitTypes[newCategory][0]
                outputUnit = unitTypes[newCategory][1]
            }
        }
    }
}

#Preview {
    ConverterView()
}
