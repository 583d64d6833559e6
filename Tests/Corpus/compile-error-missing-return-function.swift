// Demonstrates: a compile error pasted by mistake — a function whose if/else-if chain falls off the end without returning; swiftc reports it at the closing brace.
// expected-error: 14:5: missing return in instance method expected to return 'String'
import SwiftUI

struct GradeBadge: View {
    let score: Int

    func letter(for score: Int) -> String {
        if score >= 90 {
            return "A"
        } else if score >= 75 {
            return "B"
        }
    }

    var body: some View {
        Text(letter(for: score))
            .font(.largeTitle)
    }
}

#Preview {
    GradeBadge(score: 80)
}
