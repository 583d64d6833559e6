// Demonstrates: a signup Form with @FocusState over an enum, onSubmit moving focus, validation problems listed, submitLabel.
// Source: book sample project (forms and focus); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct SignupForm: View {
    enum Field: Hashable {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @State private var submitted = false

    private var problems: [String] {
        var list: [String] = []
        if name.trimmingCharacters(in: .whitespaces).count < 2 { list.append("Name is too short") }
        if !email.contains("@") { list.append("Email needs an @") }
        if password.count < 8 { list.append("Password needs 8 characters") }
        return list
    }

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .keyboardType(.emailAddress)
                    .submitLabel(.next)
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.done)
            }
            .onSubmit {
                switch focusedField {
                case .name: focusedField = .email
                case .email: focusedField = .password
                default: focusedField = nil
                }
            }
            if !problems.isEmpty {
                Section("Fix these") {
                    ForEach(problems, id: \.self) { Text($0).foregroundStyle(.red) }
                }
            }
            Button("Fill example") {
                name = "Ada"
                email = "ada@example.com"
                password = "analytical"
                focusedField = .password
                print(problems.isEmpty ? "valid" : problems.joined(separator: "; "), String(describing: focusedField))
            }
            Button("Sign up") {
                submitted = true
                focusedField = nil
            }
            .disabled(!problems.isEmpty)
        }
        .onAppear { focusedField = .name }
    }
}

#Preview {
    SignupForm()
}
