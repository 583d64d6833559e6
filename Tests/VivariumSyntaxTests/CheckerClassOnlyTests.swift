import Testing
@testable import VivariumSyntax

/// What SwiftUI's object model allows on classes only, and wrappers on `var`s only (each
/// expectation checked with swiftc 6.3.1, Observation's macro and stand-ins of Combine's
/// `ObservableObject` and `Published`): refused where declared, before anything runs.
@Suite struct CheckerClassOnlyTests {
    @Test func aStructOrEnumCannotBeAnObservableObject() {
        expectDiagnostics("""
        import SwiftUI
        struct 1️⃣Settings: Identifiable, ObservableObject { var id = 0 }
        enum 2️⃣Mode: ObservableObject { case light }
        final class Store: ObservableObject { @Published var count = 0 }
        actor Loader: ObservableObject {}
        """, [
            "1️⃣ error: non-class type 'Settings' cannot conform to class protocol 'ObservableObject'",
            "2️⃣ error: non-class type 'Mode' cannot conform to class protocol 'ObservableObject'",
        ])
    }

    @Test func observableIsForClasses() {
        expectDiagnostics("""
        import Observation
        1️⃣@Observable struct Profile { var name = "" }
        2️⃣@Observable actor Feed { var items: [Int] = [] }
        @Observable final class Library { var books: [String] = [] }
        """, [
            "1️⃣ error: '@Observable' cannot be applied to struct type 'Profile'",
            "2️⃣ error: '@Observable' cannot be applied to actor type 'Feed'",
        ])
    }

    @Test func publishedIsForPropertiesOfClasses() {
        expectDiagnostics("""
        import Combine
        struct Form { 1️⃣@Published var email = "" }
        final class Model: ObservableObject { @Published var email = "" }
        """, [
            "1️⃣ error: 'wrappedValue' is unavailable: @Published is only available on properties of classes",
        ])
    }

    @Test func aWrapperNeedsAVar() {
        expectDiagnostics("""
        import SwiftUI
        struct Counter: View {
            1️⃣@State let count = 0
            @State private var taps = 0
            var body: some View { Text("\\(count) \\(taps)") }
        }
        """, [
            "1️⃣ error: property wrapper can only be applied to a 'var'",
        ])
    }

    /// Apple's documentation shows a view's members without the view (the Toggle and TextField
    /// pages); pasted as is, each wrapper outside a type is swiftc's error at its attribute, and
    /// a plain top-level variable is fine.
    @Test func aWrapperOutsideATypeIsRefusedAtItsAttribute() {
        expectDiagnostics("""
        import SwiftUI
        1️⃣@State private var vibrateOnRing = false
        2️⃣@Environment(\\.colorScheme) var colorScheme
        let title = "Ring"
        """, [
            "1️⃣ error: property wrappers are not yet supported in top-level code",
            "2️⃣ error: property wrappers are not yet supported in top-level code",
        ])
    }

    /// A program that declares its own `ObservableObject` protocol is judged by its own.
    @Test func aProgramsOwnNamesAreItsOwn() {
        expectDiagnostics("""
        protocol ObservableObject {}
        struct Settings: ObservableObject {}
        """, [])
    }
}
