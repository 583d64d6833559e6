import Testing
@testable import VivariumSyntax

/// Honest boundaries: a missing module is the compiler's fatal error; an Apple API the
/// playground does not model is "not supported" at its location (an SDK module it does not model
/// imports, as the compiler imports it), and the other errors of the file are still reported.
@Suite struct CheckerBoundaryTests {
    @Test func unknownModuleIsFatalLikeTheCompiler() {
        expectDiagnostics("""
        import SwiftUI
        import 1️⃣Alamofire
        struct S { var x: Missing }
        """, ["1️⃣ error: no such module 'Alamofire'"])
    }

    @Test func modelledModulesImport() {
        expectClean("import SwiftUI\nimport Foundation\nimport Combine\nimport UIKit\nimport Observation\nimport SwiftUI.View")
    }

    /// An SDK module the playground does not model is imported as the compiler imports it (a
    /// file that imports it without using it runs, issue 25); the file's errors are reported.
    /// What it uses of the module is `not supported` (the session's `SessionChecker.unmodelledUses`).
    @Test func sdkModuleImportsAndTheRestIsReported() {
        expectDiagnostics("""
        import MapKit
        let x = 1️⃣nope
        """, [
            "1️⃣ error: cannot find 'nope' in scope",
        ])
    }

    @Test func appleViewsTheRuntimeLacksAreNotSupported() {
        expectDiagnostics("""
        struct V: View {
            var body: some View {
                VStack {
                    1️⃣ContentUnavailableView("Nothing", systemImage: "tray")
                    2️⃣LabeledContent("Name", value: "x")
                    Text(3️⃣undefinedThing)
                }
            }
        }
        """, [
            "1️⃣ error: not supported in the playground: 'ContentUnavailableView'",
            "2️⃣ error: not supported in the playground: 'LabeledContent'",
            "3️⃣ error: cannot find 'undefinedThing' in scope",
        ])
    }

    @Test func appleTypesInDeclarationsAreNotSupported() {
        expectDiagnostics("""
        struct V {
            var gesture: 1️⃣DragGesture
            var style: 2️⃣RoundedBorderTextFieldStyle
            var other: 3️⃣Nowhere
        }
        """, [
            "1️⃣ error: not supported in the playground: 'DragGesture'",
            "2️⃣ error: not supported in the playground: 'RoundedBorderTextFieldStyle'",
            "3️⃣ error: cannot find type 'Nowhere' in scope",
        ])
    }

    @Test func unknownPropertyWrapperIsReportedAtLoad() {
        expectDiagnostics("""
        struct V {
            @1️⃣Clamped var level = 3
            @2️⃣ScaledMetric var spacing = 8
            @State var fine = 1
        }
        """, [
            "1️⃣ error: unknown attribute 'Clamped'",
            "2️⃣ error: not supported in the playground: 'ScaledMetric'",
        ])
    }

    /// `Self._logChanges()` (iOS 17.1+) is modelled: it prints like `_printChanges()`.
    @Test func logChangesIsAccepted() {
        expectDiagnostics("""
        struct V: View {
            var body: some View {
                let _ = Self._logChanges()
                Text("x")
            }
        }
        """, [])
    }

    @Test func associatedAndNestedTypesAndBacktickedCasesResolve() {
        expectClean("""
        struct CaseStudy: Identifiable {
            let id: Int
            enum Kind { case `switch`, `default` }
            static let idType = CaseStudy.ID.self
            static let kind = CaseStudy.Kind.switch
            static let other: Kind = .default
        }
        """)
        expectDiagnostics("""
        struct Plain { let id: Int }
        let t = Plain.1️⃣ID.self
        """, ["1️⃣ error: type 'Plain' has no member 'ID'"])
    }
}

/// The object wrappers' generic requirements, as the compiler states them at the attribute.
@Suite struct CheckerWrapperConformanceTests {
    @Test func objectWrappersNeedAnObservableObject() {
        expectDiagnostics("""
        class Plain { var n = 0 }
        struct V: View {
            @1️⃣StateObject private var a = Plain()
            @2️⃣ObservedObject var b: Plain
            @3️⃣EnvironmentObject var c: Plain
            @4️⃣Bindable var d: Plain
            var body: some View { Text("v") }
        }
        """, [
            "1️⃣ error: generic struct 'StateObject' requires that 'Plain' conform to 'ObservableObject'",
            "2️⃣ error: generic struct 'ObservedObject' requires that 'Plain' conform to 'ObservableObject'",
            "3️⃣ error: generic struct 'EnvironmentObject' requires that 'Plain' conform to 'ObservableObject'",
            "4️⃣ error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable",
        ])
    }

    @Test func environmentByTypeNeedsAnObservableClass() {
        expectDiagnostics("""
        class Settings: ObservableObject { @Published var n = 0 }
        @Observable class Model { var n = 0 }
        struct V: View {
            @Environment(1️⃣Settings.self) private var settings
            @Environment(Model.self) private var model
            @Environment(\\.dismiss) private var dismiss
            var body: some View { Text("v") }
        }
        """, ["1️⃣ error: initializer 'init(_:)' requires that 'Settings' conform to 'Observable'"])
    }

    @Test func conformanceThroughProtocolsSuperclassesAndTheMacroIsAccepted() {
        expectClean("""
        protocol Store: ObservableObject {}
        class Base: Store { @Published var n = 0 }
        class Derived: Base {}
        @Observable class Model { var n = 0 }
        struct V: View {
            @StateObject private var a = Base()
            @ObservedObject var b: Derived
            @Bindable var c: Model
            @ObservedObject var d: SomeProtocolTypedModel
            var body: some View { Text("v") }
        }
        protocol SomeProtocolTypedModel: ObservableObject {}
        """)
    }
}
