// Demonstrates: a tip calculator — TextField(value:format:) with .number and .currency, @FocusState Bool, a keyboard toolbar Done button, and a computed total.
import SwiftUI

struct TipCalculatorView: View {
    @State private var billAmount: Double = 0
    @State private var people = 2
    @State private var tipPercentage = 15
    @FocusState private var amountIsFocused: Bool

    private let tipPercentages = [10, 15, 20, 25, 0]
    private var currencyCode: String { Locale.current.currency?.identifier ?? "USD" }

    private var totalPerPerson: Double {
        let tip = billAmount / 100 * Double(tipPercentage)
        return (billAmount + tip) / Double(people)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $billAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Picker("Number of people", selection: $people) {
                        ForEach(2..<10, id: \.self) {
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
                Section {
                    Button("Fill sample bill") {
                        billAmount = 84.5
                        amountIsFocused = true
                    }
                    Button("Split four ways") { people = 4 }
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                if amountIsFocused {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") {
                            amountIsFocused = false
                        }
                    }
                }
            }
        }
    }
}

#Preview {
    TipCalculatorView()
}
