// Demonstrates: the FocusState documentation shape: an optional enum `@FocusState private var focusedField: Field?`, `.focused($focusedField, equals: .username)`, a sign-in button that moves focus to the first empty field, `.onSubmit` advancing focus with `.submitLabel(.next)` and `.submitLabel(.go)`, and `.defaultFocus` on the form.
// Source: Apple documentation snippet (the FocusState and focused(_:equals:) API pages' login form example, found through a search for FocusState focusedField equals username password signIn onSubmit submitLabel); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @State private var message = "Not signed in"
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)

            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .username
                } else if password.isEmpty {
                    focusedField = .password
                } else {
                    handleLogin(username, password)
                }
            }
            Button("Fill in") {
                username = "taylor"
                password = "hunter2"
            }
            Text(message)
            Text("Focused: \(String(describing: focusedField))")
        }
        .onSubmit {
            switch focusedField {
            case .username:
                focusedField = .password
            case .password:
                handleLogin(username, password)
            case nil:
                break
            }
        }
        .defaultFocus($focusedField, .username)
    }

    func handleLogin(_ user: String, _ pass: String) {
        focusedField = nil
        message = "Signed in as \(user) (\(pass.count) characters)"
        print(message)
    }
}

#Preview {
    LoginForm()
}
