// Demonstrates: a sign-in form with a show/hide password eye button swapping SecureField and TextField in a ZStack, focus kept on the password field through a @FocusState enum, .textContentType(.password) and .username, .privacySensitive(), a disabled "Sign In" until valid, and an inline error Text with .transition(.opacity).
import SwiftUI

struct SignInView: View {
    enum Field { case email, password }

    @State private var email = ""
    @State private var password = ""
    @State private var showsPassword = false
    @State private var errorMessage: String?
    @FocusState private var focus: Field?

    private var isValid: Bool { email.contains("@") && password.count >= 6 }

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .textContentType(.username)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .focused($focus, equals: .email)
                .submitLabel(.next)
                .onSubmit { focus = .password }

            HStack {
                ZStack {
                    if showsPassword {
                        TextField("Password", text: $password)
                            .focused($focus, equals: .password)
                    } else {
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                    }
                }
                .textContentType(.password)
                .privacySensitive()
                Button {
                    showsPassword.toggle()
                    focus = .password
                } label: {
                    Image(systemName: showsPassword ? "eye.slash" : "eye")
                }
            }

            if let errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
                    .transition(.opacity)
            }

            Button("Sign In") {
                withAnimation {
                    errorMessage = password == "secret1" ? nil : "Wrong email or password"
                }
                print("sign in attempted, error: \(errorMessage ?? "none")")
            }
            .buttonStyle(.borderedProminent)
            .disabled(!isValid)
        }
        .textFieldStyle(.roundedBorder)
        .padding()
        .onChange(of: focus) { _, field in
            print("focus: \(String(describing: field))")
        }
    }
}

#Preview {
    SignInView()
}
