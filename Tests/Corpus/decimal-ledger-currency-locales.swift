// Demonstrates: money math with Decimal (init from string, NSDecimalNumber-free rounding via NSDecimalRound-style helper replaced by formatted rounding), summing with reduce, NumberFormatter with .currency and a de_DE locale, Decimal.FormatStyle.Currency with .currency(code:).locale(), percent of totals, and grouping transactions by month with DateComponents.
// Source: blog companion (a "don't use Double for money" article's ledger sample); written for Vivarium in that style, not copied.
// First paste: failed at load: decimal-ledger-currency-locales.swift:27:16: error: not supported in the playground: 'NSDecimalNumber'
import SwiftUI

struct Transaction: Identifiable {
    let id = UUID()
    let title: String
    let amount: Decimal
    let day: Int
}

@Observable
final class Ledger {
    var transactions: [Transaction] = [
        Transaction(title: "Salary", amount: Decimal(string: "2500.00")!, day: 1),
        Transaction(title: "Rent", amount: Decimal(string: "-950.50")!, day: 2),
        Transaction(title: "Coffee", amount: Decimal(string: "-3.35")!, day: 2),
        Transaction(title: "Refund", amount: Decimal(string: "0.10")!, day: 9),
    ]

    var balance: Decimal { transactions.reduce(Decimal.zero) { $0 + $1.amount } }
    var spent: Decimal { transactions.filter { $0.amount < 0 }.reduce(0) { $0 - $1.amount } }

    func share(of transaction: Transaction) -> Double {
        guard spent > 0, transaction.amount < 0 else { return 0 }
        return NSDecimalNumber(decimal: -transaction.amount / spent).doubleValue
    }

    static let german: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "de_DE")
        formatter.currencyCode = "EUR"
        return formatter
    }()
}

struct LedgerView: View {
    @State private var ledger = Ledger()

    var body: some View {
        List {
            ForEach(ledger.transactions) { transaction in
                HStack {
                    Text(transaction.title)
                    Spacer()
                    Text(transaction.amount, format: .currency(code: "USD"))
                }
            }
            LabeledContent("Balance", value: ledger.balance, format: .currency(code: "USD"))
            Text("Spent \(ledger.spent.formatted(.currency(code: "EUR").locale(Locale(identifier: "de_DE"))))")
            Button("Add cents") {
                ledger.transactions.append(Transaction(title: "Cents", amount: Decimal(string: "0.1")! + Decimal(string: "0.2")!, day: 10))
                print("0.1 + 0.2 == 0.3:", Decimal(string: "0.1")! + Decimal(string: "0.2")! == Decimal(string: "0.3")!, (0.1 + 0.2) == 0.3)
            }
            Button("Report") {
                print(Ledger.german.string(from: NSDecimalNumber(decimal: ledger.balance)) ?? "?")
                for transaction in ledger.transactions where transaction.amount < 0 {
                    print(transaction.title, ledger.share(of: transaction).formatted(.percent.precision(.fractionLength(1))))
                }
            }
        }
    }
}

#Preview {
    LedgerView()
}
