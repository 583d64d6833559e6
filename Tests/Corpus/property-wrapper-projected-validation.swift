// Demonstrates: a property wrapper with a projectedValue of its own type (a validation report reached through `$email`), wrapper arguments, and use inside an ObservableObject form model.
import SwiftUI

struct ValidationReport {
    let isValid: Bool
    let message: String
}

@propertyWrapper
struct Validated {
    private var value: String
    private let rule: (String) -> Bool
    private let hint: String

    init(wrappedValue: String, hint: String, _ rule: @escaping (String) -> Bool) {
        self.value = wrappedValue
        self.rule = rule
        self.hint = hint
    }

    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }

    var projectedValue: ValidationReport {
        rule(value) ? ValidationReport(isValid: true, message: "ok") : ValidationReport(isValid: false, message: hint)
    }
}

final class ContactForm: ObservableObject {
    @Validated(hint: "needs an @", { $0.contains("@") })
    var email = "" {
        willSet { objectWillChange.send() }
    }

    @Validated(hint: "3+ letters", { $0.count >= 3 })
    var nickname = "jo" {
        willSet { objectWillChange.send() }
    }

    var canSubmit: Bool { $email.isValid && $nickname.isValid }
}

struct ContactFormView: View {
    @StateObject private var form = ContactForm()

    var body: some View {
        Form {
            HStack {
                Text("Email: '\(form.email)'")
                Spacer()
                Text(form.$email.message)
            }
            HStack {
                Text("Nickname: '\(form.nickname)'")
                Spacer()
                Text(form.$nickname.message)
            }
            Button("Type email") { form.email = "  me@example.com " }
            Button("Longer nickname") { form.nickname += "ey" }
            Button("Submit") { print("submitted \(form.email)") }
                .disabled(!form.canSubmit)
        }
    }
}

#Preview {
    ContactFormView()
}
