// Demonstrates: Result<Success, Failure> with a custom Error enum, map and flatMap on Result, get() in a do/catch, switch over .success/.failure, a form showing the outcome.
import SwiftUI

enum SignupError: Error, Equatable {
    case tooShort(Int)
    case missingDigit
    case taken(String)
}

struct Validator {
    let takenNames: Set<String> = ["admin", "root"]

    func checkName(_ name: String) -> Result<String, SignupError> {
        let lowered = name.lowercased()
        return takenNames.contains(lowered) ? .failure(.taken(lowered)) : .success(lowered)
    }

    func checkPassword(_ password: String) -> Result<String, SignupError> {
        guard password.count >= 6 else { return .failure(.tooShort(password.count)) }
        guard password.contains(where: \.isNumber) else { return .failure(.missingDigit) }
        return .success(password)
    }

    func account(name: String, password: String) -> Result<String, SignupError> {
        checkName(name).flatMap { valid in
            checkPassword(password).map { _ in "Welcome, \(valid)!" }
        }
    }
}

struct SignupResultView: View {
    @State private var name = "Admin"
    @State private var password = "abc"
    @State private var outcome = ""
    private let validator = Validator()

    var body: some View {
        Form {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            Button("Try admin / abc") { submit() }
            Button("Try kai / secret") {
                name = "Kai"; password = "secret"
                submit()
            }
            Button("Try kai / secret7") {
                name = "Kai"; password = "secret7"
                submit()
            }
            Text(outcome)
        }
    }

    private func submit() {
        let result = validator.account(name: name, password: password)
        switch result {
        case .success(let greeting):
            outcome = greeting
        case .failure(.taken(let who)):
            outcome = "\(who) is taken"
        case .failure(let error):
            outcome = "Invalid: \(error)"
        }
        do {
            _ = try result.get()
            print("ok:", outcome)
        } catch {
            print("failed:", outcome)
        }
    }
}

#Preview {
    SignupResultView()
}
