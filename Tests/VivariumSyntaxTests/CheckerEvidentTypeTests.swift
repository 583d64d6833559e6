import Testing
@testable import VivariumSyntax

/// Values whose type the checker now knows, so that a misspelled member or label on them is
/// reported at load, as swiftc reports it, rather than failing at run time: a user type's static
/// property (`Store.shared`) and static function (`Store.preview()`), an array literal of a user
/// type, and the element a closure receives from `ForEach`, `map`, `first(where:)`, `sorted`.
/// The expectations are swiftc 6.3's output for this source with a stand-in `ForEach`.
@Suite struct CheckerEvidentTypeTests {
    @Test func staticMembersArraysAndElementClosures() {
        expectDiagnostics("""
        struct Item: Identifiable { let id: Int; var title: String; var done = false }
        final class Store {
            static let shared = Store()
            var items: [Item] = [Item(id: 0, title: "a")]
            func add(title: String) {}
            static func preview() -> Store { Store() }
        }
        let a = Store.shared.1️⃣itms
        let b = Store.preview()
        b.add2️⃣(titel: "x")
        let xs = [Item(id: 1, title: "a")]
        let d = xs.map { $0.3️⃣titl }
        let e = xs.first(where: { item in item.4️⃣don })
        let f = xs.sorted { $0.title < $1.5️⃣titel }
        let g = ForEach(xs) { item in Text(item.6️⃣name) }
        """, [
            "1️⃣ error: value of type 'Store' has no member 'itms'",
            "2️⃣ error: incorrect argument label in call (have 'titel:', expected 'title:')",
            "3️⃣ error: value of type 'Item' has no member 'titl'",
            "4️⃣ error: value of type 'Item' has no member 'don'",
            "5️⃣ error: value of type 'Item' has no member 'titel'",
            "6️⃣ error: value of type 'Item' has no member 'name'",
        ])
    }

    @Test func elementClosuresThatCheck() {
        expectClean("""
        struct Item: Identifiable { let id: Int; var title: String; var done = false }
        enum Phase { case idle, running(step: Int) }
        let xs = [Item(id: 1, title: "a")]
        let titles = xs.map { $0.title }.joined()
        let open = xs.filter { !$0.done }.count
        let first = xs.sorted { $0.title < $1.title }.first?.id
        let phase = Phase.idle
        let ids = xs.map { item in item.id }
        """)
    }
}

/// An element of an array of a user type (`items[0]`) and a misspelled view modifier: swiftc
/// 6.3's output for this source, with stand-ins for `Text` and `padding`/`shadow`.
@Suite struct CheckerSubscriptAndModifierTests {
    @Test func elementsAndMisspelledModifiers() {
        expectDiagnostics("""
        struct Item { var title: String; var done = false }
        final class Model { var items: [Item] = [Item(title: "a")] }
        func use(_ m: Model) {
            m.items[0].1️⃣titel = "b"
            let first = m.items[1].2️⃣tile
            let views = Text("x").padding().3️⃣shaddow(radius: 2)
            let t = Text("x").font(.body).4️⃣foregroundColour(.red)
            let slice = m.items[0..<1].count
            let fine = Text("x").padding().shadow(radius: 2)
        }
        """, [
            "1️⃣ error: value of type 'Item' has no member 'titel'",
            "2️⃣ error: value of type 'Item' has no member 'tile'",
            "3️⃣ error: value of type 'some View' has no member 'shaddow'",
            "4️⃣ error: value of type 'Text' has no member 'foregroundColour'",
        ])
    }

    @Test func anUnknownModifierFarFromEveryKnownOneIsLeftToTheRun() {
        // Not one or two edits from a modifier the checker knows: SwiftUI may have it.
        expectClean("""
        let v = Text("x").padding().symbolEffectPulse()
        """)
    }
}

