import Testing
@testable import VivariumSyntax

/// SwiftUI's generic requirements on the values a view passes, refused at load where the value's
/// type is evident (expectations: swiftc 6.3.1 with stand-ins of SwiftUI's declarations; the
/// column is the callee's name). Before, each came when the body first ran.
@Suite struct CheckerFrameworkRequirementTests {
    /// One error per statement of a builder, as swiftc's (its first failure ends the statement).
    @Test func forEachAndListNeedIdentifiableElementsWithoutAnID() {
        expectDiagnostics("""
        import SwiftUI
        struct Item { var name: String }
        struct Tagged: Identifiable { let id = UUID(); var name: String }
        final class Store: ObservableObject { @Published var items: [Item] = [] }
        struct Rows: View {
            let items = [Item(name: "x")]
            @State private var tagged = [Tagged(name: "a")]
            var body: some View {
                VStack {
                    1️⃣ForEach(items) { Text($0.name) }
                    ForEach(items, id: \\.name) { Text($0.name) }
                    ForEach(tagged) { Text($0.name) }
                }
            }
        }
        struct Names: View {
            @ObservedObject var store: Store
            var body: some View { 2️⃣List(store.items) { Text($0.name) } }
        }
        """, [
            "1️⃣ error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Item' conform to 'Identifiable'",
            "2️⃣ error: referencing initializer 'init(_:rowContent:)' on 'List' requires that 'Item' conform to 'Identifiable'",
        ])
    }

    /// A result-builder statement reports its first failure only (swiftc 6.3.1): one view each.
    @Test func modifiersNeedEquatableValuesAndTheirKindOfObject() {
        expectDiagnostics("""
        import SwiftUI
        struct Filter { var text = "" }
        struct Query: Equatable { var text = "" }
        final class Settings: ObservableObject {}
        @Observable final class Model {}
        struct Changes: View {
            @State private var filter = Filter()
            @State private var query = Query()
            var body: some View { Text("a").1️⃣onChange(of: filter) { print("changed") }.onChange(of: query) { print("q") } }
        }
        struct Loads: View {
            @State private var filter = Filter()
            var body: some View { Text("c").2️⃣task(id: filter) { print("load") } }
        }
        struct Objects: View {
            @State private var model = Model()
            @StateObject private var settings = Settings()
            var body: some View {
                VStack {
                    Text("d").3️⃣environmentObject(model)
                    Text("e").environment(settings)
                    Text("f").environment(model).environmentObject(settings)
                }
            }
        }
        struct Injected: View {
            @State private var model = Model()
            var body: some View { Text("g").environment(model) }
        }
        """, [
            "1️⃣ error: instance method 'onChange(of:initial:_:)' requires that 'Filter' conform to 'Equatable'",
            "2️⃣ error: instance method 'task(id:priority:_:)' requires that 'Filter' conform to 'Equatable'",
            "3️⃣ error: instance method 'environmentObject' requires that 'Model' conform to 'ObservableObject'",
        ])
    }

    @Test func anObservableObjectInTheObservableEnvironment() {
        expectDiagnostics("""
        import SwiftUI
        final class Settings: ObservableObject {}
        struct Screen: View {
            @StateObject private var settings = Settings()
            var body: some View { Text("e").1️⃣environment(settings) }
        }
        """, [
            "1️⃣ error: instance method 'environment' requires that 'Settings' conform to 'Observable'",
        ])
    }
}
