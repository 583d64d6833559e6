// Demonstrates: a sign-up form whose view model checks a username through a Combine pipeline on `$username` — debounced, duplicates removed, short entries skipped with `drop(while:)` until the first long enough one — and a "letters used" line folding the name's `publisher` of characters with `reduce(_:_:)` when it changes.
// Source: a developer's concepts scrapbook (a debounced search box rewritten several times with different Combine operators)
// First paste: failed at mount: value of type '_Operator' has no member 'drop'
import SwiftUI
import Combine

final class SignUpModel: ObservableObject {
    @Published var username = ""
    @Published private(set) var verdict = "Type a name"
    private var checks = Set<AnyCancellable>()
    private let taken = ["admin", "root", "guest"]

    init() {
        $username
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .drop(while: { $0.count < 3 })
            .map { [taken] name in taken.contains(name.lowercased()) ? "\(name) is taken" : "\(name) is free" }
            .sink { [weak self] in self?.verdict = $0 }
            .store(in: &checks)
    }
}

struct SignUpView: View {
    @StateObject private var model = SignUpModel()
    @State private var lettersUsed = ""

    var body: some View {
        Form {
            TextField("Username", text: $model.username)
            Text(model.verdict)
            Text("Letters: \(lettersUsed)")
            Button("Suggest one") { model.username = "guest" }
        }
        .onChange(of: model.username) { name in
            // A sequence's publisher delivers synchronously: the sink runs before it returns.
            _ = name.publisher
                .filter { $0.isLetter }
                .reduce("") { "\($0)\($1)" }
                .sink { lettersUsed = $0 }
        }
    }
}

#Preview {
    SignUpView()
}
