// Demonstrates: an array of (label, WritableKeyPath) pairs driving TextFields through bindings built from key paths, a generic update helper, and KeyPath used as a function (\.count).
import SwiftUI

struct Profile {
    var first = "Grace"
    var last = "Hopper"
    var city = ""
    var age = 85
}

extension Binding {
    func field<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> Binding<Field> {
        Binding<Field>(
            get: { wrappedValue[keyPath: keyPath] },
            set: { wrappedValue[keyPath: keyPath] = $0 }
        )
    }
}

func update<Root, Value>(_ root: inout Root, _ keyPath: WritableKeyPath<Root, Value>, with transform: (Value) -> Value) {
    root[keyPath: keyPath] = transform(root[keyPath: keyPath])
}

struct ProfileEditor: View {
    @State private var profile = Profile()

    private let fields: [(label: String, keyPath: WritableKeyPath<Profile, String>)] = [
        ("First", \.first),
        ("Last", \.last),
        ("City", \.city),
    ]

    private var filled: Int {
        fields.map { profile[keyPath: $0.keyPath] }.filter { !$0.isEmpty }.count
    }

    var body: some View {
        Form {
            ForEach(fields, id: \.label) { field in
                TextField(field.label, text: $profile.field(field.keyPath))
            }
            Stepper("Age \(profile.age)", value: $profile.age)
            Text("\(filled) of \(fields.count) filled; letters: \(fields.map { profile[keyPath: $0.keyPath] }.map(\.count).reduce(0, +))")
            Button("Uppercase names") {
                update(&profile, \.first) { $0.uppercased() }
                update(&profile, \.last) { $0.uppercased() }
            }
            Button("Birthday") {
                update(&profile, \.age) { $0 + 1 }
            }
            Button("Set city") {
                profile[keyPath: \Profile.city] = "Arlington"
            }
        }
    }
}

#Preview {
    ProfileEditor()
}
