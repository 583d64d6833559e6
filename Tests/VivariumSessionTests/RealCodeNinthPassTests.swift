import Testing
import VivariumWire
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted (the ninth real-code discovery pass): a login form
/// joined from its files, whose view model lives in `extension LoginView { class ViewModel … }`
/// written above `struct LoginView`, and whose Combine pipeline assigns through
/// `\LoginView.ViewModel.validated`; a preview loading JSON through `URLSession(configuration:
/// .default)`; an alert built from `localizedError as NSError`.
@Suite struct RealCodeNinthPassTests: PastedCodeOutputs {
    /// The extension comes first in the file, as a joined feature's files do: its nested class
    /// and its method belong to the type declared below it (they were lost at run time:
    /// "type 'Signup' has no member 'Model'").
    @Test func anExtensionAboveItsTypeAddsItsNestedTypeAndMethods() {
        #expect(output("""
            extension Signup {
                final class Model {
                    var name = "guest"
                }
                func greeting() -> String { "hello, \\(model.name)" }
            }
            struct Signup {
                let model: Model
            }
            let form = Signup(model: Signup.Model())
            print(form.greeting())
            """) == ["hello, guest"])
    }

    @Test func aViewModelNestedInAnEarlierExtensionIsMountedWithItsView() {
        let session = Session()
        _ = output(session, """
            extension Badge {
                final class Counter: ObservableObject {
                    @Published var taps = 0
                }
            }
            struct Badge: View {
                @StateObject var counter: Counter
                var body: some View {
                    Button("Taps: \\(counter.taps)") { counter.taps += 1 }
                }
            }
            struct Shelf: View {
                var body: some View { Badge(counter: Badge.Counter()) }
            }
            """)
        let mounted = session.execute("mount Shelf()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let tapped = session.execute(#"tap "Taps: 0""#)
        #expect(tapped.ok, "\(tapped.error?.message ?? "")")
        #expect(tapped.tree?.all.contains { $0.type == "Button" && $0.label == #""Taps: 1""# } == true)
    }

    /// `\Owner.Nested.property`: the root is the nested type, as Swift reads it (the key path
    /// was taken as `\Owner` with a component `Nested`, and `assign(to:on:)` failed).
    @Test func aKeyPathRootedAtANestedTypeReachesItsProperty() {
        #expect(output("""
            import Combine
            extension Gate {
                final class Check: ObservableObject {
                    @Published var code = ""
                    @Published var open = false
                    private var link: AnyCancellable?
                    init() {
                        link = $code.map { $0.count >= 4 }.assign(to: \\Gate.Check.open, on: self)
                    }
                }
            }
            struct Gate {}
            let check = Gate.Check()
            check.code = "12"
            print(check.open)
            check.code = "1234"
            print(check.open)
            let path = \\Gate.Check.code
            print(check[keyPath: path])
            """) == ["false", "true", "1234"])
    }

    /// `URLSession(configuration: .default)` is a session of its own, as offline as the shared
    /// one ("argument passed to call that takes no arguments" before).
    @Test func aSessionMadeFromAConfigurationFailsItsRequestsOffline() {
        let session = Session()
        let loaded = output(session, """
            func fetch() async -> String {
                let config = URLSessionConfiguration.ephemeral
                config.timeoutIntervalForRequest = 5
                let request = URLRequest(url: URL(string: "https://example.com/items")!)
                do {
                    _ = try await URLSession(configuration: config).data(for: request)
                    return "loaded"
                } catch {
                    return "failed: \\(error.localizedDescription)"
                }
            }
            Task { print(await fetch()) }
            """)
        let settled = session.execute("settle")
        #expect(settled.ok, "\(settled.error?.message ?? "")")
        #expect(loaded + settled.output == ["failed: The Internet connection appears to be offline."])
    }

    /// `error as NSError` bridges a Swift error: its `LocalizedError` strings become the
    /// NSError's localized description, failure reason and recovery suggestion (SE-0112).
    @Test func aLocalizedErrorBridgedToNSErrorKeepsItsReasonAndSuggestion() {
        #expect(output("""
            import Foundation
            enum SaveError: LocalizedError {
                case diskFull
                var errorDescription: String? { "Could not save" }
                var failureReason: String? { "The disk is full" }
                var recoverySuggestion: String? { "Free some space" }
            }
            enum Plain: Error { case first, second }
            let bridged = SaveError.diskFull as NSError
            print(bridged.localizedDescription)
            print(bridged.localizedFailureReason ?? "-", bridged.localizedRecoverySuggestion ?? "-")
            let other = Plain.second as NSError
            print(other.code, other.localizedFailureReason ?? "none")
            let error: Error = Plain.first
            print(error is NSError, (error as? NSError)?.code ?? -1)
            """) == ["Could not save", "The disk is full Free some space", "1 none", "true 0"])
    }

    /// A SwiftUI modifier the playground does not model is said to be so at load, where it is
    /// written (a tab bar's underline drawn with `anchorPreference` and `overlayPreferenceValue`
    /// failed only when the view was first built); one a user extension declares is the user's.
    @Test func anUnmodelledModifierIsRefusedAtLoadWhereItIsWritten() {
        let refused = Session().execute("""
            struct Tabs: View {
                var body: some View {
                    HStack {
                        Text("One")
                    }
                    .overlayPreferenceValue(Marks.self) { value in Text("\\(value)") }
                }
            }
            struct Marks: PreferenceKey {
                static var defaultValue = 0
                static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
            }
            """)
        #expect(refused.ok == false)
        #expect(refused.error?.message.contains("6:10: error: not supported in the playground: the '.overlayPreferenceValue' modifier") == true,
                "\(refused.error?.message ?? "")")
        let own = Session().execute("""
            extension View {
                func glassEffect() -> some View { opacity(0.9) }
            }
            struct Card: View {
                var body: some View { Text("Hi").glassEffect() }
            }
            """)
        #expect(own.ok, "\(own.error?.message ?? "")")
    }

    /// `viewModel.image?.resizable()` in a builder is an optional view (SwiftUI's `Optional` is a
    /// `View` when its wrapped type is): nothing while nil, the image once set. It trapped with
    /// "type 'Optional' cannot conform to 'View'" when the sheet holding it was presented.
    @Test func anOptionalViewInABuilderShowsNothingWhileNilAndItsViewOnceSet() {
        let session = Session()
        _ = output(session, """
            struct Photo: View {
                @State private var image: Image? = nil
                var body: some View {
                    VStack {
                        image?
                            .resizable()
                            .frame(width: 100)
                        Button("Pick") { image = Image(systemName: "star") }
                    }
                }
            }
            """)
        let mounted = session.execute("mount Photo()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.type == "Image" } == false)
        let picked = session.execute(#"tap "Pick""#)
        #expect(picked.ok, "\(picked.error?.message ?? "")")
        #expect(picked.tree?.all.contains { $0.type == "Image" } == true)
    }
}
