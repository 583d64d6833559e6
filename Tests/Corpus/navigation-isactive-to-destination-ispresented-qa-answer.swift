// Demonstrates: a Q&A answer migrating the deprecated NavigationLink(isActive:) to navigationDestination(isPresented:): a login that validates then pushes, a child that pops by setting the parent's binding, a value passed back through @Binding.
// Source: Q&A answer (the question's old code and the answer's replacement, pasted together); written for Vivarium in that style, not copied.
// First paste: ran

import SwiftUI

struct LoginView: View {
    @State private var username = ""
    @State private var isLoggedIn = false
    @State private var showError = false
    @State private var lastAction = "none"

    var body: some View {
        NavigationStack {
            Form {
                TextField("Username", text: $username)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                if showError {
                    Text("Username must not be empty")
                        .foregroundStyle(.red)
                }
                Button("Log in") {
                    if username.trimmingCharacters(in: .whitespaces).isEmpty {
                        showError = true
                    } else {
                        showError = false
                        isLoggedIn = true
                    }
                }
                LabeledContent("Last action", value: lastAction)
            }
            .navigationTitle("Welcome")
            .navigationDestination(isPresented: $isLoggedIn) {
                HomeView(username: username, isLoggedIn: $isLoggedIn, lastAction: $lastAction)
            }
        }
    }
}

struct HomeView: View {
    let username: String
    @Binding var isLoggedIn: Bool
    @Binding var lastAction: String

    var body: some View {
        VStack(spacing: 20) {
            Text("Hello, \(username)!")
                .font(.title)
            Button("Log out") {
                lastAction = "logged out \(username)"
                isLoggedIn = false
            }
        }
        .navigationBarBackButtonHidden(true)
        .onAppear { lastAction = "opened home" }
    }
}

#Preview {
    LoginView()
}
