// Demonstrates: Int(text) and Double(text) parsing with ?? defaults, String(format: "%.2f"), a validation enum with associated messages, guard-let chains, min/max clamping, and a disabled submit button.
import SwiftUI

enum ValidationResult: Equatable {
    case valid(Double)
    case invalid(String)
}

func validateWeight(_ text: String, unit: String) -> ValidationResult {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .invalid("Enter a weight") }
    guard let value = Double(trimmed.replacingOccurrences(of: ",", with: ".")) else {
        return .invalid("'\(trimmed)' is not a number")
    }
    let limit = unit == "kg" ? 300.0 : 660.0
    guard value > 0, value <= limit else { return .invalid("Out of range (0–\(Int(limit)) \(unit))") }
    return .valid(value)
}

struct WeightEntry: View {
    @State private var text = "72,5"
    @State private var reps = "8"
    @State private var unit = "kg"
    @State private var log: [String] = []

    private var result: ValidationResult { validateWeight(text, unit: unit) }

    var body: some View {
        Form {
            TextField("Weight", text: $text)
            TextField("Reps", text: $reps)
            Picker("Unit", selection: $unit) {
                Text("kg").tag("kg")
                Text("lb").tag("lb")
            }
            switch result {
            case .valid(let weight):
                Text(String(format: "%.2f %@ × %d", weight, unit, Int(reps) ?? 1))
            case .invalid(let message):
                Text(message).foregroundColor(.red)
            }
            Button("Log set") {
                if case .valid(let weight) = result {
                    log.append(String(format: "%.1f", weight) + " \(unit) × \(min(max(Int(reps) ?? 1, 1), 50))")
                }
            }
            .disabled(result != .valid(Double(text.replacingOccurrences(of: ",", with: ".")) ?? -1))
            ForEach(log, id: \.self) { Text($0) }
            Button("Clear weight") { text = "" }
            Button("Type abc") { text = "abc" }
        }
    }
}

#Preview {
    WeightEntry()
}
