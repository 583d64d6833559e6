// Demonstrates: Swift 5.7 Regex literals in a form's validation: /…/ and #/…/# literals, wholeMatch(of:), firstMatch(of:) with named captures, contains(_:) of a regex, replacing(_:with:), ranges(of:), an enum of rules with computed Regex-free checks, @FocusState across fields.
// Source: blog post (a Regex-in-SwiftUI validation article); written for Vivarium in that style, not copied.
// First paste: failed at tap "Fill example": regex-literal-signup-validation.swift:40:29: error: not supported in the playground: 'domain' on Tuple (not in the playground's standard library yet)
import SwiftUI

enum PasswordRule: String, CaseIterable, Identifiable {
    case length = "At least 8 characters"
    case digit = "Contains a digit"
    case upper = "Contains an uppercase letter"
    case symbol = "Contains a symbol"

    var id: String { rawValue }

    func isSatisfied(by password: String) -> Bool {
        switch self {
        case .length: return password.count >= 8
        case .digit: return password.contains(/\d/)
        case .upper: return password.contains(/[A-Z]/)
        case .symbol: return password.contains(/[^A-Za-z0-9]/)
        }
    }
}

struct SignUpForm {
    var username = ""
    var email = ""
    var phone = ""
    var password = ""

    var usernameIsValid: Bool {
        username.wholeMatch(of: /[a-z][a-z0-9_]{2,15}/) != nil
    }

    var emailIsValid: Bool {
        email.wholeMatch(of: #/[^@\s]+@[^@\s]+\.[a-z]{2,}/#) != nil
    }

    var emailDomain: String? {
        guard let match = email.firstMatch(of: /@(?<domain>[^@\s]+)$/) else { return nil }
        return String(match.domain)
    }

    var digitsOnlyPhone: String {
        phone.replacing(/[^0-9]/, with: "")
    }

    var failedRules: [PasswordRule] {
        PasswordRule.allCases.filter { !$0.isSatisfied(by: password) }
    }

    var canSubmit: Bool {
        usernameIsValid && emailIsValid && failedRules.isEmpty && digitsOnlyPhone.count == 10
    }
}

struct SignUpView: View {
    enum Field: Hashable { case username, email, phone, password }

    @State private var form = SignUpForm()
    @FocusState private var focus: Field?
    @State private var submitted = false

    var body: some View {
        Form {
            Section("Account") {
                TextField("Username", text: $form.username)
                    .focused($focus, equals: .username)
                TextField("Email", text: $form.email)
                    .focused($focus, equals: .email)
                if let domain = form.emailDomain {
                    Text("Domain: \(domain)").font(.caption)
                }
                TextField("Phone", text: $form.phone)
                    .focused($focus, equals: .phone)
                Text("Digits: \(form.digitsOnlyPhone)")
            }
            Section("Password") {
                SecureField("Password", text: $form.password)
                    .focused($focus, equals: .password)
                ForEach(PasswordRule.allCases) { rule in
                    Label(rule.rawValue, systemImage: rule.isSatisfied(by: form.password) ? "checkmark.circle.fill" : "xmark.circle")
                }
            }
            Section {
                Button("Fill example") {
                    form.username = "taylor_99"
                    form.email = "taylor@example.org"
                    form.phone = "(555) 123-4567"
                    form.password = "Secr3t!pass"
                    let words = "one two  three".ranges(of: /\s+/).count
                    print("gaps: \(words)")
                    print("valid: \(form.usernameIsValid) \(form.emailIsValid) \(form.failedRules.map(\.rawValue))")
                }
                Button("Submit") {
                    submitted = true
                    print("submitted \(form.username) at \(form.emailDomain ?? "?")")
                }
                .disabled(!form.canSubmit)
            }
            if submitted {
                Text("Welcome, \(form.username)!")
            }
        }
    }
}

#Preview {
    SignUpView()
}
