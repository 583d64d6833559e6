// Demonstrates: Swift Regex literals (iOS 16) to validate and clean text input: wholeMatch, firstMatch with captures, replacing and contains.
import SwiftUI

struct CouponField: View {
    @State private var code = "  save-20  off "
    @State private var message = ""

    private func normalize(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
            .replacing(/\s+/, with: " ")
            .uppercased()
    }

    private func validate(_ text: String) -> String {
        let cleaned = normalize(text)
        if let match = cleaned.firstMatch(of: /SAVE-(\d+)/) {
            let percent = Int(match.1) ?? 0
            return "\(percent)% off"
        }
        if cleaned.contains(/\d/) {
            return "Unknown code"
        }
        return cleaned.wholeMatch(of: /[A-Z ]+/) != nil ? "Letters only" : "Invalid"
    }

    var body: some View {
        Form {
            TextField("Coupon", text: $code)
            Text(message)
            Button("Apply") {
                message = validate(code)
                print(normalize(code), "->", message)
            }
            Button("Try FREE SHIP") {
                code = "free   ship"
                message = validate(code)
            }
        }
    }
}

#Preview {
    CouponField()
}
