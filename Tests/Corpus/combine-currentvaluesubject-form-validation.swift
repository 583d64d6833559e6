// Demonstrates: a sign-up view model validating with Combine: CurrentValueSubject and @Published inputs, combineLatest of three publishers mapped to a validation result enum, map + removeDuplicates + assign(to:on:) with a weak-capture sink, Publishers.CombineLatest initializer, a PassthroughSubject for submit events with handleEvents-free sink, and AnyCancellable storage.
// Source: tutorial site (an older much-linked "form validation with Combine" tutorial, updated for iOS 17); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

enum PasswordCheck: Equatable {
    case empty, tooShort, mismatch, ok

    var message: String {
        switch self {
        case .empty: "Enter a password"
        case .tooShort: "At least 8 characters"
        case .mismatch: "Passwords differ"
        case .ok: "Looks good"
        }
    }
}

final class SignUpModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    let confirmation = CurrentValueSubject<String, Never>("")
    let submits = PassthroughSubject<Void, Never>()

    @Published private(set) var check: PasswordCheck = .empty
    @Published private(set) var usernameOK = false
    @Published var canSubmit = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $username
            .map { $0.count >= 3 && $0.allSatisfy { $0.isLetter || $0.isNumber } }
            .removeDuplicates()
            .assign(to: \.usernameOK, on: self)
            .store(in: &cancellables)

        Publishers.CombineLatest($password, confirmation)
            .map { password, confirmation -> PasswordCheck in
                if password.isEmpty { return .empty }
                if password.count < 8 { return .tooShort }
                return password == confirmation ? .ok : .mismatch
            }
            .removeDuplicates()
            .sink { [weak self] check in
                self?.check = check
                print("check: \(check.message)")
            }
            .store(in: &cancellables)

        $usernameOK.combineLatest($check)
            .map { $0 && $1 == .ok }
            .assign(to: &$canSubmit)

        submits
            .sink { [weak self] in
                guard let self else { return }
                print("submitted \(self.username)")
            }
            .store(in: &cancellables)
    }
}

struct SignUpFormView: View {
    @StateObject private var model = SignUpModel()

    var body: some View {
        Form {
            TextField("Username", text: $model.username)
            SecureField("Password", text: $model.password)
            Text(model.check.message)
            Button("Fill") {
                model.username = "kim42"
                model.password = "correcthorse"
                model.confirmation.send("correcthorse")
            }
            Button("Break confirmation") { model.confirmation.send("nope") }
            Button("Submit") { model.submits.send() }
                .disabled(!model.canSubmit)
            Text(model.canSubmit ? "Ready" : "Not ready")
        }
    }
}

#Preview {
    SignUpFormView()
}
