import Testing
@testable import VivariumSyntax

/// Class initializer rules, worded and located as swiftc 6.3 reports them on stand-ins for
/// UIKit's classes (seed 004).
@Suite struct CheckerInitializerTests {
    static let uiView = """
        class NSCoder {}
        class UIView {
            var translatesAutoresizingMaskIntoConstraints = true
            init(frame: Int) {}
            required 1️⃣init?(coder: NSCoder) {}
        }
        """

    @Test func requiredInitializerMustBeProvided() {
        expectDiagnostics(Self.uiView + """

        class Badge: UIView {
            init() { super.init(frame: 0) }
        2️⃣}
        class Plain: UIView {
            var tapped = false
        }
        """, [
            "2️⃣ error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'",
            "1️⃣ note: 'required' initializer is declared in superclass here",
        ])
    }

    @Test func requiredConvenienceInitializerIsInheritedAndRecursionWarned() {
        expectDiagnostics(Self.uiView + """

        class View: UIView {
            init() { super.init(frame: 0) }
            required convenience init?(coder aDecoder: NSCoder) {
                self.3️⃣init(coder: aDecoder)
            }
        }
        class Future: View {
            override init() { super.init() }
        }
        """, [
            "3️⃣ warning: function call causes an infinite recursion",
        ])
    }

    @Test func selfBeforeSuperInit() {
        expectDiagnostics(Self.uiView + """

        class A: UIView {
            var x: Int
            init(x: Int) { self.x = x; print(3️⃣self); super.init(frame: 0) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        class B: UIView {
            init(y: Int) { self.translatesAutoresizingMaskIntoConstraints 4️⃣= false; super.init(frame: 0) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        class C: UIView {
            init(y: Int) { 5️⃣initialize(); super.init(frame: 0) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            func initialize() {}
        }
        """, [
            "3️⃣ error: 'self' used before 'super.init' call",
            "4️⃣ error: 'self' used in property access 'translatesAutoresizingMaskIntoConstraints' before 'super.init' call",
            "5️⃣ error: 'self' used in method call 'initialize' before 'super.init' call",
        ])
    }
}
