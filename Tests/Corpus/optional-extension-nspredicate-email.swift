// Demonstrates: extensions on Optional (where Wrapped == String) and on String used by a sign-up form — an orEmpty helper, NSPredicate(format: "SELF MATCHES %@") e-mail validation, a password strength enum computed from character checks, and a Submit button enabled by a computed isValid.
import SwiftUI

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

extension String {
    var isValidEmail: Bool {
        let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        return NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: self)
    }

    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

enum PasswordStrength: String {
    case weak = "Weak", fair = "Fair", strong = "Strong"

    init(_ password: String) {
        var score = 0
        if password.count >= 8 { score += 1 }
        if password.contains(where: \.isNumber) { score += 1 }
        if password.contains(where: \.isUppercase) { score += 1 }
        if password.rangeOfCharacter(from: CharacterSet.punctuationCharacters.union(.symbols)) != nil { score += 1 }
        switch score {
        case 0...1: self = .weak
        case 2...3: self = .fair
        default: self = .strong
        }
    }

    var color: Color {
        switch self {
        case .weak: .red
        case .fair: .orange
        case .strong: .green
        }
    }
}

struct SignUpForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var nickname: String?

    private var strength: PasswordStrength { PasswordStrength(password) }

    private var isValid: Bool {
        email.trimmed.isValidEmail && strength != .weak
    }

    var body: some View {
        Form {
            Section("Account") {
                TextField("Email", text: $email)
                    .textInputAutocapitalization(.never)
                    .keyboardType(.emailAddress)
                if !email.isEmpty && !email.trimmed.isValidEmail {
                    Text("That doesn't look like an e-mail address").foregroundStyle(.red)
                }
                SecureField("Password", text: $password)
                Text("Strength: \(strength.rawValue)").foregroundStyle(strength.color)
            }
            Section("Profile") {
                Text("Nickname: \(nickname.isNilOrEmpty ? "none" : nickname.orEmpty)")
                Button("Use e-mail name") {
                    nickname = email.split(separator: "@").first.map(String.init)
                }
            }
            Section {
                Button("Fill valid") {
                    email = " taylor@example.com "
                    password = "Secur3!pass"
                }
                Button("Fill invalid") {
                    email = "taylor@"
                    password = "abc"
                }
                Button("Submit") {
                    print("submitted \(email.trimmed) with a \(strength.rawValue.lowercased()) password")
                }
                .disabled(!isValid)
            }
        }
    }
}

#Preview {
    SignUpForm()
}
