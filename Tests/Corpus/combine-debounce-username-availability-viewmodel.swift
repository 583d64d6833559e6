// Demonstrates: a sign-up view model with `$username.debounce(for: .milliseconds(500), scheduler: RunLoop.main).removeDuplicates().map { … }.flatMap`-free check, `.filter { $0.count >= 3 }`, `Publishers.CombineLatest3`, `.map` to a validation message, `.assign(to: &$isValid)`, `.receive(on: DispatchQueue.main)`, `handleEvents(receiveOutput:)`, `PassthroughSubject<Void, Never>` for a submit event, `Just(…)`.
// Source: tutorial site (an older much-linked "validate a form with Combine" article's final code, pasted as is); written for Vivarium in that style, not copied.
// First paste: failed at mount: combine-debounce-username-availability-viewmodel.swift:20:26: error: value of type '_Operator' has no member 'handleEvents'
import SwiftUI
import Combine

final class SignUpViewModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirm = ""
    @Published private(set) var isValid = false
    @Published private(set) var message = ""
    @Published private(set) var checkedNames: [String] = []

    let submit = PassthroughSubject<Void, Never>()
    private var bag = Set<AnyCancellable>()
    private let taken: Set<String> = ["admin", "root", "ana"]

    init() {
        let usernameOK = $username
            .debounce(for: .milliseconds(500), scheduler: RunLoop.main)
            .removeDuplicates()
            .handleEvents(receiveOutput: { [weak self] name in
                self?.checkedNames.append(name)
            })
            .map { [taken] name in name.count >= 3 && !taken.contains(name.lowercased()) }

        let passwordsOK = $password.combineLatest($confirm)
            .map { password, confirm in password.count >= 6 && password == confirm }

        Publishers.CombineLatest3(usernameOK, passwordsOK, Just(true))
            .map { $0 && $1 && $2 }
            .receive(on: DispatchQueue.main)
            .assign(to: &$isValid)

        $isValid
            .map { $0 ? "Looks good" : "Fill in the form" }
            .assign(to: &$message)

        submit
            .sink { [weak self] in
                guard let self else { return }
                print("submitted \(self.username)")
            }
            .store(in: &bag)
    }
}

struct SignUpView: View {
    @StateObject private var model = SignUpViewModel()

    var body: some View {
        Form {
            TextField("Username", text: $model.username)
            SecureField("Password", text: $model.password)
            SecureField("Confirm", text: $model.confirm)
            Text(model.message)
            Text("checked: \(model.checkedNames.joined(separator: ","))")
            Button("Fill taken") {
                model.username = "Ana"
                model.password = "secret1"
                model.confirm = "secret1"
            }
            Button("Fill free") {
                model.username = "bea"
            }
            Button("Sign up") { model.submit.send() }
                .disabled(!model.isValid)
        }
    }
}

#Preview {
    SignUpView()
}
