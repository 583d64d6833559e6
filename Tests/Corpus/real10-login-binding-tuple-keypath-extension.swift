// Demonstrates: an MVVM series follower's login screen: `extension Binding { init<ObjectType: AnyObject>(to path: ReferenceWritableKeyPath<ObjectType, Value>, on object: ObjectType) }`, a view model whose `@Published private(set) var state: LoginViewState` is written through `Binding(to: \.state.email, on: self)` inside a computed tuple `var bindings: (email: Binding<String>, password: Binding<String>, isShowingErrorAlert: Binding<Bool>)`, `TextField("E-mail", text: model.bindings.email)`, `.keyboardType(.emailAddress)`, `.autocapitalization(.none)`, `Section(footer: formFooter)`, `.navigationBarItems(trailing: submitButton)`, `Button(action: model.login)`, `.alert(isPresented: model.bindings.isShowingErrorAlert) { Alert(…) }`, a state struct whose computed properties live in an extension, and `LoginView(model: .init(initialState: .init()))` in the preview.
// Source: learner's app (a developer following a Portuguese-language "SwiftUI + MVVM: bindings" video series; repository alvesluc/Starting-with-SwiftUI-MVVM studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

// Binding(to: \.object, on: self) instead of Binding(get: { object }, set: { object = $0 })
extension Binding {
    init<ObjectType: AnyObject>(
        to path: ReferenceWritableKeyPath<ObjectType, Value>,
        on object: ObjectType
    ) {
        self.init(
            get: { object[keyPath: path] },
            set: { object[keyPath: path] = $0 }
        )
    }
}

struct LoginView: View {
    @ObservedObject private var model: LoginViewModel

    init(model: LoginViewModel) {
        self.model = model
    }

    var body: some View {
        Form {
            // Another way to access the email Binding:
            // TextField("E-mail", text: _email.projectedValue)
            Section(footer: formFooter) {
                TextField("E-mail", text: model.bindings.email)
                    .keyboardType(.emailAddress)
                    .autocapitalization(.none)
                SecureField("Password", text: model.bindings.password)
                Button("Fill test account") {
                    model.fillTestAccount()
                }
            }
        }
        .navigationBarItems(trailing: submitButton)
        .navigationBarTitle("Identify yourself")
        .disabled(model.state.isLoggingIn)
        .alert(isPresented: model.bindings.isShowingErrorAlert) {
            Alert(
                title: Text("Oops! Login failed."),
                message: Text("Please verify your e-mail and password.")
            )
        }
    }

    private var submitButton: some View {
        Button(action: model.login) {
            Text("Login")
        }.disabled(!model.state.canSubmit)
    }

    private var formFooter: some View {
        Group {
            if model.state.isLoggingIn {
                Text(model.state.footerMessage)
            }
        }
    }
}

struct LoginViewState {
    var email = ""
    var password = ""
    var isLoggingIn = false
    var isShowingErrorAlert = false
}

// Extension only to detach computed variables from stored variables
extension LoginViewState {
    var canSubmit: Bool { !email.isEmpty && !password.isEmpty }
    var footerMessage: String { isLoggingIn ? "Logging in..." : "" }
}

final class LoginViewModel: ObservableObject {
    @Published private(set) var state: LoginViewState

    var bindings: (
        email: Binding<String>,
        password: Binding<String>,
        isShowingErrorAlert: Binding<Bool>
    ) {
        (
            email: Binding(to: \.state.email, on: self),
            password: Binding(to: \.state.password, on: self),
            isShowingErrorAlert: Binding(
                to: \.state.isShowingErrorAlert,
                on: self
            )
        )
    }

    init(initialState: LoginViewState) {
        state = initialState
    }

    func fillTestAccount() {
        state.email = "test@example.com"
        state.password = "hunter2"
    }

    func login() {
        state.isLoggingIn = true
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) {
            self.state.isLoggingIn = false
            self.state.isShowingErrorAlert = true
        }
    }
}

struct Login_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            LoginView(model: .init(initialState: .init()))
        }
    }
}
