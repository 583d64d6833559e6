// Demonstrates: a @dynamicMemberLookup store forwarding key paths to its state, Binding(get:set:) built from a closure pair, a Binding extension with map and a default for optionals (`??` on a Binding), a generic Toggle row taking a WritableKeyPath, @Binding passed two levels down, and .constant previews.
// Source: Q&A answer (a popular "how to bind to an optional" answer combined with a key-path store from the same thread); written for Vivarium in that style, not copied.
// First paste: failed at load: binding-dynamic-member-store-projections.swift:39:1: error: not supported in the playground: operator functions other than '==', '<', '>', '<=', '>=', '+', '-', '*', '/' and the program's own infix operators
import SwiftUI

struct Settings {
    var username = "guest"
    var notifications = true
    var darkMode = false
    var nickname: String?
    var volume = 0.5
}

@dynamicMemberLookup
final class SettingsStore: ObservableObject {
    @Published private(set) var state = Settings()

    subscript<T>(dynamicMember keyPath: KeyPath<Settings, T>) -> T {
        state[keyPath: keyPath]
    }

    func binding<T>(_ keyPath: WritableKeyPath<Settings, T>) -> Binding<T> {
        Binding(
            get: { self.state[keyPath: keyPath] },
            set: { newValue in
                self.state[keyPath: keyPath] = newValue
                print("set \(keyPath) -> \(newValue)")
            }
        )
    }
}

extension Binding {
    func map<T>(get: @escaping (Value) -> T, set: @escaping (T) -> Value) -> Binding<T> {
        Binding<T>(get: { get(wrappedValue) }, set: { wrappedValue = set($0) })
    }
}

func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T> {
    Binding(get: { lhs.wrappedValue ?? rhs }, set: { lhs.wrappedValue = $0 })
}

struct FlagRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

struct FlagsSection: View {
    @Binding var notifications: Bool
    @Binding var darkMode: Bool

    var body: some View {
        Section("Flags") {
            FlagRow(title: "Notifications", isOn: $notifications)
            FlagRow(title: "Dark mode", isOn: $darkMode)
        }
    }
}

struct SettingsScreen: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        Form {
            Text("Hello, \(store.username)\(store.nickname.map { " aka \($0)" } ?? "")")
            TextField("Nickname", text: store.binding(\.nickname) ?? "")
            FlagsSection(notifications: store.binding(\.notifications), darkMode: store.binding(\.darkMode))
            Slider(value: store.binding(\.volume), in: 0...1)
            Text("Volume \(Int(store.volume * 100))%")
            Stepper("Volume step", value: store.binding(\.volume).map(get: { Int($0 * 10) }, set: { Double($0) / 10 }), in: 0...10)
            Button("Reset nickname") { store.binding(\.nickname).wrappedValue = nil }
        }
    }
}

#Preview {
    SettingsScreen()
}

#Preview("Row") {
    FlagRow(title: "Constant", isOn: .constant(true))
}
