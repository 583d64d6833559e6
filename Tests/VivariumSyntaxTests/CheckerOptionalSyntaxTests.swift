import Testing
@testable import VivariumSyntax

/// Optional syntax over a value that is not optional — `x!`, `x?.y`, `if let y = x` — which
/// swiftc rejects (each expectation checked with `swiftc -typecheck`, Swift 6.3.1). Before, the
/// interpreter ran such code as if it were fine; now it is refused at load, at swiftc's column.
@Suite struct CheckerOptionalSyntaxTests {
    @Test func forcedUnwrapOfANonOptionalIsRefusedAtTheExclamationMark() {
        expectDiagnostics("""
        struct Item { var name: String; var tags: [String] = [] }
        final class Store { var items: [Item] = []; var count = 0; var title: String? = nil }
        func f(store: Store) {
            let item = Item(name: "a")
            print(store.title!.count, item.name1️⃣!.count)
            let x = 3
            print(x2️⃣!, (x + 1)3️⃣!)
            print(store.items.first!.name)
        }
        """, [
            "1️⃣ error: cannot force unwrap value of non-optional type 'String'",
            "2️⃣ error: cannot force unwrap value of non-optional type 'Int'",
            "3️⃣ error: cannot force unwrap value of non-optional type 'Int'",
        ])
    }

    @Test func optionalChainingOnANonOptionalIsRefusedAtTheQuestionMark() {
        expectDiagnostics("""
        struct Item { var name: String }
        func f() {
            let item = Item(name: "a")
            print(item1️⃣?.name)
        }
        """, [
            "1️⃣ error: cannot use optional chaining on non-optional value of type 'Item'",
        ])
    }

    @Test func conditionalBindingOfANonOptionalIsRefusedAtItsLet() {
        expectDiagnostics("""
        struct Item { var name: String; var note: String?; var tags: [String] = [] }
        func f(item: Item, count: Int) {
            if 1️⃣let n = item.name { print(n) }
            guard let c = Optional(count) else { return }
            if let note = item.note, 2️⃣let tags = item.tags { print(note, tags, c) }
            while 3️⃣let z = count { print(z) }
        }
        """, [
            "1️⃣ error: initializer for conditional binding must have Optional type, not 'String'",
            "2️⃣ error: initializer for conditional binding must have Optional type, not '[String]'",
            "3️⃣ error: initializer for conditional binding must have Optional type, not 'Int'",
        ])
    }

    /// `[weak self]` makes `self` optional inside the closure until `guard let self` binds it;
    /// implicitly unwrapped, aliased, generic and failable values stay unwrappable.
    @Test func optionalValuesUnderOtherSpellingsAreNotRefused() {
        expectDiagnostics("""
        typealias MaybeName = String?
        final class Model {
            var count = 0
            var label: String!
            var maybe: MaybeName = nil
            weak var parent: Model?
            var map: [String: Int] = [:]
            func run<T>(_ value: T?) -> T? { value }
            func start(_ work: (@escaping () -> Void) -> Void) {
                work { [weak self] in self?.count += 1 }
                work { [weak self] in
                    guard let self else { return }
                    self.count += 1
                }
                print(label!, maybe!, parent!.count, map["a"]!, run(3)!, Int("3")!)
                if let parent { print(parent) }
            }
        }
        """, [])
    }
}
