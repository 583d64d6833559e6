// Demonstrates: a PIN-style keypad whose model builds the typed code with Foundation's `String.appending(_:)` and reads it back as a `Decimal(string:)`, a grid of digit buttons from a `CaseIterable` enum with a raw value, a delete key using `dropLast()`, and a total formatted with `.formatted(.number)`.
// Source: a developer's daily-practice repository (a calculator whose model types digits by appending them to the display string)
// First paste: failed at tap "1": not supported in the playground: 'appending' on String (not in the playground's standard library yet)
import SwiftUI

enum Key: Int, CaseIterable, Identifiable {
    case one = 1, two, three, four, five, six, seven, eight, nine
    var id: Int { rawValue }
}

struct KeypadModel {
    private(set) var entry = ""
    private(set) var runningTotal: Decimal = 0

    mutating func press(_ key: Key) {
        guard entry.count < 6 else { return }
        entry = entry.appending(String(key.rawValue))
    }

    mutating func deleteLast() {
        entry = String(entry.dropLast())
    }

    mutating func commit() {
        runningTotal += Decimal(string: entry) ?? 0
        entry = ""
    }
}

struct KeypadView: View {
    @State private var model = KeypadModel()
    private let columns = Array(repeating: GridItem(.flexible()), count: 3)

    var body: some View {
        VStack(spacing: 12) {
            Text(model.entry.isEmpty ? "–" : model.entry)
                .font(.largeTitle.monospacedDigit())
            LazyVGrid(columns: columns) {
                ForEach(Key.allCases) { key in
                    Button("\(key.rawValue)") { model.press(key) }
                }
            }
            HStack {
                Button("Delete") { model.deleteLast() }
                    .disabled(model.entry.isEmpty)
                Button("Add") { model.commit() }
            }
            Text("Total: \(model.runningTotal.formatted(.number))")
        }
        .padding()
    }
}

#Preview {
    KeypadView()
}
