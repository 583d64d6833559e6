// Demonstrates: the app's own property wrappers (@Clamped with a range argument and a projectedValue, @Trimmed, @Logged on a class) used in a struct, in an ObservableObject beside @Published, and read through `_x`/`$x`; a wrapper's init(wrappedValue:_:) with a second argument.
// Source: Q&A answer (a "how do I write my own property wrapper" answer, extended by the asker); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    private(set) var clampCount = 0

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            if clamped != newValue { clampCount += 1 }
            value = clamped
        }
    }

    var projectedValue: Clamped<Value> { self }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

@propertyWrapper
struct Logged<Value> {
    private var storage: Value
    let name: String
    init(wrappedValue: Value, name: String) {
        storage = wrappedValue
        self.name = name
    }
    var wrappedValue: Value {
        get { storage }
        set {
            print("\(name): \(storage) -> \(newValue)")
            storage = newValue
        }
    }
}

struct AudioSettings {
    @Clamped(0...10) var volume = 5
    @Clamped(0.5...2.0) var speed = 1.0
    @Trimmed var nickname = "  guest  "
}

final class PlayerModel: ObservableObject {
    @Published var settings = AudioSettings()
    @Logged(name: "track") var track = 1

    func louder() {
        settings.volume += 4
        print("volume \(settings.volume), clamped \(settings.$volume.clampCount) times, range \(settings.$volume.range)")
    }

    func nextTrack() {
        track += 1
        objectWillChange.send()
    }
}

struct PlayerSettingsView: View {
    @StateObject private var model = PlayerModel()
    @State private var name = ""

    var body: some View {
        VStack(spacing: 12) {
            Text("Volume \(model.settings.volume)")
            Text("Speed \(model.settings.speed, specifier: "%.1f")x")
            Text("Hello, \(model.settings.nickname)")
            Text("Track \(model.track)")
            Button("Louder") { model.louder() }
            Button("Faster") {
                model.settings.speed *= 3
                print("speed \(model.settings.speed)")
            }
            Button("Rename") {
                model.settings.nickname = "   Robin \n"
                print("[\(model.settings.nickname)]")
            }
            Button("Next track") { model.nextTrack() }
        }
        .padding()
        .onAppear {
            var local = AudioSettings()
            local.volume = -3
            print("local volume \(local.volume), nickname [\(local.nickname)]")
        }
    }
}

#Preview {
    PlayerSettingsView()
}
