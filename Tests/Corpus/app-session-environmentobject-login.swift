// Demonstrates: an @main App owning a session @StateObject, .environmentObject into a root that switches between login and a signed-in TabView, sign out from a nested view.
import SwiftUI

struct User: Equatable {
    let name: String
    let email: String
}

@MainActor
final class SessionStore: ObservableObject {
    enum State: Equatable {
        case signedOut
        case signingIn
        case signedIn(User)
    }

    @Published private(set) var state: State = .signedOut

    var user: User? {
        if case .signedIn(let user) = state { return user }
        return nil
    }

    func signIn(name: String) async {
        state = .signingIn
        try? await Task.sleep(nanoseconds: 200_000_000)
        state = .signedIn(User(name: name, email: "\(name.lowercased())@example.com"))
    }

    func signOut() {
        state = .signedOut
    }
}

@main
struct NotesApp: App {
    @StateObject private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(session)
        }
    }
}

struct RootView: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        switch session.state {
        case .signedOut:
            SignInScreen()
        case .signingIn:
            ProgressView("Signing in…")
        case .signedIn:
            MainTabs()
        }
    }
}

struct SignInScreen: View {
    @EnvironmentObject var session: SessionStore
    @State private var name = "Kim"

    var body: some View {
        VStack(spacing: 12) {
            Text("Notes").font(.largeTitle)
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            Button("Continue") {
                Task { await session.signIn(name: name) }
            }
            .disabled(name.isEmpty)
        }
        .padding()
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            Text("All notes")
                .tabItem { Label("Notes", systemImage: "note.text") }
            AccountScreen()
                .tabItem { Label("Account", systemImage: "person.crop.circle") }
        }
    }
}

struct AccountScreen: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        Form {
            if let user = session.user {
                LabeledContent("Name", value: user.name)
                LabeledContent("Email", value: user.email)
            }
            Button("Sign Out", role: .destructive) {
                session.signOut()
            }
        }
    }
}
