// Demonstrates: a sign-up form validated by Combine in the older style: `Publishers.CombineLatest3($username, $password, $confirm)` mapped to an enum of problems, `.assign(to: \.isValid, on: self)` (which keeps the view model alive through its own subscription), a `$username` pipeline with `debounce` checking a fake taken-name list, `AnyPublisher<Bool, Never>` computed properties, and `.sink` storing messages; the form shows problems in red and a disabled button.
// Source: blog post (a 2019 Combine form-validation tutorial, found through a search for Publishers.CombineLatest3 assign(to: \.isValid, on: self) AnyPublisher<Bool, Never> isUsernameValidPublisher); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

enum PasswordProblem: Equatable {
    case none, empty, tooShort, noDigit, mismatch

    var message: String {
        switch self {
        case .none: return ""
        case .empty: return "Password must not be empty"
        case .tooShort: return "Password must be at least 8 characters"
        case .noDigit: return "Password needs a digit"
        case .mismatch: return "Passwords do not match"
        }
    }
}

final class SignUpViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirm = ""

    @Published var usernameMessage = ""
    @Published var passwordMessage = ""
    @Published var isValid = false

    private var cancellables = Set<AnyCancellable>()
    private let takenNames = ["admin", "root", "taylor"]

    private var isUsernameValidPublisher: AnyPublisher<Bool, Never> {
        $username
            .debounce(for: 0.5, scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [takenNames] name in
                name.count >= 3 && !takenNames.contains(name.lowercased())
            }
            .eraseToAnyPublisher()
    }

    private var passwordProblemPublisher: AnyPublisher<PasswordProblem, Never> {
        Publishers.CombineLatest($password, $confirm)
            .map { password, confirm in
                if password.isEmpty { return .empty }
                if password.count < 8 { return .tooShort }
                if password.rangeOfCharacter(from: .decimalDigits) == nil { return .noDigit }
                if password != confirm { return .mismatch }
                return .none
            }
            .eraseToAnyPublisher()
    }

    init() {
        isUsernameValidPublisher
            .receive(on: RunLoop.main)
            .map { $0 ? "" : "Username must be 3+ characters and not taken" }
            .assign(to: \.usernameMessage, on: self)
            .store(in: &cancellables)

        passwordProblemPublisher
            .receive(on: RunLoop.main)
            .map { $0.message }
            .assign(to: \.passwordMessage, on: self)
            .store(in: &cancellables)

        Publishers.CombineLatest(isUsernameValidPublisher, passwordProblemPublisher)
            .map { $0 && $1 == .none }
            .receive(on: RunLoop.main)
            .assign(to: \.isValid, on: self)
            .store(in: &cancellables)

        print("SignUpViewModel init")
    }

    deinit {
        print("SignUpViewModel deinit")
    }

    func fillGood() {
        username = "jordan"
        password = "swiftui2024"
        confirm = "swiftui2024"
    }
}

struct FieldError: View {
    let text: String

    var body: some View {
        if !text.isEmpty {
            Text(text)
                .font(.caption)
                .foregroundColor(.red)
        }
    }
}

struct SignUpForm: View {
    @ObservedObject var viewModel: SignUpViewModel
    let onDone: () -> Void

    var body: some View {
        Form {
            Section(header: Text("Username"), footer: FieldError(text: viewModel.usernameMessage)) {
                TextField("Username", text: $viewModel.username)
                    .autocapitalization(.none)
            }
            Section(header: Text("Password"), footer: FieldError(text: viewModel.passwordMessage)) {
                SecureField("Password", text: $viewModel.password)
                SecureField("Confirm", text: $viewModel.confirm)
            }
            Section {
                Button("Fill example") { viewModel.fillGood() }
                Button("Create account") {
                    print("created \(viewModel.username)")
                    onDone()
                }
                .disabled(!viewModel.isValid)
            }
        }
    }
}

struct ContentView: View {
    @State private var showingForm = true

    var body: some View {
        NavigationView {
            Group {
                if showingForm {
                    SignUpForm(viewModel: SignUpViewModel()) {
                        showingForm = false
                    }
                } else {
                    Button("Start over") { showingForm = true }
                }
            }
            .navigationBarTitle("Sign up")
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
