// Demonstrates: class inheritance with override, deinit, an error enum with CustomStringConvertible, do/catch by type, for case let … as, objectWillChange.send().
// Source: course (Swift classes and errors lesson); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Double)
    case invalidAmount

    var description: String {
        switch self {
        case .insufficientFunds(let needed):
            return "Insufficient funds: need \(String(format: "%.2f", needed)) more"
        case .invalidAmount:
            return "Invalid amount"
        }
    }
}

class Account: CustomStringConvertible {
    let owner: String
    private(set) var balance: Double

    init(owner: String, balance: Double = 0) {
        self.owner = owner
        self.balance = balance
    }

    deinit {
        print("closing account of \(owner)")
    }

    func deposit(_ amount: Double) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        balance += amount
    }

    func withdraw(_ amount: Double) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount - balance)
        }
        balance -= amount
    }

    var kind: String { "Checking" }

    var description: String {
        "\(kind)(\(owner), \(balance))"
    }
}

final class SavingsAccount: Account {
    let rate: Double

    init(owner: String, balance: Double, rate: Double) {
        self.rate = rate
        super.init(owner: owner, balance: balance)
    }

    override var kind: String { "Savings" }

    func addInterest() {
        try? deposit(balance * rate)
    }
}

class Bank: ObservableObject {
    @Published var accounts: [Account] = [
        Account(owner: "Ann", balance: 120),
        SavingsAccount(owner: "Bob", balance: 1000, rate: 0.025)
    ]
    @Published var log: [String] = []

    func attempt(_ label: String, _ action: () throws -> Void) {
        do {
            try action()
            log.append("\(label): ok")
        } catch let error as BankError {
            log.append("\(label): \(error)")
        } catch {
            log.append("\(label): unexpected \(error)")
        }
        objectWillChange.send()
        print(log.last!)
    }
}

struct BankView: View {
    @StateObject private var bank = Bank()

    var body: some View {
        List {
            ForEach(bank.accounts.indices, id: \.self) { index in
                Text(String(describing: bank.accounts[index]))
            }
            Button("Withdraw 200 from Ann") {
                bank.attempt("withdraw") { try bank.accounts[0].withdraw(200) }
            }
            Button("Deposit -5") {
                bank.attempt("deposit") { try bank.accounts[0].deposit(-5) }
            }
            Button("Interest") {
                for case let savings as SavingsAccount in bank.accounts {
                    savings.addInterest()
                }
                print(bank.accounts)
                bank.objectWillChange.send()
            }
            Button("Close Ann") {
                bank.accounts.removeFirst()
            }
        }
    }
}

#Preview {
    BankView()
}
