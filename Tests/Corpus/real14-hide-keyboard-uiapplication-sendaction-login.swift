// Demonstrates: a login form with the classic keyboard-dismiss helper `extension UIApplication { func endEditing() { sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) } }` called from `.onTapGesture` and a button, `SecureField`, validation in computed properties (`contains("@")`, `count >= 8`), a fake sign-in with `DispatchQueue.main.asyncAfter`, `ProgressView` while busy, and an error shown with `Alert`.
// Source: Stack Overflow answer (the most-voted "how to hide keyboard in SwiftUI" answer reused in a login screen, found through a search for UIApplication endEditing sendAction selector resignFirstResponder to nil from nil for nil); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UIKit

extension UIApplication {
    func endEditing() {
        sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

final class LoginViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var loggedInUser: String?

    var emailIsValid: Bool {
        email.contains("@") && email.contains(".")
    }

    var passwordIsValid: Bool {
        password.count >= 8
    }

    var canSubmit: Bool {
        emailIsValid && passwordIsValid && !isLoading
    }

    func login() {
        isLoading = true
        errorMessage = nil
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.isLoading = false
            if self.password == "password123" {
                self.loggedInUser = self.email
                print("logged in as \(self.email)")
            } else {
                self.errorMessage = "Wrong email or password."
                print("login failed")
            }
        }
    }

    func fillDemo(correct: Bool) {
        email = "demo@example.com"
        password = correct ? "password123" : "letmein99"
    }
}

struct ValidationLabel: View {
    let text: String
    let ok: Bool

    var body: some View {
        HStack {
            Image(systemName: ok ? "checkmark.circle.fill" : "xmark.circle")
                .foregroundColor(ok ? .green : .red)
            Text(text)
                .font(.caption)
        }
    }
}

struct LoginView: View {
    @StateObject private var viewModel = LoginViewModel()

    var body: some View {
        if let user = viewModel.loggedInUser {
            VStack {
                Text("Welcome, \(user)!")
                    .font(.title)
                Button("Log out") {
                    viewModel.loggedInUser = nil
                    viewModel.password = ""
                }
            }
        } else {
            VStack(alignment: .leading, spacing: 16) {
                Text("Sign in")
                    .font(.largeTitle)
                    .bold()
                TextField("Email", text: $viewModel.email)
                    .keyboardType(.emailAddress)
                    .autocapitalization(.none)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                ValidationLabel(text: "Valid email", ok: viewModel.emailIsValid)
                SecureField("Password", text: $viewModel.password)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                ValidationLabel(text: "At least 8 characters", ok: viewModel.passwordIsValid)

                HStack {
                    Button("Demo (wrong)") { viewModel.fillDemo(correct: false) }
                    Spacer()
                    Button("Demo (right)") { viewModel.fillDemo(correct: true) }
                }

                Button(action: {
                    UIApplication.shared.endEditing()
                    viewModel.login()
                }) {
                    HStack {
                        Spacer()
                        if viewModel.isLoading {
                            ProgressView()
                        } else {
                            Text("Log in")
                        }
                        Spacer()
                    }
                    .padding()
                    .background(viewModel.canSubmit ? Color.blue : Color.gray)
                    .foregroundColor(.white)
                    .cornerRadius(8)
                }
                .disabled(!viewModel.canSubmit)
                Spacer()
            }
            .padding()
            .contentShape(Rectangle())
            .onTapGesture {
                UIApplication.shared.endEditing()
            }
            .alert(isPresented: Binding(
                get: { viewModel.errorMessage != nil },
                set: { if !$0 { viewModel.errorMessage = nil } }
            )) {
                Alert(title: Text("Login failed"), message: Text(viewModel.errorMessage ?? ""), dismissButton: .default(Text("OK")))
            }
        }
    }
}

struct LoginView_Previews: PreviewProvider {
    static var previews: some View {
        LoginView()
    }
}
