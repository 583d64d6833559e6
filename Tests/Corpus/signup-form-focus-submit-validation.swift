// Demonstrates: a sign-up Form moving focus with @FocusState and onSubmit, submitLabel, trimming and validating input in computed properties, and a disabled submit button.
import SwiftUI

struct SignUpForm: View {
    enum Field: Hashable {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var submitted = false
    @FocusState private var focusedField: Field?

    private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    private var emailIsValid: Bool {
        let parts = email.split(separator: "@")
        return parts.count == 2 && parts[1].contains(".")
    }

    private var passwordProblems: [String] {
        var problems: [String] = []
        if password.count < 8 { problems.append("at least 8 characters") }
        if !password.contains(where: \.isNumber) { problems.append("a number") }
        if !password.contains(where: \.isUppercase) { problems.append("an uppercase letter") }
        return problems
    }

    private var canSubmit: Bool { !trimmedName.isEmpty && emailIsValid && passwordProblems.isEmpty }

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .submitLabel(.next)
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.join)
            }
            if !password.isEmpty && !passwordProblems.isEmpty {
                Section("Password needs") {
                    ForEach(passwordProblems, id: \.self) { Text($0) }
                }
            }
            Section {
                Button("Create account") {
                    submitted = true
                    print("welcome, \(trimmedName)")
                }
                .disabled(!canSubmit)
                Button("Fill example") {
                    name = "  Ada Lovelace "
                    email = "ada@example.com"
                    password = "Analytical1"
                    focusedField = .password
                }
            }
            if submitted {
                Text("Account created for \(email)")
            }
        }
        .onSubmit {
            switch focusedField {
            case .name: focusedField = .email
            case .email: focusedField = .password
            default:
                focusedField = nil
                print("submit tapped, valid: \(canSubmit)")
            }
        }
        .onAppear { focusedField = .name }
    }
}

#Preview {
    SignUpForm()
}
