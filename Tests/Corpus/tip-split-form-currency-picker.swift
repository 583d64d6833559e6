// Demonstrates: a bill-splitting Form — TextField(value:format: .currency(code:)) from the current locale, a Picker over ForEach(2..<100) rows shown as a navigation link, a segmented tip Picker, @FocusState with a keyboard toolbar Done button, and computed totals.
import SwiftUI

struct ContentView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    private var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }

    var grandTotal: Double {
        let tipSelection = Double(tipPercentage)
        let tipValue = checkAmount / 100 * tipSelection
        return checkAmount + tipValue
    }

    var totalPerPerson: Double {
        // numberOfPeople is the picker's tag: the count itself
        let peopleCount = Double(numberOfPeople)
        return grandTotal / peopleCount
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<100, id: \.self) {
                            Text("\($0) people")
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("How much do you want to tip?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Total with tip") {
                    Text(grandTotal, format: .currency(code: currencyCode))
                        .foregroundColor(tipPercentage == 0 ? .red : .primary)
                }

                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: currencyCode))
                }

                Section {
                    Button("Try $150, 4 people, 15%") {
                        checkAmount = 150
                        numberOfPeople = 4
                        tipPercentage = 15
                        print("per person:", totalPerPerson.formatted(.number.precision(.fractionLength(2))))
                    }
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
