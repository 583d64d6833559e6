// Demonstrates: the classic Combine sign-up form: a `SignUpViewModel` exposing `private var isUsernameValidPublisher: AnyPublisher<Bool, Never>` (and password ones) built from `$username.debounce(…).removeDuplicates().map { $0.count >= 3 }.eraseToAnyPublisher()`, `Publishers.CombineLatest(…)` for matching passwords, `Publishers.CombineLatest3(…).map { $0 && $1 && $2 }` assigned with `.receive(on: RunLoop.main).assign(to: \.isValid, on: self).store(in: &cancellableSet)`, a `usernameMessage` set through `sink`, `SecureField`s and a disabled sign-up button.
// Source: public app code (a sign-up form in the shape of the 2019–2020 "Combine form validation" articles, found through a search for CombineLatest3 eraseToAnyPublisher); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

class SignUpViewModel: ObservableObject {
    // input
    @Published var username = ""
    @Published var password = ""
    @Published var passwordAgain = ""

    // output
    @Published var usernameMessage = ""
    @Published var passwordMessage = ""
    @Published var isValid = false

    private var cancellableSet: Set<AnyCancellable> = []

    private var isUsernameValidPublisher: AnyPublisher<Bool, Never> {
        $username
            .debounce(for: 0.8, scheduler: RunLoop.main)
            .removeDuplicates()
            .map { input in
                return input.count >= 3
            }
            .eraseToAnyPublisher()
    }

    private var isPasswordEmptyPublisher: AnyPublisher<Bool, Never> {
        $password
            .debounce(for: 0.8, scheduler: RunLoop.main)
            .removeDuplicates()
            .map { password in
                return password == ""
            }
            .eraseToAnyPublisher()
    }

    private var arePasswordsEqualPublisher: AnyPublisher<Bool, Never> {
        Publishers.CombineLatest($password, $passwordAgain)
            .debounce(for: 0.2, scheduler: RunLoop.main)
            .map { password, passwordAgain in
                return password == passwordAgain
            }
            .eraseToAnyPublisher()
    }

    init() {
        isUsernameValidPublisher
            .receive(on: RunLoop.main)
            .map { valid in
                valid ? "" : "User name must at least have 3 characters"
            }
            .assign(to: \.usernameMessage, on: self)
            .store(in: &cancellableSet)

        Publishers.CombineLatest(isPasswordEmptyPublisher, arePasswordsEqualPublisher)
            .receive(on: RunLoop.main)
            .sink { [weak self] empty, equal in
                if empty {
                    self?.passwordMessage = "Password must not be empty"
                } else if !equal {
                    self?.passwordMessage = "Passwords don't match"
                } else {
                    self?.passwordMessage = ""
                }
            }
            .store(in: &cancellableSet)

        Publishers.CombineLatest3(isUsernameValidPublisher, isPasswordEmptyPublisher, arePasswordsEqualPublisher)
            .map { usernameValid, passwordEmpty, passwordsEqual in
                usernameValid && !passwordEmpty && passwordsEqual
            }
            .receive(on: RunLoop.main)
            .assign(to: \.isValid, on: self)
            .store(in: &cancellableSet)
    }
}

struct SignUpView: View {
    @ObservedObject private var viewModel = SignUpViewModel()
    @State private var signedUp = false

    var body: some View {
        Form {
            Section(footer: Text(viewModel.usernameMessage).foregroundColor(.red)) {
                TextField("Username", text: $viewModel.username)
                    .autocapitalization(.none)
            }
            Section(footer: Text(viewModel.passwordMessage).foregroundColor(.red)) {
                SecureField("Password", text: $viewModel.password)
                SecureField("Password again", text: $viewModel.passwordAgain)
            }
            Section {
                Button(action: { self.signedUp = true }) {
                    Text("Sign up")
                }
                .disabled(!viewModel.isValid)
            }
            if signedUp {
                Text("Welcome aboard!")
            }
        }
    }
}

struct SignUpView_Previews: PreviewProvider {
    static var previews: some View {
        SignUpView()
    }
}
