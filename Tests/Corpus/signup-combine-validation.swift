// Demonstrates: form validation with Combine — Publishers.CombineLatest3 over @Published fields, map to a Bool and assign(to: &$isValid), a password strength enum computed from a regex-free scan, @MainActor view model.
import SwiftUI
import Combine

enum PasswordStrength: Int, Comparable {
    case weak, fair, strong

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    init(_ password: String) {
        var score = 0
        if password.count >= 8 { score += 1 }
        if password.contains(where: \.isNumber) { score += 1 }
        if password.contains(where: \.isUppercase) { score += 1 }
        switch score {
        case 3: self = .strong
        case 2: self = .fair
        default: self = .weak
        }
    }

    var description: String {
        switch self {
        case .weak: return "Weak"
        case .fair: return "Fair"
        case .strong: return "Strong"
        }
    }
}

@MainActor
final class SignUpViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirmation = ""
    @Published private(set) var isValid = false
    @Published private(set) var strength: PasswordStrength = .weak

    init() {
        Publishers.CombineLatest3($username, $password, $confirmation)
            .map { username, password, confirmation in
                username.count >= 3 && PasswordStrength(password) >= .fair && password == confirmation
            }
            .assign(to: &$isValid)

        $password
            .map(PasswordStrength.init)
            .assign(to: &$strength)
    }
}

struct SignUpView: View {
    @StateObject private var viewModel = SignUpViewModel()
    @State private var accountCreated = false

    var body: some View {
        Form {
            Section {
                TextField("Username", text: $viewModel.username)
                SecureField("Password", text: $viewModel.password)
                SecureField("Confirm password", text: $viewModel.confirmation)
            } footer: {
                Text("Strength: \(viewModel.strength.description)")
            }
            Section {
                Button("Fill valid") {
                    viewModel.username = "swiftie"
                    viewModel.password = "Secret123"
                    viewModel.confirmation = "Secret123"
                }
                Button("Create account") {
                    accountCreated = true
                }
                .disabled(!viewModel.isValid)
            }
            if accountCreated {
                Text("Welcome, \(viewModel.username)!")
            }
        }
    }
}

#Preview {
    SignUpView()
}
