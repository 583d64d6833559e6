// Demonstrates: passing an action down with a custom EnvironmentKey holding a closure struct with callAsFunction, set by .environment and invoked from a deeply nested button.
import SwiftUI

struct LogoutAction {
    let handler: () -> Void
    func callAsFunction() { handler() }
}

private struct LogoutActionKey: EnvironmentKey {
    static let defaultValue = LogoutAction { print("no logout handler installed") }
}

extension EnvironmentValues {
    var logout: LogoutAction {
        get { self[LogoutActionKey.self] }
        set { self[LogoutActionKey.self] = newValue }
    }
}

struct AccountMenu: View {
    @Environment(\.logout) private var logout
    var body: some View {
        Menu("Account") {
            Button("Sign out", role: .destructive) { logout() }
        }
    }
}

struct SettingsPane: View {
    var body: some View {
        VStack { AccountMenu() }
    }
}

struct RootView: View {
    @State private var signedIn = true

    var body: some View {
        VStack {
            Text(signedIn ? "Signed in" : "Signed out")
            SettingsPane()
                .environment(\.logout, LogoutAction { signedIn = false })
            AccountMenu()
        }
    }
}

#Preview {
    RootView()
}
