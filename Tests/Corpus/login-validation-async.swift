// Demonstrates: a login form: computed validity, SecureField, an async service that throws a LocalizedError with associated values, defer, if let shorthand.
// Source: blog companion (async/await login); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum LoginError: LocalizedError {
    case invalidCredentials
    case locked(minutes: Int)

    var errorDescription: String? {
        switch self {
        case .invalidCredentials:
            return "Email or password is incorrect."
        case .locked(let minutes):
            return "Account locked. Try again in \(minutes) minutes."
        }
    }
}

struct AuthService {
    func login(email: String, password: String) async throws -> String {
        try await Task.sleep(for: .seconds(1))
        guard password == "hunter22" else {
            throw LoginError.invalidCredentials
        }
        return "token-\(email.count)"
    }
}

struct LoginView: View {
    @State private var email = "me@example.com"
    @State private var password = "secret"
    @State private var isLoading = false
    @State private var errorMessage: String?
    @State private var token: String?

    private let service = AuthService()

    private var isValid: Bool {
        email.contains("@") && email.contains(".") && password.count >= 6
    }

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)

            if let errorMessage {
                Text(errorMessage)
                    .foregroundColor(.red)
                    .font(.footnote)
            }

            if isLoading {
                ProgressView()
            } else {
                Button("Sign In") {
                    Task { await signIn() }
                }
                .buttonStyle(.borderedProminent)
                .disabled(!isValid)
            }

            if let token = token {
                Text("Signed in: \(token)")
            }
        }
        .padding()
    }

    @MainActor
    private func signIn() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            token = try await service.login(email: email, password: password)
        } catch {
            errorMessage = error.localizedDescription
            print("login failed:", error)
        }
    }
}

#Preview {
    LoginView()
}
