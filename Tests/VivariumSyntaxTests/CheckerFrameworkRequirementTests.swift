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
            "2️⃣ error: initializer 'init(_:rowContent:)' requires that 'Item' conform to 'Identifiable'",
        ])
    }

    /// Element types that a call shows in a declaration: an array's element-keeping methods (their
    /// result is an array or a slice of the same elements) and user functions and methods with
    /// one declaration and a declared result. Before, each came at mount. One view each: a
    /// builder reports its first failure only.
    @Test func identifiableElementsThroughCallsWhoseResultIsDeclared() {
        let shelves = [
            ("1️⃣", "songs.filter { $0.liked }"), ("2️⃣", "songs.sorted { $0.title < $1.title }"),
            ("3️⃣", "songs.prefix(2)"), ("4️⃣", "favourites()"), ("5️⃣", "top(1)"), ("6️⃣", "self.top(1)"),
            ("7️⃣", "library.recent()"), ("", "tags.filter { !$0.title.isEmpty }"), ("", "songs.filter { $0.liked }, id: \\.title"),
        ].enumerated().map { index, shelf in
            """
            struct Shelf\(index): View {
                let songs = [Song(title: "a", liked: true)]
                let tags = [Tagged(title: "t")]
                let library = Library()
                func top(_ n: Int) -> [Song] { Array(songs.prefix(n)) }
                var body: some View {
                    \(shelf.0)ForEach(\(shelf.1)) { Text($0.title) }
                }
            }
            """
        }
        expectDiagnostics("""
        import SwiftUI
        struct Song { var title: String; var liked: Bool }
        struct Tagged: Identifiable { let id = UUID(); var title: String }
        func favourites() -> [Song] { [] }
        final class Library { func recent() -> [Song] { [] } }
        \(shelves.joined(separator: "\n"))
        """, ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣"].map {
            "\($0) error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Song' conform to 'Identifiable'"
        })
    }

    /// A view's type where a view is wanted: `NavigationLink`'s destination (swiftc 6.3.1, at
    /// the callee, with its note; a second note points into SwiftUI's interface).
    @Test func aDestinationThatIsATypeNotAView() {
        expectDiagnostics("""
        import SwiftUI
        struct Detail: View { var body: some View { Text("d") } }
        struct Menu1: View { var body: some View { 1️⃣NavigationLink("Go", destination: Detail) } }
        struct Menu2: View { var body: some View { NavigationLink("Go", destination: Detail()) } }
        """, [
            "1️⃣ error: type 'Detail.Type' cannot conform to 'View'",
            "1️⃣ note: only concrete types such as structs, enums and classes can conform to protocols",
        ])
    }

    /// Standard elements are not Identifiable either (`ForEach(names)` over `[String]`), unless
    /// the program extends the type; `id: \\.self` needs Hashable elements (swiftc 6.3.1).
    @Test func standardElementsAndSelfIDs() {
        expectDiagnostics("""
        import SwiftUI
        struct Item { var name: String }
        struct Tag: Hashable { var name: String }
        enum Kind { case a, b }
        struct Names: View {
            let names = ["a", "b"]
            var body: some View { 1️⃣ForEach(names) { Text($0) } }
        }
        struct Rows: View {
            let numbers = [1, 2]
            var body: some View { 2️⃣List(numbers) { Text("\\($0)") } }
        }
        struct Items: View {
            let items = [Item(name: "a")]
            var body: some View { 3️⃣ForEach(items, id: \\.self) { Text($0.name) } }
        }
        struct Fine: View {
            let names = ["a", "b"]
            let tags = [Tag(name: "t")]
            let kinds: [Kind] = [.a]
            var body: some View {
                VStack {
                    ForEach(names, id: \\.self) { Text($0) }
                    ForEach(tags, id: \\.self) { Text($0.name) }
                    ForEach(kinds, id: \\.self) { _ in Text("k") }
                }
            }
        }
        """, [
            "1️⃣ error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'",
            "2️⃣ error: initializer 'init(_:rowContent:)' requires that 'Int' conform to 'Identifiable'",
            "3️⃣ error: generic struct 'ForEach' requires that 'Item' conform to 'Hashable'",
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
