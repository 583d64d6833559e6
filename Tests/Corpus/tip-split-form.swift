// Demonstrates: a check-splitting Form: TextField with a currency format, a Picker over a range, a segmented percent Picker, @FocusState and a Done button, computed totals.
// Source: course (a 100-days project, day 1-3 style); written for Vivarium in that style, not copied.
// First paste: ran
//
//  ContentView.swift
//  SplitTheBill
//

import SwiftUI

struct ContentView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople + 2)
        let tipSelection = Double(tipPercentage)
        let tipValue = checkAmount / 100 * tipSelection
        let grandTotal = checkAmount + tipValue
        return grandTotal / peopleCount
    }

    var grandTotal: Double {
        checkAmount + checkAmount * Double(tipPercentage) / 100
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<100) {
                            Text("\($0) people")
                        }
                    }
                }

                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: currencyCode))
                }

                Section("Total") {
                    Text(grandTotal, format: .currency(code: currencyCode))
                        .foregroundStyle(tipPercentage == 0 ? .red : .primary)
                }
            }
            .navigationTitle("SplitTheBill")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
            .onAppear {
                checkAmount = 84.5
                print("per person:", totalPerPerson)
                print(String(format: "total %.2f", grandTotal))
            }
        }
    }
}

#Preview {
    ContentView()
}
