// Demonstrates: a Combine-validated password form in an `ObservableObject`: `$username.debounce(for: .milliseconds(300), scheduler: RunLoop.main).removeDuplicates().map { $0.count >= 3 }`, `Publishers.CombineLatest($password, $confirm)`, `.sink { [weak self] in … }` stored in `Set<AnyCancellable>` with `.store(in: &cancellables)`, `.receive(on: DispatchQueue.main)`, and `assign(to: &$isValid)` from a `CombineLatest3` of validity flags.
// Source: blog companion code (a post on form validation with Combine and MVVM, found through a search for CombineLatest debounce removeDuplicates sink store(in: &cancellables) validation); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

final class RegistrationViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirm = ""

    @Published private(set) var usernameMessage = ""
    @Published private(set) var passwordMessage = ""
    @Published private(set) var isValid = false

    private var cancellables = Set<AnyCancellable>()

    private var isUsernameValid: AnyPublisher<Bool, Never> {
        $username
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.count >= 3 }
            .eraseToAnyPublisher()
    }

    private var isPasswordValid: AnyPublisher<Bool, Never> {
        Publishers.CombineLatest($password, $confirm)
            .map { password, confirm in
                password.count >= 8 && password == confirm
            }
            .eraseToAnyPublisher()
    }

    init() {
        isUsernameValid
            .receive(on: DispatchQueue.main)
            .map { $0 ? "" : "Username must be at least 3 characters" }
            .sink { [weak self] message in
                self?.usernameMessage = message
            }
            .store(in: &cancellables)

        Publishers.CombineLatest($password, $confirm)
            .map { password, confirm -> String in
                if password.isEmpty { return "Enter a password" }
                if password.count < 8 { return "At least 8 characters" }
                if password != confirm { return "Passwords do not match" }
                return ""
            }
            .assign(to: \.passwordMessage, on: self)
            .store(in: &cancellables)

        Publishers.CombineLatest3(isUsernameValid, isPasswordValid, $username.map { !$0.contains(" ") })
            .map { $0 && $1 && $2 }
            .assign(to: &$isValid)
    }
}

struct RegistrationView: View {
    @StateObject private var model = RegistrationViewModel()

    var body: some View {
        Form {
            Section(footer: Text(model.usernameMessage).foregroundColor(.red)) {
                TextField("Username", text: $model.username)
            }
            Section(footer: Text(model.passwordMessage).foregroundColor(.red)) {
                SecureField("Password", text: $model.password)
                SecureField("Confirm", text: $model.confirm)
            }
            Button("Fill valid") {
                model.username = "swiftie"
                model.password = "correcthorse"
                model.confirm = "correcthorse"
            }
            Button("Sign up") { print("signed up \(model.username)") }
                .disabled(!model.isValid)
        }
    }
}

#Preview {
    RegistrationView()
}
