// Demonstrates: Swift 6 code in a sign-up form: a `func validate() throws(ValidationError)` with a typed `catch` whose `error` is the enum (no cast), `if`/`switch` used as expressions for a message and a colour (`let tint: Color = switch strength { ... }`), `let label = if ok { ... } else { ... }`, and a `Result<Void, ValidationError>` from `Result { try ... }` with a typed closure.
// Source: blog post (a "Swift 6 typed throws in practice" article with a form validator, found through a search for throws(ValidationError) typed throws catch error enum switch expression let tint Color); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum ValidationError: Error, Equatable {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case mismatch
}

enum Strength {
    case weak, fair, strong
}

struct SignUp {
    var email = ""
    var password = ""
    var confirmation = ""

    func validate() throws(ValidationError) {
        if email.isEmpty { throw .empty(field: "email") }
        if password.count < 8 { throw .tooShort(field: "password", minimum: 8) }
        guard password == confirmation else { throw .mismatch }
    }

    var strength: Strength {
        switch password.count {
        case ..<8: .weak
        case 8..<12: .fair
        default: .strong
        }
    }
}

struct SignUpView: View {
    @State private var form = SignUp()
    @State private var message = ""

    var body: some View {
        let tint: Color = switch form.strength {
        case .weak: .red
        case .fair: .orange
        case .strong: .green
        }
        Form {
            TextField("Email", text: $form.email)
            SecureField("Password", text: $form.password)
            SecureField("Confirm", text: $form.confirmation)
            Text("Strength: \(String(describing: form.strength))")
                .foregroundStyle(tint)
            Button("Fill short") {
                form = SignUp(email: "a@b.co", password: "abc", confirmation: "abc")
            }
            Button("Fill mismatched") {
                form = SignUp(email: "a@b.co", password: "correcthorse", confirmation: "correcthorsf")
            }
            Button("Fill good") {
                form = SignUp(email: "a@b.co", password: "correcthorsebattery", confirmation: "correcthorsebattery")
            }
            Button("Create account") {
                submit()
            }
            Text(message)
        }
    }

    func submit() {
        do {
            try form.validate()
            message = "Welcome!"
        } catch {
            message = switch error {
            case .empty(let field): "Please enter your \(field)."
            case .tooShort(let field, let minimum): "Your \(field) needs \(minimum) characters."
            case .mismatch: "Passwords do not match."
            }
        }
        let ok = message == "Welcome!"
        let label = if ok { "✅" } else { "❌" }
        print(label, message)
    }
}

#Preview {
    SignUpView()
}
