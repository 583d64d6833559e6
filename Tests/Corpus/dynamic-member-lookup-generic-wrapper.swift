// Demonstrates: a generic `@dynamicMemberLookup struct Snapshot<Root>` forwarding `subscript<T>(dynamicMember: KeyPath<Root, T>)` to a wrapped value, a generic `Versioned<Value: Equatable>: Equatable` with its own `==`, and a view model exposing both.
import SwiftUI

@dynamicMemberLookup
struct Snapshot<Root> {
    private(set) var value: Root
    let takenAt: Int

    init(_ value: Root, at tick: Int) {
        self.value = value
        self.takenAt = tick
    }

    subscript<T>(dynamicMember keyPath: KeyPath<Root, T>) -> T {
        value[keyPath: keyPath]
    }
}

struct Versioned<Value: Equatable>: Equatable {
    var value: Value
    var version: Int

    static func == (lhs: Versioned, rhs: Versioned) -> Bool {
        lhs.value == rhs.value
    }
}

struct Settings: Equatable {
    var theme: String
    var fontSize: Int
}

final class SettingsStore: ObservableObject {
    @Published private(set) var current = Versioned(value: Settings(theme: "Light", fontSize: 14), version: 1)
    @Published private(set) var history: [Snapshot<Settings>] = []
    private var tick = 0

    func apply(_ change: (inout Settings) -> Void) {
        tick += 1
        var next = current
        change(&next.value)
        next.version += 1
        if next == current {
            print("no change at tick \(tick)")
            return
        }
        history.append(Snapshot(current.value, at: tick))
        current = next
        print("v\(current.version): \(current.value.theme) \(current.value.fontSize)pt")
    }
}

struct SettingsHistoryView: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        List {
            Text("Theme \(store.current.value.theme), \(store.current.value.fontSize)pt (v\(store.current.version))")
            Button("Dark") { store.apply { $0.theme = "Dark" } }
            Button("Bigger") { store.apply { $0.fontSize += 2 } }
            Button("Dark again") { store.apply { $0.theme = "Dark" } }
            Section("History") {
                ForEach(store.history, id: \.takenAt) { snapshot in
                    Text("t\(snapshot.takenAt): \(snapshot.theme), \(snapshot.fontSize)pt")
                }
            }
        }
    }
}

#Preview {
    SettingsHistoryView()
}
