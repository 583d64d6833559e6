// Demonstrates: a Binding extension returning a new Binding that runs a handler on set, a child view with @Binding and an explicit init assigning _value, Picker with optional selection and a nil tag.
import SwiftUI

extension Binding {
    func onChange(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(
            get: { self.wrappedValue },
            set: { newValue in
                self.wrappedValue = newValue
                handler(newValue)
            }
        )
    }
}

struct VolumeControl: View {
    @Binding var level: Int
    let label: String

    init(level: Binding<Int>, label: String = "Volume") {
        _level = level
        self.label = label
    }

    var body: some View {
        Stepper("\(label): \(level)", value: $level, in: 0...10)
    }
}

struct PlayerSettings: View {
    @State private var volume = 5
    @State private var changes = 0
    @State private var favorite: Int?

    var body: some View {
        Form {
            VolumeControl(level: $volume.onChange { value in
                changes += 1
                print("volume now \(value)")
            })
            Text("Changes: \(changes)")
            Picker("Favorite", selection: $favorite) {
                Text("None").tag(nil as Int?)
                ForEach(1..<4) { number in
                    Text("Track \(number)").tag(Optional(number))
                }
            }
            Text(favorite.map { "Favorite: track \($0)" } ?? "No favorite")
        }
    }
}

#Preview {
    PlayerSettings()
}
