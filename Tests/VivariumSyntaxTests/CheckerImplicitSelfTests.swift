import Testing
@testable import VivariumSyntax

/// In a class, a closure that escapes must say `self` to use the class's members (swiftc
/// 6.3.1's words: the error and a note at the name, a note at the closure's brace). Structs,
/// `[self]` and `[weak self]` captures, `Task { … }` and closures that do not escape are free.
@Suite struct CheckerImplicitSelfTests {
    @Test func escapingClosuresOfAClassNameSelf() {
        expectDiagnostics("""
        final class Feed: ObservableObject {
            @Published var items: [String] = []
            func reset() {}
            func load() {
                DispatchQueue.main.async 1️⃣{
                    2️⃣items = ["a"]
                    3️⃣reset()
                }
                DispatchQueue.main.async { self.items = [] }
                DispatchQueue.main.async { [self] in items = [] }
                DispatchQueue.main.async { [weak self] in self?.items = [] }
                Task { items = ["b"] }
                [1, 2].forEach { _ in items.append("c") }
            }
        }
        struct Screen {
            var count = 0
            func start() { DispatchQueue.main.async { print(count) } }
        }
        """, [
            "2️⃣ error: reference to property 'items' in closure requires explicit use of 'self' to make capture semantics explicit",
            "2️⃣ note: reference 'self.' explicitly",
            "1️⃣ note: capture 'self' explicitly to enable implicit 'self' in this closure",
            "3️⃣ error: call to method 'reset' in closure requires explicit use of 'self' to make capture semantics explicit",
            "3️⃣ note: reference 'self.' explicitly",
            "1️⃣ note: capture 'self' explicitly to enable implicit 'self' in this closure",
        ])
    }
}
