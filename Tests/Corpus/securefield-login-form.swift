// Demonstrates: a login Form with TextField, SecureField, a disabled Button and a validation message.
//
//  LoginView.swift
//

import SwiftUI

class LoginViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var message = ""

    var canSubmit: Bool {
        !username.isEmpty && password.count >= 4
    }

    func submit() {
        message = canSubmit ? "Welcome, \(username)" : "Missing credentials"
        print("submit: \(message)")
    }
}

struct LoginView: View {
    @StateObject var viewModel = LoginViewModel()

    var body: some View {
        Form {
            Section("Account") {
                TextField("Username", text: $viewModel.username)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                SecureField("Password", text: $viewModel.password)
            }
            Button("Sign in") { viewModel.submit() }
                .disabled(!viewModel.canSubmit)
            Button("Fill demo account") {
                viewModel.username = "demo"
                viewModel.password = "secret"
            }
            if !viewModel.message.isEmpty {
                Text(viewModel.message)
            }
        }
    }
}

struct LoginView_Previews: PreviewProvider {
    static var previews: some View {
        LoginView()
    }
}
