// Demonstrates: initializing a @StateObject from an injected value — only the first value sticks, later ones are ignored.
//
// A common question: "I pass a new `userID` to my view, why does my view model still show
// the old user?" The answer is that `StateObject(wrappedValue:)` takes an autoclosure.
// SwiftUI evaluates it once, when the view first appears in the hierarchy, and keeps that
// object for the view's whole lifetime. Every later initialization of the view struct
// builds the autoclosure again but SwiftUI never calls it.
//
// Tap "Next user" and watch the output: `UserViewModel init` prints only once, and the
// label keeps showing the first user, while the parent's own text shows the new ID.

import SwiftUI

// MARK: - View model

final class UserViewModel: ObservableObject {
    @Published private(set) var userID: Int

    init(userID: Int) {
        self.userID = userID
        print("UserViewModel init for user \(userID)")
    }

    deinit {
        print("UserViewModel deinit for user \(userID)")
    }
}

// MARK: - Child

struct UserCard: View {
    // The view model is owned by this view...
    @StateObject private var viewModel: UserViewModel

    init(userID: Int) {
        // ...so this autoclosure runs once per identity, not once per init.
        _viewModel = StateObject(wrappedValue: UserViewModel(userID: userID))
        print("UserCard init with \(userID)")
    }

    var body: some View {
        Text("Card shows user \(viewModel.userID)")
    }
}

// MARK: - Parent

struct ContentView: View {
    @State private var userID = 1

    var body: some View {
        VStack(spacing: 12) {
            Text("Parent selected user \(userID)")
            UserCard(userID: userID)
            // Giving the card an identity tied to the user is the usual fix:
            UserCard(userID: userID)
                .id(userID)
            Button("Next user") { userID += 1 }
        }
    }
}

// MARK: - Preview

#Preview {
    ContentView()
}
