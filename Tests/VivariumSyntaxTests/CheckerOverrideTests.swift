import Testing
@testable import VivariumSyntax

/// A subclass member that replaces its superclass's must say `override` (swiftc 6.3.1's words
/// and columns: the error at the member's name, a note at the overridden one).
@Suite struct CheckerOverrideTests {
    @Test func replacingAMemberNeedsOverride() {
        expectDiagnostics("""
        class Animal {
            func 1️⃣speak() -> String { "..." }
            var 2️⃣kind: String { "animal" }
            func eat(_ food: String) {}
        }
        class Dog: Animal {
            func 3️⃣speak() -> String { "Woof" }
            var 4️⃣kind: String { "dog" }
            func eat(_ amount: Int) {}
            func eat(food: String) {}
        }
        class Puppy: Dog {
            override func speak() -> String { "Yip" }
            override var kind: String { "puppy" }
        }
        """, [
            "3️⃣ error: overriding declaration requires an 'override' keyword",
            "1️⃣ note: overridden declaration is here",
            "4️⃣ error: overriding declaration requires an 'override' keyword",
            "2️⃣ note: overridden declaration is here",
        ])
    }

    /// A base class sent in an earlier input: the note points into that input, at the method's
    /// name (the model keeps each function's name position).
    @Test func theNotePointsIntoTheInputThatDeclaredTheBaseClass() {
        let base = Frontend.lower(SourceFile(name: "input-1", text: """
            class FeedModel {
                func load() {}
            }
            """)).program
        let subclass = SourceFile(name: "input-2", text: """
            final class PreviewModel: FeedModel {
                func load() {}
            }
            """)
        let diagnostics = Checker(environment: checkerTestEnvironment)
            .check(Frontend.lower(subclass).program, source: subclass, previous: [base])
        #expect(diagnostics.map(\.description) == [
            "input-2:2:10: error: overriding declaration requires an 'override' keyword",
            "input-1:2:10: note: overridden declaration is here",
        ])
    }
}
