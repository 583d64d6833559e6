import Testing
@testable import VivariumSyntax

/// An optional used where its value is wanted, and a value of one standard type put where
/// another is declared: swiftc 6.3.1's words and positions (at the optional, at the value's
/// name). Before, these ran: the interpreter looked through the optional and kept the Int.
@Suite struct CheckerUnwrappingTests {
    @Test func optionalsMustBeUnwrapped() {
        expectDiagnostics("""
        struct User { var name: String; var nick: String?; var age: Int? }
        let user = User(name: "a", nick: nil, age: 3)
        let stock: Int? = 3
        let tags: [String]? = []
        let a = user.1️⃣nick.count
        let b = 2️⃣stock + 1
        let c = 3️⃣tags.count
        let d = user.4️⃣nick.uppercased()
        if 5️⃣stock > 0 { print("in stock") }
        let fine = (user.nick?.count ?? 0) + (stock ?? 0) + (tags?.count ?? 0)
        let mapped = user.nick.map { $0.count }
        if let nick = user.nick { print(nick.count) }
        """, [
            "1️⃣ error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'",
            "1️⃣ note: chain the optional using '?' to access member 'count' only for non-'nil' base values",
            "1️⃣ note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
            "2️⃣ error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
            "2️⃣ note: coalesce using '??' to provide a default when the optional value contains 'nil'",
            "2️⃣ note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
            "3️⃣ error: value of optional type '[String]?' must be unwrapped to refer to member 'count' of wrapped base type '[String]'",
            "3️⃣ note: chain the optional using '?' to access member 'count' only for non-'nil' base values",
            "3️⃣ note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
            "4️⃣ error: value of optional type 'String?' must be unwrapped to refer to member 'uppercased' of wrapped base type 'String'",
            "4️⃣ note: chain the optional using '?' to access member 'uppercased' only for non-'nil' base values",
            "4️⃣ note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
            "5️⃣ error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
            "5️⃣ note: coalesce using '??' to provide a default when the optional value contains 'nil'",
            "5️⃣ note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
        ])
    }

    @Test func numbersDoNotConvertImplicitly() {
        expectDiagnostics("""
        struct Cart { var count = 2; var price = 1.5; func total() -> Double { price } }
        let cart = Cart()
        var total: Double = 0
        total = cart.1️⃣count
        let average: Double = cart.2️⃣count
        let scaled: CGFloat = cart.price
        total = Double(cart.count)
        total += cart.3️⃣count
        var label = "n"
        label += cart.4️⃣count
        label += "s"
        total += 2
        var items = 0
        items = cart.5️⃣total()
        """, [
            "1️⃣ error: cannot assign value of type 'Int' to type 'Double'",
            "2️⃣ error: cannot convert value of type 'Int' to specified type 'Double'",
            "3️⃣ error: cannot convert value of type 'Int' to expected argument type 'Double'",
            "4️⃣ error: cannot convert value of type 'Int' to expected argument type 'String'",
            "5️⃣ error: cannot assign value of type 'Double' to type 'Int'",
        ])
    }

    /// `Text`'s string and a condition want the value, not the optional (one error per view
    /// builder body, as swiftc reports).
    @Test func textAndConditionsWantTheValue() {
        expectDiagnostics("""
        import SwiftUI
        struct User { var name: String?; var active: Bool? }
        struct Card: View {
            let user = User(name: "a", active: true)
            var body: some View { Text(user.1️⃣name) }
        }
        func check(_ flag: Bool?) {
            if 2️⃣flag { print("x") }
            if flag == true { print("y") }
            if let flag, flag { print("z") }
        }
        """, [
            "1️⃣ error: value of optional type 'String?' must be unwrapped to a value of type 'String'",
            "1️⃣ note: coalesce using '??' to provide a default when the optional value contains 'nil'",
            "1️⃣ note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
            "2️⃣ error: value of optional type 'Bool?' must be unwrapped to a value of type 'Bool'",
            "2️⃣ note: coalesce using '??' to provide a default when the optional value contains 'nil'",
            "2️⃣ note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
        ])
    }
}
