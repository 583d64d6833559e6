import Testing
@testable import VivariumSyntax

/// Calls that none of the user's overloads of a name matches: swiftc diagnoses the overload
/// whose mismatch weighs least in its solver, or, when overloads that all want other labels
/// tie, `no exact matches in call to …` with a note at each. The expectations are swiftc 6.3's
/// output for these sources (`swiftc -typecheck`).
@Suite struct CheckerOverloadTests {
    @Test func initializerOverloads() {
        expectDiagnostics("""
        class Point {
            1️⃣init(x: Int, y: Int) {}
            2️⃣init(a: Int, b: Int) {}
        }
        class Badge {
            init(name: String) {}
            init(name: String, size: Int) {}
        }
        func make() {
            _ = 3️⃣Point(z: 1, w: 2)
            _ = Point(x: 14️⃣)
            _ = Point(x: 1, y: 2, z: 5️⃣3)
            _ = Badge6️⃣(nam: "p")
            _ = 7️⃣Point(1, 2)
        }
        """, [
            "3️⃣ error: no exact matches in call to initializer",
            "1️⃣ note: incorrect labels for candidate (have: '(z:w:)', expected: '(x:y:)')",
            "2️⃣ note: incorrect labels for candidate (have: '(z:w:)', expected: '(a:b:)')",
            "4️⃣ error: missing argument for parameter 'y' in call",
            "1️⃣ note: 'init(x:y:)' declared here",
            "5️⃣ error: extra argument 'z' in call",
            "6️⃣ error: incorrect argument label in call (have 'nam:', expected 'name:')",
            "7️⃣ error: no exact matches in call to initializer",
            "1️⃣ note: incorrect labels for candidate (have: '(_:_:)', expected: '(x:y:)')",
            "2️⃣ note: incorrect labels for candidate (have: '(_:_:)', expected: '(a:b:)')",
        ])
    }

    @Test func methodAndFunctionOverloads() {
        expectDiagnostics("""
        struct Layout {
            func 1️⃣place(row: Int) {}
            func 2️⃣place(column: Int) {}
            static func 3️⃣grid(rows: Int) -> Layout { Layout() }
            static func 4️⃣grid(columns: Int) -> Layout { Layout() }
        }
        func 5️⃣spacing(small: Bool) -> Int { 4 }
        func 6️⃣spacing(large: Bool) -> Int { 16 }
        func use() {
            Layout().7️⃣place(col: 1)
            _ = Layout.8️⃣grid(row: 2)
            _ = 9️⃣spacing(medium: true)
        }
        """, [
            "7️⃣ error: no exact matches in call to instance method 'place'",
            "1️⃣ note: incorrect labels for candidate (have: '(col:)', expected: '(row:)')",
            "2️⃣ note: incorrect labels for candidate (have: '(col:)', expected: '(column:)')",
            "8️⃣ error: no exact matches in call to static method 'grid'",
            "3️⃣ note: incorrect labels for candidate (have: '(row:)', expected: '(rows:)')",
            "4️⃣ note: incorrect labels for candidate (have: '(row:)', expected: '(columns:)')",
            "9️⃣ error: no exact matches in call to global function 'spacing'",
            "5️⃣ note: incorrect labels for candidate (have: '(medium:)', expected: '(small:)')",
            "6️⃣ note: incorrect labels for candidate (have: '(medium:)', expected: '(large:)')",
        ])
    }

    @Test func tiedMissingArgumentsDiagnoseTheFirstOverload() {
        expectDiagnostics("""
        func 1️⃣spacing(small: Bool) -> Int { 4 }
        func spacing(large: Bool) -> Int { 16 }
        class Tag { 2️⃣init(name: String) {}; init(id: Int) {} }
        let s = spacing(3️⃣)
        let t = Tag(4️⃣)
        func h(x: Int) {}
        h(5️⃣1)
        """, [
            "3️⃣ error: missing argument for parameter 'small' in call",
            "1️⃣ note: 'spacing(small:)' declared here",
            "4️⃣ error: missing argument for parameter 'name' in call",
            "2️⃣ note: 'init(name:)' declared here",
            "5️⃣ error: missing argument label 'x:' in call",
        ])
    }
}
