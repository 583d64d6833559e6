import Testing
import VivariumWire
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted, or ran wrong (the thirteenth real-code discovery
/// pass): `async let` children that run beside each other, a `KeyPathComparator` over names,
/// `Self` in a closure of a struct's member, `AttributedString.range(of:options:)`, a value made
/// by a call and called again, and optional results printed as `Optional(…)`.
@Suite struct RealCodeThirteenthPassTests: PastedCodeOutputs {
    private static let dashboard = """
        struct Service {
            var failNews = false
            func profile() async throws -> String { try await Task.sleep(for: .milliseconds(300)); return "Sam" }
            func steps() async throws -> Int { try await Task.sleep(for: .milliseconds(500)); return 8412 }
            func news() async throws -> [String] {
                try await Task.sleep(for: .milliseconds(200))
                if failNews { throw CancellationError() }
                return ["Swift 6"]
            }
        }
        func load(_ service: Service) async {
            let clock = ContinuousClock()
            let start = clock.now
            do {
                async let profile = service.profile()
                async let steps = service.steps()
                async let news = service.news()
                let (name, count, headlines) = try await (profile, steps, news)
                print(name, count, headlines)
            } catch {
                print("failed:", error is CancellationError)
            }
            print("after", clock.now - start)
        }
        """

    /// The Swift Programming Language, "Calling Asynchronous Functions in Parallel": each
    /// `async let` starts its work at once, and `await` waits where the value is read. Three
    /// children of 300, 500 and 200 ms give their values after 500 ms; they ran one after
    /// another (one second in all).
    @Test func asyncLetChildrenRunBesideEachOther() {
        let session = Session()
        _ = output(session, Self.dashboard)
        _ = output(session, "let task = Task { await load(Service()) }")
        #expect(session.execute("advance 499ms").output.isEmpty)
        #expect(session.execute("advance 1ms").output == ["Sam 8412 [\"Swift 6\"]", "after 0.5 seconds"])
    }

    /// A child that throws makes the `try await` that reads it throw, where it is read (after
    /// the 500 ms child before it in the tuple), not where it was declared.
    @Test func anAsyncLetThrowsWhereItIsRead() {
        let session = Session()
        _ = output(session, Self.dashboard)
        _ = output(session, "let task = Task { await load(Service(failNews: true)) }")
        #expect(session.execute("advance 1s").output == ["failed: true", "after 0.5 seconds"])
    }

    /// Cancelling the task that declared an `async let` cancels the child ("a child task … is
    /// cancelled when its parent task is cancelled"): its sleep throws `CancellationError`.
    @Test func cancellingTheParentCancelsAnAsyncLetChild() {
        let session = Session()
        _ = output(session, """
            func slow() async -> String {
                do { try await Task.sleep(for: .seconds(5)); return "done" } catch { return "child cancelled" }
            }
            let task = Task {
                async let value = slow()
                print(await value)
            }
            """)
        _ = session.execute("advance 1s")
        #expect(session.execute("call task.cancel()").output == ["child cancelled"])
    }

    /// Foundation, "KeyPathComparator", `init(_:order:)`: "The underlying field comparison
    /// uses `ComparableComparator<Value>()` unless the keyPath points to a `String` in which case
    /// the default string comparator, `String.StandardComparator.localizedStandard`, will be
    /// used". "adam" sorted after "Zoë"; numbers in names sort by value.
    @Test func aKeyPathComparatorOrdersNamesAsFinderDoes() {
        #expect(output("""
            import Foundation
            struct Employee { let name: String; let salary: Int }
            let staff = [Employee(name: "Zoë", salary: 1), Employee(name: "adam", salary: 3), Employee(name: "file10", salary: 2), Employee(name: "file9", salary: 2)]
            print(staff.sorted(using: KeyPathComparator(\\Employee.name)).map(\\.name))
            print(staff.sorted(using: [KeyPathComparator(\\Employee.salary, order: .reverse), KeyPathComparator(\\Employee.name)]).map(\\.name))
            print(staff.sorted(using: KeyPathComparator(\\Employee.name, comparator: .lexical)).map(\\.name))
            """) == ["[\"adam\", \"file9\", \"file10\", \"Zoë\"]", "[\"adam\", \"file9\", \"file10\", \"Zoë\"]",
                     "[\"Zoë\", \"adam\", \"file10\", \"file9\"]"])
    }

    /// `Self.calendar` in a closure inside a struct's computed property or method: the closure
    /// finds `Self` as its member does. It was "cannot find 'Self' in scope" at mount.
    @Test func selfInAClosureOfAStructMemberIsTheType() {
        #expect(output("""
            struct Week {
                static let offset = 10
                var days: [Int] { (0..<3).reversed().compactMap { Self.offset - $0 } }
                func shifted() -> [Int] { [1, 2].map { value in Self.offset + value } }
            }
            print(Week().days, Week().shifted())
            """) == ["[8, 9, 10] [11, 12]"])
    }

    /// Foundation, "AttributedStringProtocol", `range(of:options:locale:)`: a word found whatever
    /// its case can be styled. It was "extra argument 'options' in call" at load.
    @Test func anAttributedStringIsSearchedWithOptions() {
        #expect(output("""
            import SwiftUI
            var text = AttributedString("The quick brown Fox")
            if let range = text.range(of: "fox", options: .caseInsensitive) {
                text[range].backgroundColor = .yellow
                print(String(text[range].characters))
            }
            print(text.range(of: "cat", options: [.caseInsensitive, .diacriticInsensitive]) == nil)
            """) == ["Fox", "true"])
    }

    /// swiftc 6.3.1: `Result<[Int], E> { … }()` is `Result`'s `init(catching:)` with a
    /// trailing closure, and its value is no function: "cannot call value of non-function type
    /// 'Result<[Int], E>'" at the start of the first call (`any Error` for `Error`). It loaded,
    /// and failed at run time only if reached. A type with `callAsFunction` is callable.
    @Test func aConstructedValueCalledAgainIsRefusedAtLoad() {
        let result = Session().execute("""
            enum E: Error { case empty }
            func check(_ xs: [Int]) {
                let checked = Result<[Int], E> { xs.isEmpty ? .failure(.empty) : .success(xs) }()
                print(checked)
            }
            """)
        #expect(result.ok == false)
        #expect(result.error?.message.contains("cannot call value of non-function type 'Result<[Int], E>'") == true, "\(result.error?.message ?? "")")
        #expect(result.error?.line == 3 && result.error?.column == 19)
        let plain = Session().execute("""
            struct Foo { var x = 1 }
            func f() { _ = Foo(x: 2)() }
            """)
        #expect(plain.error?.message.contains("cannot call value of non-function type 'Foo'") == true, "\(plain.error?.message ?? "")")
        #expect(plain.error?.column == 16)
        let existential = Session().execute("func g() { _ = Result<Int, Error> { 1 }() }")
        #expect(existential.error?.message.contains("'Result<Int, any Error>'") == true, "\(existential.error?.message ?? "")")
        #expect(output("""
            struct Adder { func callAsFunction() -> Int { 42 } }
            print(Adder()())
            """) == ["42"])
    }

    /// Swift prints an optional as `Optional(…)`: a method of the program's type declared
    /// `-> Int?` called on a new value, `URL(string:)`, and a bundled method declared optional
    /// (`Calendar.date(byAdding:value:to:)`). They printed bare.
    @Test func optionalResultsPrintAsOptional() {
        #expect(output("""
            import Foundation
            struct Store { func find(_ name: String) -> Int? { name.count } }
            print(Store().find("abc"))
            print(URL(string: "https://example.com"))
            let calendar = Calendar(identifier: .gregorian)
            print(calendar.date(byAdding: .day, value: 1, to: Date(timeIntervalSince1970: 0)))
            print("\\(Store().find("x"))")
            """) == ["Optional(3)", "Optional(https://example.com)", "Optional(1970-01-02 00:00:00 +0000)", "Optional(1)"])
    }

    /// Drawing-only API public code uses (Apple, "FillStyle", "ImagePaint",
    /// "containerBackground(_:for:)", "InsettableShape" `inset(by:)`): the view mounts with its
    /// shapes and content. They were "not supported in the playground: 'FillStyle'" (and
    /// 'ImagePaint') at load, and the '.containerBackground' and '.inset' modifiers at mount.
    @Test func drawingOnlyStylesAndInsetsMount() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            Path { p in
                                p.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                                p.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
                            }
                            .fill(.blue, style: FillStyle(eoFill: true))
                            RoundedRectangle(cornerRadius: 8).inset(by: 2).stroke(.red, lineWidth: 4)
                            Text("Done")
                                .border(ImagePaint(image: Image(systemName: "circle"), scale: 0.2), width: 30)
                        }
                        .containerBackground(.blue.gradient, for: .navigation)
                    }
                }
            }
            """)
        let mounted = session.execute("mount Badge()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.label == #""Done""# } == true)
        #expect(mounted.tree?.all.contains { $0.type == "RoundedRectangle" } == true)
    }

    /// `import LocalAuthentication` as a Face ID lock screen writes it (Apple, "Logging a User
    /// into Your App with Face ID or Touch ID"): the playground's iPhone 15 has Face ID and the
    /// person authenticates; the reply comes later, off the main queue ("The reply block is
    /// executed on a private queue internal to the framework"). It was "not supported in the
    /// playground: 'LAContext' (from LocalAuthentication, which the playground does not model)".
    @Test func aFaceIDLockScreenUnlocks() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            import LocalAuthentication
            struct LockView: View {
                @State private var isUnlocked = false
                var body: some View {
                    VStack {
                        Text(isUnlocked ? "Unlocked" : "Locked")
                        Button("Unlock", action: authenticate)
                    }
                }
                func authenticate() {
                    let context = LAContext()
                    var error: NSError?
                    guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else { return }
                    print("biometry:", context.biometryType == .faceID)
                    context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your places") { success, _ in
                        print("main thread:", Thread.isMainThread)
                        DispatchQueue.main.async { isUnlocked = success }
                    }
                }
            }
            """)
        #expect(session.execute("mount LockView()").tree?.all.contains { $0.label == #""Locked""# } == true)
        let tapped = session.execute(#"tap "Unlock""#)
        #expect(tapped.output == ["biometry: true", "main thread: false"], "\(tapped.output)")
        #expect(tapped.tree?.all.contains { $0.label == #""Unlocked""# } == true)
        #expect(output(session, """
            let context = LAContext()
            print(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
            """) == ["true"])
    }

    /// An `@Observable` class's synthesized `Codable` writes the macro's storage: `_name` for a
    /// tracked property and the registrar (Hacking with Swift, "Adding Codable conformance to an
    /// @Observable class": `{"_name":"Taylor","_$observationRegistrar":{}}`); `CodingKeys` cases
    /// `_type = "type"` name that storage, as Cupcake Corner writes its order. It encoded `{}`
    /// with those keys, and `{"name":"Taylor"}` without them.
    @Test func anObservableClassEncodesItsStorage() {
        #expect(output("""
            import Foundation
            import Observation
            @Observable class User: Codable { var name = "Taylor" }
            @Observable class Order: Codable {
                enum CodingKeys: String, CodingKey {
                    case _type = "type"
                    case _quantity = "quantity"
                }
                var type = 1
                var quantity = 3
            }
            @Observable final class Mixed: Codable {
                var a = 1
                @ObservationIgnored var b = 2
            }
            final class Plain: Codable { var name = "P" }
            for data in [try! JSONEncoder().encode(User()), try! JSONEncoder().encode(Order()), try! JSONEncoder().encode(Mixed()), try! JSONEncoder().encode(Plain())] {
                print(String(decoding: data, as: UTF8.self))
            }
            """) == [#"{"_name":"Taylor","_$observationRegistrar":{}}"#, #"{"type":1,"quantity":3}"#,
                     #"{"_a":1,"b":2,"_$observationRegistrar":{}}"#, #"{"name":"P"}"#])
    }
}
