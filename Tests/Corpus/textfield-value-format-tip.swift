// Demonstrates: TextField(value:format:) with .number and .currency(code:), a keyboard toolbar with ToolbarItemGroup(placement: .keyboard), @FocusState Bool, a tip calculator with computed totals.
import SwiftUI

struct TipCalculator: View {
    @State private var amount = 42.0
    @State private var people = 2
    @State private var tipPercent = 15
    @FocusState private var amountFocused: Bool

    private let tips = [10, 15, 20, 25]

    private var total: Double {
        amount * (1 + Double(tipPercent) / 100)
    }

    private var perPerson: Double {
        total / Double(max(people, 1))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Bill") {
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                    Stepper("\(people) people", value: $people, in: 1...20)
                }
                Section("Tip") {
                    Picker("Tip", selection: $tipPercent) {
                        ForEach(tips, id: \.self) { Text("\($0)%") }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Each pays") {
                    Text(perPerson, format: .currency(code: "USD"))
                    Text("Total \(total.formatted(.number.precision(.fractionLength(2))))")
                }
            }
            .navigationTitle("Tip")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountFocused = false }
                }
            }
        }
    }
}

#Preview {
    TipCalculator()
}
