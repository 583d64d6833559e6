// Demonstrates: adapting bindings — Binding(get:set:) converting Int state for a Slider, a Binding extension mapping optionals to defaults, and a clamped custom binding for a Stepper.
import SwiftUI

extension Binding where Value == String? {
    func orEmpty() -> Binding<String> {
        Binding<String>(
            get: { self.wrappedValue ?? "" },
            set: { self.wrappedValue = $0.isEmpty ? nil : $0 }
        )
    }
}

struct WorkoutSettings: View {
    @State private var minutes = 30
    @State private var note: String? = nil
    @State private var sets = 3

    private var minutesAsDouble: Binding<Double> {
        Binding(
            get: { Double(minutes) },
            set: { minutes = Int($0.rounded()) }
        )
    }

    private var clampedSets: Binding<Int> {
        Binding(
            get: { sets },
            set: { newValue in
                sets = min(max(newValue, 1), 5)
                print("sets requested \(newValue), stored \(sets)")
            }
        )
    }

    var body: some View {
        Form {
            Slider(value: minutesAsDouble, in: 5...120, step: 5)
            Text("\(minutes) minutes")
            TextField("Note", text: $note.orEmpty())
            Text(note ?? "no note")
            Stepper("Sets: \(sets)", value: clampedSets)
            Button("Set note") { note = "Leg day" }
            Button("Clear note") { $note.orEmpty().wrappedValue = "" }
            Button("Ask for 9 sets") { clampedSets.wrappedValue = 9 }
            Button("Ask for 47.4 minutes") { minutesAsDouble.wrappedValue = 47.4 }
        }
    }
}

#Preview {
    WorkoutSettings()
}
