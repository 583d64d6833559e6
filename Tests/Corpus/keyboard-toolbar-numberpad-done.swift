// Demonstrates: a budget entry form — TextField(value:format:.number) with a decimal pad, @FocusState across two fields, a keyboard toolbar with Previous/Next/Done, and a computed remaining amount.
import SwiftUI

struct BudgetForm: View {
    enum Field: CaseIterable { case income, rent }

    @State private var income: Double?
    @State private var rent: Double?
    @FocusState private var focus: Field?

    private var remaining: Double { (income ?? 0) - (rent ?? 0) }

    var body: some View {
        Form {
            TextField("Monthly income", value: $income, format: .number)
                .keyboardType(.decimalPad)
                .focused($focus, equals: .income)
            TextField("Rent", value: $rent, format: .number)
                .keyboardType(.decimalPad)
                .focused($focus, equals: .rent)
            LabeledContent("Remaining", value: remaining, format: .currency(code: "USD"))
            Button("Fill") {
                income = 4200
                rent = 1650.5
            }
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Button("Previous") { focus = .income }
                    .disabled(focus == .income)
                Button("Next") { focus = .rent }
                    .disabled(focus == .rent)
                Spacer()
                Button("Done") { focus = nil }
            }
        }
        .onChange(of: remaining) { _, value in
            print("remaining \(value)")
        }
    }
}

#Preview {
    NavigationStack { BudgetForm() }
}
