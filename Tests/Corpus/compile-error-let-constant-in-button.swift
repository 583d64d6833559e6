// Demonstrates: a compile error pasted by mistake — a local `let` reassigned inside a Button action; swiftc: "cannot assign to value: 'total' is a 'let' constant".
// expected-error: 14:17: cannot assign to value: 'total' is a 'let' constant
import SwiftUI

struct TipView: View {
    @State private var bill = 40.0
    @State private var result = ""

    var body: some View {
        VStack {
            Text(result)
            Button("Add tip") {
                let total = bill
                total = bill * 1.15
                result = String(format: "%.2f", total)
            }
        }
    }
}

#Preview {
    TipView()
}
