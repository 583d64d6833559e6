import Testing
@testable import VivariumSyntax

/// A view builder passes each statement to `buildExpression<Content: View>`: a statement whose
/// value is `()` is swiftc's `type '()' cannot conform to 'View'` at the statement (swiftc 6.3.1
/// on stand-ins of SwiftUI's declarations: the first such statement of each builder body only;
/// none where the block says `return`, or for `let _ = print(…)`). Before, these ran and the
/// `print` printed nothing.
@Suite struct CheckerBuilderStatementTests {
    /// The error and its note at each marker.
    private static func expected(at markers: [String]) -> [String] {
        var lines: [String] = []
        for marker in markers {
            lines.append(marker + " error: type '()' cannot conform to 'View'")
            lines.append(marker + " note: only concrete types such as structs, enums and classes can conform to protocols")
        }
        return lines
    }

    @Test func aStatementThatIsNoViewInABuilderBody() {
        expectDiagnostics("""
        import SwiftUI
        func log() {}
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("\\(count)")
                    1️⃣print("body ran")
                    print("twice")
                }
            }
        }
        struct Rows: View {
            var body: some View {
                ForEach(0..<3) { index in
                    2️⃣log()
                    Text("\\(index)")
                }
            }
        }
        struct Tally: View {
            @State private var taps = 0
            var body: some View {
                Text("a").overlay {
                    3️⃣taps += 1
                }
            }
        }
        struct Top: View {
            var body: some View {
                4️⃣print("top")
                Text("t")
            }
        }
        struct Helper: View {
            @ViewBuilder func row(_ on: Bool) -> some View {
                if on {
                    5️⃣print("row")
                }
                Text("r")
            }
            var body: some View { row(true) }
        }
        """, Self.expected(at: ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"]))
    }

    /// A view's type without its `()`: the type itself is the statement's value (an SDK view's
    /// too: `Spacer` is the common slip, `Image` the one this test environment names).
    @Test func aViewsTypeWithoutItsCall() {
        expectDiagnostics("""
        import SwiftUI
        struct Detail: View { var body: some View { Text("d") } }
        struct Row: View {
            var body: some View {
                HStack {
                    Text("a")
                    1️⃣Image
                }
            }
        }
        struct Page: View { var body: some View { 2️⃣Detail } }
        """, [
            "1️⃣ error: type 'Image.Type' cannot conform to 'View'",
            "1️⃣ note: only concrete types such as structs, enums and classes can conform to protocols",
            "2️⃣ error: type 'Detail.Type' cannot conform to 'View'",
            "2️⃣ note: only concrete types such as structs, enums and classes can conform to protocols",
        ])
    }

    @Test func whatBuildsOrIsNoBuilder() {
        expectClean("""
        import SwiftUI
        struct Fine: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    let _ = print("body ran")
                    Text("\\(count)")
                    Button("Add") { count += 1; print("added") }
                }
                .onAppear { print("appeared") }
            }
        }
        struct Sorter: View {
            @State private var newest = true
            var body: some View {
                Menu { Button("Newest") { newest = true } } label: { Text("Sort") } primaryAction: { newest.toggle(); newest = !newest }
            }
        }
        struct Returns: View {
            var body: some View {
                print("body ran")
                return Text("r")
            }
        }
        """)
    }
}
