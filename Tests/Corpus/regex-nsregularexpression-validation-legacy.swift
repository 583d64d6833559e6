// Demonstrates: validating input with `NSRegularExpression` as older answers do (`firstMatch(in:range:)` with `NSRange(location:length:)` over `utf16.count`), `NSPredicate(format: "SELF MATCHES %@")`, `range(of:options: .regularExpression)`, extracting hashtags with `matches(in:)` and `Range(match.range, in:)`, a `String` extension `var isValidEmail: Bool`, `.textInputAutocapitalization(.never)`, `.keyboardType(.emailAddress)`, `.autocorrectionDisabled()`.
// Source: Q&A answer (the much-copied "email validation in Swift" answers, pasted into a sign-up form); written for Vivarium in that style, not copied.
// First paste: failed at mount: regex-nsregularexpression-validation-legacy.swift:28:22: error: cannot find 'NSRegularExpression' in scope
import SwiftUI

extension String {
    var isValidEmail: Bool {
        let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        let predicate = NSPredicate(format: "SELF MATCHES %@", pattern)
        return predicate.evaluate(with: self)
    }

    var hasDigit: Bool {
        range(of: "[0-9]", options: .regularExpression) != nil
    }

    func hashtags() -> [String] {
        guard let regex = try? NSRegularExpression(pattern: "#(\\w+)") else { return [] }
        let range = NSRange(location: 0, length: utf16.count)
        return regex.matches(in: self, range: range).compactMap { match in
            guard let r = Range(match.range(at: 1), in: self) else { return nil }
            return String(self[r])
        }
    }
}

func isValidUsername(_ name: String) -> Bool {
    let regex = try! NSRegularExpression(pattern: "^[a-z][a-z0-9_]{2,15}$")
    let range = NSRange(location: 0, length: name.utf16.count)
    return regex.firstMatch(in: name, options: [], range: range) != nil
}

struct SignUpForm: View {
    @State private var email = ""
    @State private var username = ""
    @State private var password = ""
    @State private var bio = "Loving #swiftui and #swift"

    var body: some View {
        Form {
            Section("Account") {
                TextField("Email", text: $email)
                    .textInputAutocapitalization(.never)
                    .keyboardType(.emailAddress)
                    .autocorrectionDisabled()
                Text(email.isValidEmail ? "valid email" : "invalid email")
                TextField("Username", text: $username)
                Text(isValidUsername(username) ? "valid username" : "invalid username")
                SecureField("Password", text: $password)
                Text(password.count >= 8 && password.hasDigit ? "strong" : "weak")
            }
            Section("Bio") {
                TextField("Bio", text: $bio)
                Text("Tags: \(bio.hashtags().joined(separator: ", "))")
            }
            Button("Fill sample") {
                email = "ana@example.com"
                username = "ana_dev"
                password = "hunter22"
                print(email.isValidEmail, isValidUsername(username), password.hasDigit, "a@b".isValidEmail, isValidUsername("9lives"))
                print(bio.hashtags())
            }
        }
    }
}

#Preview {
    SignUpForm()
}
