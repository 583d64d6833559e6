// Demonstrates: a login form — @FocusState with an enum, onSubmit moving focus, computed validation, a custom ButtonStyle, an async sign-in with a loading flag.
import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
    var isEnabled = true

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding()
            .background(isEnabled ? Color.accentColor : Color.gray)
            .foregroundColor(.white)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

enum LoginError: Error {
    case invalidCredentials
}

struct LoginView: View {
    private enum Field: Hashable {
        case email
        case password
    }

    @State private var email = ""
    @State private var password = ""
    @State private var isSigningIn = false
    @State private var errorMessage: String?
    @State private var signedInUser: String?
    @FocusState private var focusedField: Field?

    private var isFormValid: Bool {
        email.contains("@") && password.count >= 6
    }

    var body: some View {
        VStack(spacing: 16) {
            if let signedInUser {
                Text("Signed in as \(signedInUser)")
                Button("Sign out") {
                    self.signedInUser = nil
                    password = ""
                }
            } else {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .autocorrectionDisabled()
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .password }

                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
                    .onSubmit(signIn)

                if let errorMessage {
                    Text(errorMessage)
                        .font(.footnote)
                        .foregroundColor(.red)
                }

                Button(action: signIn) {
                    if isSigningIn {
                        ProgressView()
                    } else {
                        Text("Sign In")
                    }
                }
                .buttonStyle(PrimaryButtonStyle(isEnabled: isFormValid))
                .disabled(!isFormValid || isSigningIn)

                Button("Fill demo account") {
                    email = "demo@example.com"
                    password = "hunter22"
                    focusedField = nil
                }
            }
        }
        .textFieldStyle(.roundedBorder)
        .padding()
        .onAppear { focusedField = .email }
    }

    private func signIn() {
        guard isFormValid else { return }
        isSigningIn = true
        errorMessage = nil
        Task {
            do {
                signedInUser = try await authenticate(email: email, password: password)
            } catch {
                errorMessage = "Wrong email or password."
            }
            isSigningIn = false
        }
    }

    private func authenticate(email: String, password: String) async throws -> String {
        try await Task.sleep(nanoseconds: 500_000_000)
        guard password == "hunter22" else { throw LoginError.invalidCredentials }
        return email
    }
}

#Preview {
    LoginView()
}
