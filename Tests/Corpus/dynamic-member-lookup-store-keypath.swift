// Demonstrates: a @dynamicMemberLookup store reading state through KeyPath subscripts, a generic WritableKeyPath setter and Binding(get:set:) built from key paths.
import SwiftUI

struct AppState: Equatable {
    var username = "guest"
    var volume = 3
    var notificationsOn = false
}

@dynamicMemberLookup
final class Store<State: Equatable>: ObservableObject {
    @Published private(set) var state: State
    private(set) var writes = 0

    init(initial: State) {
        self.state = initial
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    func set<Value>(_ keyPath: WritableKeyPath<State, Value>, to value: Value) {
        var copy = state
        copy[keyPath: keyPath] = value
        guard copy != state else {
            print("skip write: unchanged")
            return
        }
        writes += 1
        state = copy
        print("write #\(writes)")
    }

    func binding<Value>(_ keyPath: WritableKeyPath<State, Value>) -> Binding<Value> {
        Binding(
            get: { self.state[keyPath: keyPath] },
            set: { self.set(keyPath, to: $0) }
        )
    }
}

struct SettingsScreen: View {
    @StateObject private var store = Store(initial: AppState())

    var body: some View {
        Form {
            Text("User: \(store.username)")
            Toggle("Notifications", isOn: store.binding(\.notificationsOn))
            Stepper("Volume \(store.volume)", value: store.binding(\.volume), in: 0...5)
            Button("Rename") {
                store.set(\.username, to: "ada")
            }
            Button("Rename again") {
                store.set(\.username, to: "ada")
            }
        }
    }
}

#Preview {
    SettingsScreen()
}
