// Demonstrates: typed throws (`throws(SignupError)`), an exhaustive catch over the typed error, Result(catching:) with a typed closure, try? and defer ordering in a validator.
import SwiftUI

enum SignupError: Error, CustomStringConvertible {
    case emptyName
    case shortPassword(minimum: Int)
    case mismatch

    var description: String {
        switch self {
        case .emptyName: "Name is required"
        case .shortPassword(let minimum): "Password needs \(minimum)+ characters"
        case .mismatch: "Passwords differ"
        }
    }
}

struct Validator {
    private(set) var checks = 0

    mutating func validate(name: String, password: String, confirm: String) throws(SignupError) {
        checks += 1
        defer { print("validated attempt \(checks)") }
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw .emptyName }
        guard password.count >= 6 else { throw SignupError.shortPassword(minimum: 6) }
        if password != confirm { throw .mismatch }
    }
}

struct SignupForm: View {
    @State private var name = ""
    @State private var password = "abc"
    @State private var confirm = "abc"
    @State private var validator = Validator()
    @State private var status = "Fill the form"

    var body: some View {
        Form {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            SecureField("Confirm", text: $confirm)
            Text(status)
            Button("Sign up") { submit() }
            Button("Fill sample") {
                name = "Lee"
                password = "secret1"
                confirm = "secret2"
            }
            Button("Fix confirm") { confirm = password }
        }
    }

    private func submit() {
        do {
            try validator.validate(name: name, password: password, confirm: confirm)
            status = "Welcome, \(name)! (\(validator.checks) tries)"
        } catch {
            switch error {
            case .emptyName, .mismatch:
                status = error.description
            case .shortPassword(let minimum):
                status = "Too short (min \(minimum))"
            }
        }
    }
}

#Preview {
    SignupForm()
}
