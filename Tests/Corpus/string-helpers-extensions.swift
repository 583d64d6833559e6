// Demonstrates: String, Int and Double extensions (email check, initials, ordinals, clean numbers) run from a button: split, components, CharacterSet over unicodeScalars.
// Source: Q&A answers gathered into one helpers file; written for Vivarium in that style, not copied.
// First paste: failed at tap "Run checks": value of type 'CharacterSet' has no member 'contains'
import SwiftUI

extension String {
    var isValidEmail: Bool {
        let parts = split(separator: "@")
        guard parts.count == 2, let domain = parts.last else { return false }
        return domain.contains(".") && !parts[0].isEmpty
    }

    func capitalizingFirstLetter() -> String {
        prefix(1).uppercased() + dropFirst()
    }

    var initials: String {
        components(separatedBy: " ")
            .compactMap { $0.first }
            .map { String($0) }
            .joined()
            .uppercased()
    }
}

extension Int {
    var ordinal: String {
        let suffix: String
        switch self % 100 {
        case 11, 12, 13: suffix = "th"
        default:
            switch self % 10 {
            case 1: suffix = "st"
            case 2: suffix = "nd"
            case 3: suffix = "rd"
            default: suffix = "th"
            }
        }
        return "\(self)\(suffix)"
    }
}

extension Double {
    var clean: String {
        truncatingRemainder(dividingBy: 1) == 0 ? String(format: "%.0f", self) : String(self)
    }
}

struct HelpersDemoView: View {
    @State private var input = "ada lovelace"
    @State private var results: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TextField("Name", text: $input)
            Text(input.capitalizingFirstLetter())
            Text(input.initials)
            Text("\(input.count) characters, \(input.filter { "aeiou".contains($0) }.count) vowels")
            Button("Run checks") {
                results = [
                    "a@b.co".isValidEmail.description,
                    "nope".isValidEmail.description,
                    [1, 2, 3, 11, 22, 103, 111].map(\.ordinal).joined(separator: " "),
                    [3.0, 2.5, 10].map(\.clean).joined(separator: ","),
                    String(input.reversed()),
                    input.replacingOccurrences(of: " ", with: "_"),
                    input.uppercased().components(separatedBy: "A").joined(separator: "-"),
                    String(input.unicodeScalars.filter { CharacterSet.letters.contains($0) }.count),
                    input.hasPrefix("ada") ? "starts with ada" : "other"
                ]
                results.forEach { print($0) }
            }
            ForEach(results, id: \.self) { line in
                Text(line).font(.caption.monospaced())
            }
        }
        .padding()
    }
}

#Preview {
    HelpersDemoView()
}
