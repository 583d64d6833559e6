// Demonstrates: an actor guarding a balance, async calls with await from a Task in a button, an error thrown from an actor method, nonisolated let, a view model publishing results on the main actor.
import SwiftUI

enum BankError: Error {
    case insufficientFunds(needed: Int)
}

actor BankAccount {
    nonisolated let owner: String
    private(set) var balance: Int
    private var history: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Int) throws {
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount - balance)
        }
        balance -= amount
        history.append("-\(amount)")
    }

    func statement() -> String {
        history.joined(separator: " ")
    }
}

@MainActor
final class WalletViewModel: ObservableObject {
    @Published var balanceText = ""
    @Published var message = ""
    let account = BankAccount(owner: "Robin", balance: 100)

    func refresh() async {
        let balance = await account.balance
        balanceText = "\(account.owner): \(balance)"
    }

    func spend(_ amount: Int) async {
        do {
            try await account.withdraw(amount)
            message = "Spent \(amount)"
        } catch BankError.insufficientFunds(let needed) {
            message = "Short by \(needed)"
        } catch {
            message = "Unexpected"
        }
        await refresh()
        print(message, await account.statement())
    }
}

struct WalletView: View {
    @StateObject private var model = WalletViewModel()

    var body: some View {
        VStack(spacing: 12) {
            Text(model.balanceText)
            Text(model.message).foregroundStyle(.secondary)
            Button("Spend 30") { Task { await model.spend(30) } }
            Button("Spend 200") { Task { await model.spend(200) } }
            Button("Deposit 50") {
                Task {
                    await model.account.deposit(50)
                    await model.refresh()
                }
            }
        }
        .task { await model.refresh() }
    }
}

#Preview {
    WalletView()
}