/// Shapes of calls found failing at run time in SwiftUI-style programs: swiftc 6.3's output for
/// this source (its `V().task` a stand-in for SwiftUI's; swiftc adds the note `call is 'async'`
/// to the last error, which the checker does not give for any async call).
@Suite struct CheckerCallShapeTests {
    @Test func extraAndMissingTrailingClosureAllCasesAndTask() {
        expectDiagnostics("""
        struct 1️⃣Todo { let id: Int; var title: String; var isDone = false }
        struct Row { let todo: Todo; let onToggle: () -> Void }
        enum Filter: String, CaseIterable { case all, open }
        final class Model { func load() async {} }
        func use(_ model: Model) {
            let a = Todo(id: 12️⃣, name: 3️⃣"x")
            let r = Row4️⃣(item: a) { }
            let f = Filter.allCases.map { $0.5️⃣rawvalue }
            _ = Text("x").task { 6️⃣model.load() }
        }
        """, [
            "3️⃣ error: extra argument 'name' in call",
            "2️⃣ error: missing argument for parameter 'title' in call",
            "1️⃣ note: 'init(id:title:isDone:)' declared here",
            "4️⃣ error: incorrect argument label in call (have 'item:_:', expected 'todo:_:')",
            "5️⃣ error: value of type 'Filter' has no member 'rawvalue'",
            "6️⃣ error: expression is 'async' but is not marked with 'await'",
        ])
    }
}

/// Members read through a projected value: swiftc 6.3's output for this source with stand-ins
/// for SwiftUI's `@dynamicMemberLookup` `Binding`, `State` and `Bindable`.
@Suite struct CheckerBindingMemberTests {
    @Test func dynamicMembersOfBindings() {
        expectDiagnostics("""
        struct Settings { var username = ""; var volume = 0.5 }
        @Observable final class Model { var settings = Settings(); var count = 0 }
        struct V: View {
            @State var settings = Settings()
            @Bindable var model: Model
            var body: some View { Text("x") }
            func use() {
                let a = $settings.1️⃣usernam
                let b = $model.settings.2️⃣usernam
                let c = $model.3️⃣cont
                let d = $settings.username
                let e = $model.settings.volume
            }
        }
        """, [
            "1️⃣ error: value of type 'Binding<Settings>' has no dynamic member 'usernam' using key path from root type 'Settings'",
            "2️⃣ error: value of type 'Binding<Settings>' has no dynamic member 'usernam' using key path from root type 'Settings'",
            "3️⃣ error: value of type 'Bindable<Model>' has no dynamic member 'cont' using key path from root type 'Model'",
        ])
    }
}

/// A user protocol used as a type (a service injected as `let service: PhotoService`): its
/// members are its requirements, its extensions' and those of the protocols it refines, and
/// swiftc names it `any PhotoService` (swiftc 6.3's output for this source).
@Suite struct CheckerExistentialMemberTests {
    @Test func membersOfAProtocolUsedAsAType() {
        expectDiagnostics("""
        struct Photo { let id: Int }
        protocol PhotoService { func fetchPhotos() async throws -> [Photo] }
        protocol Named { var name: String { get } }
        extension Named { func greet() -> String { "hi \\(name)" } }
        protocol Store: Named, AnyObject { func save() }
        final class Model {
            let service: PhotoService
            let other: any PhotoService
            let store: Store
            init(service: PhotoService, store: Store) { self.service = service; self.other = service; self.store = store }
            func run() async throws {
                _ = try await service.1️⃣fetchPhoto()
                _ = try await other.2️⃣fetchPhotoz()
                _ = store.3️⃣nam
                _ = store.greet()
                store.4️⃣sav()
                _ = try await service.fetchPhotos(limit: 5️⃣2)
                _ = try await service.fetchPhotos()
            }
        }
        func use(_ s: PhotoService) { _ = s.6️⃣fetch }
        """, [
            "1️⃣ error: value of type 'any PhotoService' has no member 'fetchPhoto'",
            "2️⃣ error: value of type 'any PhotoService' has no member 'fetchPhotoz'",
            "3️⃣ error: value of type 'any Store' has no member 'nam'",
            "4️⃣ error: value of type 'any Store' has no member 'sav'",
            "5️⃣ error: argument passed to call that takes no arguments",
            "6️⃣ error: value of type 'any PhotoService' has no member 'fetch'",
        ])
    }
}
