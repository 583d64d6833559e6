// Demonstrates: input validation with CharacterSet (decimalDigits, whitespacesAndNewlines, inverted), trimmingCharacters(in:), rangeOfCharacter(from:), components(separatedBy:), filter on Character properties, a live error message.
import SwiftUI

struct PhoneValidator {
    static func digitsOnly(_ text: String) -> String {
        text.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
    }

    static func problem(with text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "Enter a number" }
        if trimmed.rangeOfCharacter(from: .letters) != nil { return "Letters are not allowed" }
        let digits = digitsOnly(trimmed)
        if digits.count < 7 { return "Too short (\(digits.count) digits)" }
        return nil
    }
}

struct PhoneEntryView: View {
    @State private var phone = "  555-01 "
    @State private var samples = ["555-0199", "call me", "12 34", "+1 (555) 010-2030"]

    var body: some View {
        Form {
            TextField("Phone", text: $phone)
            if let problem = PhoneValidator.problem(with: phone) {
                Text(problem).foregroundColor(.red)
            } else {
                Text("Digits: \(PhoneValidator.digitsOnly(phone))")
            }
            Section("Samples") {
                ForEach(samples, id: \.self) { sample in
                    Button(sample) {
                        phone = sample
                        print("\(sample) -> \(PhoneValidator.problem(with: sample) ?? "ok")")
                    }
                }
            }
            Text("Uppercase letters in samples: \(samples.joined().filter { $0.isUppercase }.count)")
        }
    }
}

#Preview {
    PhoneEntryView()
}
