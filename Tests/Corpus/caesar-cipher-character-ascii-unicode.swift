// Demonstrates: character-level string work — Character.asciiValue, isLetter/isUppercase, UnicodeScalar arithmetic, String(repeating:), compactMap over characters — a Caesar cipher with a shift stepper.
import SwiftUI

enum Caesar {
    static func shift(_ text: String, by amount: Int) -> String {
        String(text.map { character -> Character in
            guard let ascii = character.asciiValue, character.isLetter else { return character }
            let base: UInt8 = character.isUppercase ? 65 : 97
            let offset = (Int(ascii - base) + amount % 26 + 26) % 26
            return Character(UnicodeScalar(base + UInt8(offset)))
        })
    }

    static func letterHistogram(_ text: String) -> String {
        let counts = text.lowercased().compactMap { $0.isLetter ? $0 : nil }
            .reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }
            .prefix(3)
            .map { "\($0.key)\(String(repeating: "▮", count: $0.value))" }
            .joined(separator: " ")
    }
}

struct CipherView: View {
    @State private var message = "Hello, World!"
    @State private var shift = 3

    private var encoded: String { Caesar.shift(message, by: shift) }

    var body: some View {
        Form {
            TextField("Message", text: $message)
            Stepper("Shift \(shift)", value: $shift, in: -25...25)
            Text(encoded).font(.body.monospaced())
            Text("Round trip: \(Caesar.shift(encoded, by: -shift))")
            Text(Caesar.letterHistogram(message))
            Button("Rot13") { shift = 13 }
            Button("Zebra") { message = "Zebra zoo" }
        }
    }
}

#Preview {
    CipherView()
}
