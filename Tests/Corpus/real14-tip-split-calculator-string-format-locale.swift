// Demonstrates: a bill splitter in the WeSplit shape: `Form` sections, a `TextField` bound to a `Double` with `format: .currency(code: Locale.current.currencyCode ?? "USD")`, a `Picker("Number of people", selection:)` over `2..<100` whose tag is the index, a segmented tip picker over `[10, 15, 20, 25, 0]`, computed `totalPerPerson`, a `String(format: "%.2f")` summary, `@FocusState` with a keyboard toolbar `Done` button, and a conditional red total when there is no tip.
// Source: online course (a free 100-day course's first project, extended by a learner, found through a search for WeSplit checkAmount numberOfPeople tipPercentage totalPerPerson Locale.current.currencyCode FocusState amountIsFocused); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct SplitView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var currencyCode: String {
        Locale.current.currencyCode ?? "USD"
    }

    var grandTotal: Double {
        let tipValue = checkAmount / 100 * Double(tipPercentage)
        return checkAmount + tipValue
    }

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople + 2)
        return grandTotal / peopleCount
    }

    var body: some View {
        NavigationView {
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

                Section(header: Text("How much tip do you want to leave?")) {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section(header: Text("Total with tip")) {
                    Text(grandTotal, format: .currency(code: currencyCode))
                        .foregroundColor(tipPercentage == 0 ? .red : .primary)
                }

                Section(header: Text("Amount per person")) {
                    Text(totalPerPerson, format: .currency(code: currencyCode))
                    Text("Each of \(numberOfPeople + 2) pays " + String(format: "%.2f", totalPerPerson))
                        .font(.footnote)
                }

                Section {
                    Button("Dinner for 4, $84.50") {
                        checkAmount = 84.5
                        numberOfPeople = 2
                        print(String(format: "grand %.2f, each %.2f", grandTotal, totalPerPerson))
                    }
                    Button("No tip") {
                        tipPercentage = 0
                    }
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
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

struct SplitView_Previews: PreviewProvider {
    static var previews: some View {
        SplitView()
    }
}
