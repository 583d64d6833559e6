// Demonstrates: a sign-up form moving focus with `@FocusState private var focusedField: Field?` over `enum Field: Hashable`, `.focused($focusedField, equals: .email)`, `.submitLabel(.next)` / `.submitLabel(.done)`, `.onSubmit { … }` switching on the focused field, a toolbar `ToolbarItemGroup(placement: .keyboard)`, `.textInputAutocapitalization(.never)`, `SecureField` and an initial focus set in `.onAppear`.
// Source: course (a course's lesson on keyboard handling and FocusState with a sign-up form, found through a search for FocusState enum Field Hashable focused equals submitLabel onSubmit); written for Vivarium in that style, not copied.
// First paste: ran
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

    private var canSubmit: Bool {
        !name.isEmpty && email.contains("@") && password.count >= 8
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.next)
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.done)
                Section {
                    Button("Create account", action: submit)
                        .disabled(!canSubmit)
                    Button("Fill sample") {
                        name = "Ada"
                        email = "ada@example.com"
                        password = "analytical"
                        focusedField = .password
                    }
                }
                if submitted {
                    Text("Welcome, \(name)!")
                }
                Text("Focused: \(String(describing: focusedField))")
                    .font(.caption)
            }
            .onSubmit {
                switch focusedField {
                case .name: focusedField = .email
                case .email: focusedField = .password
                default: submit()
                }
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
            .navigationTitle("Sign up")
            .onAppear { focusedField = .name }
        }
    }

    private func submit() {
        guard canSubmit else { return }
        focusedField = nil
        submitted = true
    }
}

#Preview {
    SignUpForm()
}
