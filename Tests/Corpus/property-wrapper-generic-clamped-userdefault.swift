// Demonstrates: generic property wrappers — `Clamped<Value: Comparable>` keeping a value inside a `ClosedRange<Value>`, and `UserDefault<Value>` reading and writing `UserDefaults.standard` with a default — used for Int, Double and String settings in an ObservableObject.
import SwiftUI

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = Self.clamp(wrappedValue, to: range)
    }

    var wrappedValue: Value {
        get { value }
        set { value = Self.clamp(newValue, to: range) }
    }

    private static func clamp(_ value: Value, to range: ClosedRange<Value>) -> Value {
        min(max(value, range.lowerBound), range.upperBound)
    }
}

@propertyWrapper
struct UserDefault<Value> {
    let key: String
    let defaultValue: Value
    var container: UserDefaults = .standard

    var wrappedValue: Value {
        get { container.object(forKey: key) as? Value ?? defaultValue }
        set { container.set(newValue, forKey: key) }
    }
}

final class PlayerSettings: ObservableObject {
    @Clamped(0...10) var volume = 5
    @Clamped(0.5...2.0) var speed = 1.0
    @UserDefault(key: "nickname", defaultValue: "Player") var nickname: String
    @UserDefault(key: "launches", defaultValue: 0) var launches: Int

    func bumpVolume(by step: Int) {
        objectWillChange.send()
        volume += step
        print("volume \(volume)")
    }

    func faster() {
        objectWillChange.send()
        speed *= 1.5
        print("speed \(speed)")
    }

    func rename() {
        objectWillChange.send()
        nickname = nickname == "Player" ? "Ace" : "Player"
        launches += 1
        print("nickname \(nickname), saved \(launches) time(s)")
    }
}

struct PlayerSettingsView: View {
    @StateObject private var settings = PlayerSettings()

    var body: some View {
        Form {
            Section("Playback") {
                LabeledContent("Volume", value: "\(settings.volume)")
                LabeledContent("Speed", value: settings.speed.formatted())
                Button("Louder") { settings.bumpVolume(by: 4) }
                Button("Quieter") { settings.bumpVolume(by: -20) }
                Button("Faster") { settings.faster() }
            }
            Section("Profile") {
                Text("Hello, \(settings.nickname)")
                Button("Rename") { settings.rename() }
            }
        }
    }
}

#Preview {
    PlayerSettingsView()
}
