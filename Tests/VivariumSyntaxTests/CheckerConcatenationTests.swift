import Testing
@testable import VivariumSyntax

/// `+` between a String and a number (swiftc 6.3.1): wanted as a String — a String context
/// (`Text`'s string, a typed constant) or the operand of a `+` with text on its other side — it
/// is "cannot convert value of type 'Int' to expected argument type 'String'" at the number;
/// with no context, "binary operator '+' cannot be applied to operands of type 'String' and
/// 'Int'" at the operator. Before, both failed when the code ran, in the interpreter's words.
@Suite struct CheckerConcatenationTests {
    @Test func aNumberAddedToText() {
        expectDiagnostics("""
        import SwiftUI
        let age = 3
        let name = "Ann"
        let free = "Age: " 1️⃣+ age
        let reversed = age 2️⃣+ " years"
        let typed: String = "Age: " + 3️⃣age
        let chained = "Age " + 4️⃣age + " name " + name
        let fine = "Age " + String(age) + name
        struct Card: View {
            @State private var count = 0
            var body: some View { Text("Count: " + 5️⃣count) }
        }
        """, [
            "1️⃣ error: binary operator '+' cannot be applied to operands of type 'String' and 'Int'",
            "2️⃣ error: binary operator '+' cannot be applied to operands of type 'Int' and 'String'",
            "3️⃣ error: cannot convert value of type 'Int' to expected argument type 'String'",
            "4️⃣ error: cannot convert value of type 'Int' to expected argument type 'String'",
            "5️⃣ error: cannot convert value of type 'Int' to expected argument type 'String'",
        ])
    }
}
