import Testing
@testable import VivariumSyntax

/// A view's arguments of the wrong kind, refused at load as swiftc refuses them (wording and
/// columns: swiftc 6.3.1 with stand-ins of SwiftUI's declarations). Before, each ran: the toggle
/// showed a value it could never change, `Text(count)` showed the number.
@Suite struct CheckerViewArgumentTests {
    @Test func aValueWhereABindingIsTaken() {
        expectDiagnostics("""
        import SwiftUI
        final class Model: ObservableObject { @Published var flag = false }
        struct Settings: View {
            @State private var show = false
            @State private var name = ""
            @Binding var on: Bool
            @ObservedObject var model: Model
            let plain = true
            var body: some View {
                VStack {
                    Toggle("A", isOn: 1️⃣show)
                    Toggle("B", isOn: $show)
                    Toggle("C", isOn: .constant(true))
                }
            }
            var b: some View { Toggle("On", isOn: 2️⃣on) }
            var c: some View { Toggle("On", isOn: 3️⃣plain) }
            var d: some View { Toggle("On", isOn: model.4️⃣flag) }
            var e: some View { TextField("Name", text: self.5️⃣name) }
            var f: some View { Text("a").sheet(isPresented: 6️⃣show) { Text("s") } }
            var g: some View { Toggle("On", isOn: $model.flag) }
        }
        """, [
            "1️⃣ error: cannot convert value 'show' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead",
            "2️⃣ error: cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead",
            "3️⃣ error: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'",
            "4️⃣ error: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'",
            "5️⃣ error: cannot convert value 'name' of type 'String' to expected type 'Binding<String>', use wrapper instead",
            "6️⃣ error: cannot convert value 'show' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead",
        ])
    }

    @Test func aNumberIsNotTextContent() {
        expectDiagnostics("""
        import SwiftUI
        struct Score: View {
            let count = 3
            let label = "Score"
            var body: some View { 1️⃣Text(count) }
            var b: some View { Text(label) }
            var c: some View { Text("\\(count)") }
        }
        """, [
            "1️⃣ error: initializer 'init(_:)' requires that 'Int' conform to 'StringProtocol'",
        ])
    }

    @Test func anOpaqueResultIsOneType() {
        expectDiagnostics("""
        import SwiftUI
        struct Badge: View {
            let wide: Bool
            var body: some View { badge(wide) }
            func 1️⃣badge(_ wide: Bool) -> some View {
                if wide { return 2️⃣Text("wide") } else { return 3️⃣Image(systemName: "star") }
            }
            @ViewBuilder func built(_ wide: Bool) -> some View {
                if wide { Text("wide") } else { Image(systemName: "star") }
            }
            func same(_ wide: Bool) -> some View {
                if wide { return Text("wide") } else { return Text("narrow") }
            }
        }
        """, [
            "1️⃣ error: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types",
            "2️⃣ note: return statement has underlying type 'Text'",
            "3️⃣ note: return statement has underlying type 'Image'",
        ])
    }
}
