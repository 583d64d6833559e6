// Demonstrates: a compile error pasted by mistake — a memberwise initializer called without its argument label; swiftc: "missing argument label 'title:' in call" at the argument.
// expected-error: 18:24: missing argument label 'title:' in call
import SwiftUI

struct Badge: View {
    let title: String
    var color: Color = .blue

    var body: some View {
        Text(title)
            .padding(6)
            .background(color.opacity(0.2), in: Capsule())
    }
}

struct BadgeRow: View {
    var body: some View {
        HStack { Badge("New") }
    }
}

#Preview {
    BadgeRow()
}
