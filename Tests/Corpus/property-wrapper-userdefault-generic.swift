// Demonstrates: a generic @propertyWrapper backed by UserDefaults (with a projectedValue), used in a settings store with static keys.
import SwiftUI

@propertyWrapper
struct UserDefault<Value> {
    let key: String
    let defaultValue: Value
    var container: UserDefaults = .standard

    var wrappedValue: Value {
        get { container.object(forKey: key) as? Value ?? defaultValue }
        set { container.set(newValue, forKey: key) }
    }

    var projectedValue: String { "UserDefaults[\(key)]" }
}

final class Preferences: ObservableObject {
    enum Keys {
        static let launches = "launchCount"
        static let username = "username"
    }

    @UserDefault(key: Keys.launches, defaultValue: 0)
    var launchCount: Int {
        willSet { objectWillChange.send() }
    }

    @UserDefault(key: Keys.username, defaultValue: "Guest")
    var username: String {
        willSet { objectWillChange.send() }
    }
}

struct PreferencesView: View {
    @StateObject private var preferences = Preferences()

    var body: some View {
        Form {
            Text("Hello, \(preferences.username)")
            Text("Launches: \(preferences.launchCount)")
            Button("Record launch") {
                preferences.launchCount += 1
            }
            Button("Sign in as Kim") {
                preferences.username = "Kim"
                print(preferences.$username, UserDefaults.standard.string(forKey: "username") ?? "none")
            }
        }
    }
}

#Preview {
    PreferencesView()
}
