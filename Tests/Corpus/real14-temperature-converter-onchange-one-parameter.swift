// Demonstrates: a unit converter using the one-parameter `onChange(of:perform:)` form from iOS 14 on two fields that update each other, with a guard flag against feedback loops, `Double(text)` parsing, `NumberFormatter` with `maximumFractionDigits`, an enum of unit pairs with `convert`/`invert` closures, a `Picker` whose change clears the fields, and a history recorded from `onChange`.
// Source: Stack Overflow question (two TextFields updating each other with onChange, found through a search for onChange(of:) perform newValue two TextField convert celsius fahrenheit infinite loop isUpdating flag); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Conversion: String, CaseIterable, Identifiable {
    case temperature = "°C ↔ °F"
    case distance = "km ↔ mi"
    case weight = "kg ↔ lb"

    var id: String { rawValue }

    var leftUnit: String {
        switch self {
        case .temperature: return "°C"
        case .distance: return "km"
        case .weight: return "kg"
        }
    }

    var rightUnit: String {
        switch self {
        case .temperature: return "°F"
        case .distance: return "mi"
        case .weight: return "lb"
        }
    }

    func forward(_ value: Double) -> Double {
        switch self {
        case .temperature: return value * 9 / 5 + 32
        case .distance: return value * 0.621371
        case .weight: return value * 2.20462
        }
    }

    func backward(_ value: Double) -> Double {
        switch self {
        case .temperature: return (value - 32) * 5 / 9
        case .distance: return value / 0.621371
        case .weight: return value / 2.20462
        }
    }
}

let numberFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 2
    formatter.locale = Locale(identifier: "en_US")
    return formatter
}()

func formatted(_ value: Double) -> String {
    numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
}

struct ConverterView: View {
    @State private var conversion: Conversion = .temperature
    @State private var leftText = ""
    @State private var rightText = ""
    @State private var isUpdating = false
    @State private var history: [String] = []

    var body: some View {
        NavigationView {
            Form {
                Picker("Conversion", selection: $conversion) {
                    ForEach(Conversion.allCases) { c in
                        Text(c.rawValue).tag(c)
                    }
                }
                .pickerStyle(SegmentedPickerStyle())

                HStack {
                    TextField("0", text: $leftText)
                        .keyboardType(.decimalPad)
                    Text(conversion.leftUnit)
                }
                HStack {
                    TextField("0", text: $rightText)
                        .keyboardType(.decimalPad)
                    Text(conversion.rightUnit)
                }

                Button("Boiling point") {
                    conversion = .temperature
                    leftText = "100"
                }

                Section(header: Text("History")) {
                    ForEach(history.reversed(), id: \.self) { line in
                        Text(line)
                    }
                }
            }
            .navigationBarTitle("Converter")
            .onChange(of: leftText) { newValue in
                guard !isUpdating else { return }
                isUpdating = true
                if let value = Double(newValue) {
                    rightText = formatted(conversion.forward(value))
                    history.append("\(newValue) \(conversion.leftUnit) = \(rightText) \(conversion.rightUnit)")
                    print(history.last!)
                } else {
                    rightText = ""
                }
                DispatchQueue.main.async {
                    isUpdating = false
                }
            }
            .onChange(of: rightText) { newValue in
                guard !isUpdating else { return }
                isUpdating = true
                if let value = Double(newValue) {
                    leftText = formatted(conversion.backward(value))
                } else {
                    leftText = ""
                }
                DispatchQueue.main.async {
                    isUpdating = false
                }
            }
            .onChange(of: conversion) { _ in
                leftText = ""
                rightText = ""
            }
        }
    }
}

struct ConverterView_Previews: PreviewProvider {
    static var previews: some View {
        ConverterView()
    }
}
