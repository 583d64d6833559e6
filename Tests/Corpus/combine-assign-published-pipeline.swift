// Demonstrates: a view model wiring @Published inputs through CombineLatest, map, removeDuplicates and assign(to: &$output).
import SwiftUI
import Combine

final class PasswordViewModel: ObservableObject {
    @Published var password = ""
    @Published var confirmation = ""
    @Published private(set) var strength = "empty"
    @Published private(set) var canSubmit = false

    private var cancellables = Set<AnyCancellable>()

    init() {
        $password
            .map { value -> String in
                switch value.count {
                case 0: return "empty"
                case 1..<6: return "weak"
                case 6..<10: return "fair"
                default: return "strong"
                }
            }
            .removeDuplicates()
            .assign(to: &$strength)

        Publishers.CombineLatest($password, $confirmation)
            .map { password, confirmation in
                password.count >= 6 && password == confirmation
            }
            .removeDuplicates()
            .assign(to: &$canSubmit)

        $strength
            .dropFirst()
            .sink { print("strength is now \($0)") }
            .store(in: &cancellables)
    }
}

struct PasswordForm: View {
    @StateObject private var model = PasswordViewModel()

    var body: some View {
        Form {
            SecureField("Password", text: $model.password)
            SecureField("Confirm", text: $model.confirmation)
            Text("Strength: \(model.strength)")
            Button("Fill example") {
                model.password = "correcthorse"
                model.confirmation = "correcthorse"
            }
            Button("Submit") { print("submitted") }
                .disabled(!model.canSubmit)
        }
    }
}

#Preview {
    PasswordForm()
}
