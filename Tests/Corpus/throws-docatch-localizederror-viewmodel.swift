// Demonstrates: a throwing validator with a LocalizedError enum, do/catch with typed catch clauses, Result(catching:) and get().
import SwiftUI

enum TransferError: LocalizedError, Equatable {
    case emptyAmount
    case notANumber(String)
    case insufficientFunds(needed: Double)

    var errorDescription: String? {
        switch self {
        case .emptyAmount:
            return "Enter an amount."
        case .notANumber(let text):
            return "\"\(text)\" is not a number."
        case .insufficientFunds(let needed):
            return String(format: "You need %.2f more.", needed)
        }
    }
}

@MainActor
final class TransferViewModel: ObservableObject {
    @Published var amountText = ""
    @Published var balance: Double = 50
    @Published var message: String?

    func parse(_ text: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw TransferError.emptyAmount }
        guard let value = Double(trimmed) else { throw TransferError.notANumber(trimmed) }
        return value
    }

    func transfer() {
        do {
            let amount = try parse(amountText)
            guard amount <= balance else {
                throw TransferError.insufficientFunds(needed: amount - balance)
            }
            balance -= amount
            message = "Sent \(amount)"
        } catch let error as TransferError {
            message = error.localizedDescription
        } catch {
            message = "Unexpected: \(error)"
        }
        print(message ?? "nil")
    }

    func preview(_ text: String) -> String {
        let result = Result { try parse(text) }
        switch result {
        case .success(let value): return "ok \(value)"
        case .failure(let error): return "failed: \(error.localizedDescription)"
        }
    }
}

struct TransferView: View {
    @StateObject private var model = TransferViewModel()

    var body: some View {
        VStack(spacing: 12) {
            Text("Balance: \(model.balance, specifier: "%.2f")")
            TextField("Amount", text: $model.amountText)
            if let message = model.message {
                Text(message).foregroundStyle(.secondary)
            }
            Button("Send empty") {
                model.amountText = ""
                model.transfer()
            }
            Button("Send abc") {
                model.amountText = "abc"
                model.transfer()
            }
            Button("Send 80") {
                model.amountText = " 80 "
                model.transfer()
            }
            Button("Send 20") {
                model.amountText = "20"
                model.transfer()
            }
            Button("Preview") {
                print(model.preview("12.5"), model.preview("x"))
                if let value = try? Result(catching: { try model.parse("7") }).get() {
                    print("got \(value)")
                }
            }
        }
        .padding()
    }
}

#Preview {
    TransferView()
}
