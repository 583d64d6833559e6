import Testing
import VivariumWire
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted, or ran wrong (the twelfth real-code discovery
/// pass): an async button action, a preview that no longer compiles, macOS scenes opened by
/// `openWindow`, custom alignment guides, `AnyLayout` in a computed property,
/// `withTaskCancellationHandler`, `DispatchWorkItem`, `SIMD2` and a seeded generator, an
/// interpolated `Text` date style, an `ObservableObject` app delegate in the environment.
@Suite struct RealCodeTwelfthPassTests: PastedCodeOutputs {
    private static let feed = """
        import SwiftUI
        @MainActor
        final class Feed: ObservableObject {
            @Published var posts: [String] = []
            func refresh() async { posts = ["a"] }
        }
        """

    /// `Button("Refresh") { await feed.refresh() }`: a closure that awaits is async, and a
    /// button's action is synchronous (swiftc 6.3.1 on a stand-in `init(_:action: @escaping () -> Void)`:
    /// "cannot pass function of type '() async -> ()' to parameter expecting synchronous
    /// function type", at the closure's `{`). It loaded and ran the action.
    @Test func anAsyncButtonActionIsRefusedAtItsBrace() {
        let session = Session()
        _ = output(session, Self.feed)
        let loaded = session.execute("""
            struct FeedView: View {
                @StateObject private var feed = Feed()
                var body: some View {
                    Button("Refresh") { await feed.refresh() }
                }
            }
            """)
        #expect(loaded.ok == false)
        #expect(loaded.error?.message.contains("cannot pass function of type '() async -> ()' to parameter expecting synchronous function type") == true,
                "\(loaded.error?.message ?? "")")
        #expect(loaded.error?.line == 4 && loaded.error?.column == 27)
    }

    /// Of more than one statement the closure's result is `Void`, and `onAppear(perform:)`
    /// takes an optional closure: swiftc words that as a conversion. A `Task { … }` inside the
    /// action is the fix, and loads.
    @Test func anAsyncAppearActionIsAConversionAndATaskIsTheFix() {
        let session = Session()
        _ = output(session, Self.feed)
        let appear = session.execute("""
            struct A: View {
                @StateObject private var feed = Feed()
                var body: some View {
                    Text("x").onAppear { await feed.refresh() }
                }
            }
            """)
        #expect(appear.error?.message.contains("invalid conversion from 'async' function of type '() async -> ()' to synchronous function type '() -> Void'") == true,
                "\(appear.error?.message ?? "")")
        let button = session.execute("""
            struct B: View {
                @StateObject private var feed = Feed()
                var body: some View {
                    Button("Go") { print("go"); await feed.refresh() }
                }
            }
            """)
        #expect(button.error?.message.contains("'() async -> Void'") == true, "\(button.error?.message ?? "")")
        let fixed = session.execute("""
            struct C: View {
                @StateObject private var feed = Feed()
                var body: some View {
                    Button("Go") { Task { await feed.refresh() } }
                }
            }
            """)
        #expect(fixed.ok, "\(fixed.error?.message ?? "")")
    }

    /// A `PreviewProvider`'s `previews` is checked like any body: `TimerView(viewModel:)` after
    /// the view's property became `model` is swiftc's wrong label. Its conformance brings
    /// members the checker does not list, and the user's own types were taken for them.
    @Test func aPreviewProvidersPreviewsIsChecked() {
        let loaded = Session().execute("""
            import SwiftUI
            final class TimerModel: ObservableObject {}
            struct TimerView: View {
                @ObservedObject var model: TimerModel
                var body: some View { Text("t") }
            }
            struct TimerView_Previews: PreviewProvider {
                static var previews: some View {
                    TimerView(viewModel: TimerModel())
                }
            }
            """)
        #expect(loaded.ok == false)
        #expect(loaded.error?.message.contains("incorrect argument label in call (have 'viewModel:', expected 'model:')") == true,
                "\(loaded.error?.message ?? "")")
        #expect(loaded.error?.line == 9 && loaded.error?.column == 18)
    }

    private static let notes = """
        import SwiftUI
        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { NotesList() }
                WindowGroup("Note", for: Int.self) { $id in NoteWindow(id: $id) }
                Window("About", id: "about") { AboutView() }
                Settings { Text("Preferences") }
            }
        }
        struct NotesList: View {
            @Environment(\\.openWindow) private var openWindow
            var body: some View {
                VStack {
                    Button("One") { openWindow(value: 1) }
                    Button("Two") { openWindow(value: 2) }
                    Button("About") { openWindow(id: "about") }
                    SettingsLink { Text("Settings") }
                }
            }
        }
        struct NoteWindow: View {
            @Binding var id: Int?
            var body: some View { Text("Note \\(id ?? 0)") }
        }
        struct AboutView: View {
            @Environment(\\.dismissWindow) private var dismissWindow
            var body: some View { Button("Close") { dismissWindow(id: "about") } }
        }
        """

    /// Apple, "Window" and "OpenWindowAction": a secondary scene opens when asked, a
    /// value-presenting group once per value ("If a window with the same value is already
    /// open, the system brings it to the front"), and opening one runs no other scene's
    /// content again. It was "not supported in the playground: 'Window'".
    @Test func windowsOpenWhenAskedOncePerValue() {
        let session = Session()
        _ = output(session, Self.notes)
        let mounted = session.execute("mount NotesApp")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.type == "NoteWindow" || $0.type == "AboutView" } == false)
        let one = session.execute(#"tap "One""#)
        #expect(one.ok, "\(one.error?.message ?? "")")
        #expect(one.inits == ["NoteWindow"])
        #expect(one.bodies.contains("NotesApp") == false && one.bodies.contains("NotesList") == false, "\(one.bodies)")
        #expect(one.tree?.all.contains { $0.label == #""Note 1""# } == true)
        let again = session.execute(#"tap "One""#)
        #expect(again.inits.isEmpty)
        let two = session.execute(#"tap "Two""#)
        #expect(two.inits == ["NoteWindow"], "the first window stays as it is: \(two.inits)")
        #expect(two.tree?.all.filter { $0.type == "NoteWindow" }.count == 2)
        let about = session.execute(#"tap "About""#)
        #expect(about.tree?.all.contains { $0.type == "AboutView" } == true)
        let closed = session.execute(#"tap "Close""#)
        #expect(closed.tree?.all.contains { $0.type == "AboutView" } == false)
        let settings = session.execute(#"tap "Settings""#)
        #expect(settings.ok, "\(settings.error?.message ?? "")")
        #expect(settings.tree?.all.contains { $0.label == #""Preferences""# } == true)
    }

    /// Apple, "UIApplicationDelegateAdaptor": an `ObservableObject` delegate is in the
    /// environment of every scene; `@EnvironmentObject var appDelegate` finds it (it was
    /// SwiftUI's "No ObservableObject of type AppDelegate found").
    @Test func anObservableAppDelegateIsInTheEnvironment() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            import UIKit
            final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
                @Published var launches = 0
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                    launches += 1
                    return true
                }
            }
            @main
            struct JournalApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { WindowGroup { LaunchView() } }
            }
            struct LaunchView: View {
                @EnvironmentObject var appDelegate: AppDelegate
                var body: some View { Text("Launch #\\(appDelegate.launches)") }
            }
            """)
        let mounted = session.execute("mount JournalApp")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.label == #""Launch #1""# } == true)
    }

    /// A custom guide (Apple, "AlignmentID"): `HorizontalAlignment(ValueColumn.self)` in an
    /// extension, used by a stack, an `.alignmentGuide` and an `Alignment(horizontal:vertical:)`
    /// whose `.valueColumn` the playground types only through the user's one static of that
    /// name. It was "no initializer of 'HorizontalAlignment' matches the arguments".
    @Test func aCustomAlignmentGuideIsAnAlignment() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            extension HorizontalAlignment {
                private struct ValueColumn: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
                }
                static let valueColumn = HorizontalAlignment(ValueColumn.self)
            }
            struct Card: View {
                var body: some View {
                    VStack(alignment: .valueColumn) {
                        Text("Ada").alignmentGuide(.valueColumn) { d in d[.leading] }
                    }
                    .overlay(alignment: Alignment(horizontal: .valueColumn, vertical: .top)) { Text("dot") }
                }
            }
            """)
        let mounted = session.execute("mount Card()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.label == #""dot""# } == true)
    }

    /// `var layout: AnyLayout { … }` called as `layout { … }`: the layout's container, the
    /// children keeping their state when it switches (Apple, "AnyLayout"). It was "not
    /// supported in the playground: the '.layout' modifier".
    @Test func anAnyLayoutPropertyIsCalledAsALayout() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            struct Badge: View {
                @State private var taps = 0
                var body: some View { Button("Tap \\(taps)") { taps += 1 } }
            }
            struct Strip: View {
                @State private var vertical = false
                var layout: AnyLayout { vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout()) }
                var body: some View {
                    VStack {
                        layout { Badge() }
                        Toggle("Vertical", isOn: $vertical)
                    }
                }
            }
            """)
        #expect(session.execute("mount Strip()").ok)
        _ = session.execute(#"tap "Tap 0""#)
        let switched = session.execute(#"tap "Vertical""#)
        #expect(switched.ok, "\(switched.error?.message ?? "")")
        #expect(switched.tree?.all.contains { $0.label == #""Tap 1""# } == true)
    }

    /// Apple, "withTaskCancellationHandler(operation:onCancel:isolation:)": the handler runs
    /// at once, in the code that cancels, while the operation is suspended. It was "cannot find
    /// 'withTaskCancellationHandler' in scope".
    @Test func aCancellationHandlerRunsWhenTheTaskIsCancelled() {
        let session = Session()
        #expect(output(session, """
            let task = Task {
                await withTaskCancellationHandler {
                    try? await Task.sleep(nanoseconds: 5_000_000_000)
                    print("operation ends, cancelled: \\(Task.isCancelled)")
                } onCancel: {
                    print("onCancel")
                }
            }
            """) == [])
        _ = session.execute("advance 1s")
        // The cancelled sleep throws at once, so the operation ends in the same command.
        #expect(session.execute("call task.cancel()").output == ["onCancel", "operation ends, cancelled: true"])
    }

    /// Apple, "DispatchWorkItem.cancel()": a cancelled item does not run; `asyncAfter(deadline:execute:)`
    /// takes the item. It was "not supported in the playground: the '.DispatchWorkItem' modifier".
    @Test func aCancelledWorkItemDoesNotRun() {
        let session = Session()
        _ = output(session, """
            let first = DispatchWorkItem { print("first") }
            let second = DispatchWorkItem { print("second") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: first)
            DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: second)
            first.cancel()
            print(first.isCancelled, second.isCancelled)
            """)
        #expect(session.execute("advance 3s").output == ["second"])
    }

    /// `SIMD2` and a seeded `RandomNumberGenerator` as Swift 6.3 runs them (the expected lines
    /// are its output on Linux): lane-wise `&+`, printing, hashing, and `shuffled(using:)`,
    /// `Int.random(in:using:)`, `randomElement(using:)` drawing as the standard library does.
    @Test func simdAndASeededGeneratorGiveSwiftsResults() {
        #expect(output("""
            struct SeededGenerator: RandomNumberGenerator {
                var state: UInt64
                mutating func next() -> UInt64 {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return state
                }
            }
            var g = SeededGenerator(state: 7)
            print((0..<25).shuffled(using: &g).prefix(4))
            print([1, 2, 3, 4, 5].shuffled(using: &g))
            print(Int.random(in: 1...6, using: &g), Int.random(in: 0..<100, using: &g))
            print(["a", "b", "c"].randomElement(using: &g)!)
            let p = SIMD2(3, 4) &+ SIMD2(1, -1)
            print(p, p.x, p[1], p == SIMD2(4, 3))
            let cells: Set<SIMD2<Int>> = [SIMD2(0, 0), SIMD2(0, 0), SIMD2(1, 0)]
            print(cells.count)
            """) == ["[12, 23, 22, 9]", "[5, 1, 3, 2, 4]", "2 60", "a", "SIMD2<Int>(4, 3) 4 3 true", "2"])
    }

    /// `Text("Ready \\(end, style: .relative)")` keeps counting as `Text(end, style: .relative)`
    /// does (Apple, "LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)"); it
    /// was formatted once and never changed as the clock advanced.
    @Test func anInterpolatedDateStyleFollowsTheClock() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            struct Tea: View {
                let end = Date.now.addingTimeInterval(180)
                var body: some View { Text("Ready \\(end, style: .relative)") }
            }
            """)
        let mounted = session.execute("mount Tea()")
        #expect(mounted.tree?.all.contains { $0.label == #""Ready 3 minutes""# } == true)
        let later = session.execute("advance 30s")
        #expect(later.tree?.all.contains { $0.label == #""Ready 2 minutes, 30 seconds""# } == true,
                "\(later.tree?.all.map(\.label) ?? [])")
    }

    /// A memberwise initializer takes a trailing closure for a property whose type is a
    /// typealias of a function type (`let action: Action`); the type's `callAsFunction` does
    /// not take it. It was "arguments do not match the parameters of 'ShowToastAction.init'".
    @Test func aMemberwiseInitializerTakesATrailingClosureThroughATypealias() {
        #expect(output("""
            struct ShowToastAction {
                typealias Action = (String) -> Void
                let action: Action
                func callAsFunction(_ message: String) { action(message) }
            }
            let show = ShowToastAction { print("toast:", $0) }
            show("Copied")
            """) == ["toast: Copied"])
    }

    /// Swift prints a struct's stored properties in declaration order, also when an
    /// initializer assigns them after the defaults (swiftc 6.3.1: `T(a: 1, b: "x", c: 3)`).
    @Test func aStructPrintsItsPropertiesInDeclarationOrder() {
        #expect(output("""
            struct T { var a: Int; var b: String; var c = 3; init(a: Int, b: String) { self.a = a; self.b = b } }
            print(T(a: 1, b: "x"))
            """) == [#"T(a: 1, b: "x", c: 3)"#])
    }

    /// macOS, watchOS and document-app names are refused where they are written, with why
    /// (they were "cannot find 'NSApplication' in scope" only when the view was first built).
    @Test func otherPlatformsNamesAreRefusedWithWhy() {
        let appKit = Session().execute("""
            import SwiftUI
            struct Quit: View {
                var body: some View { Button("Quit") { NSApplication.shared.terminate(nil) } }
            }
            """)
        #expect(appKit.error?.message.contains("not supported in the playground: 'NSApplication' (AppKit: macOS only; the playground runs SwiftUI as on iOS)") == true,
                "\(appKit.error?.message ?? "")")
        #expect(appKit.error?.line == 3 && appKit.error?.column == 44)
        let document = Session().execute("""
            import SwiftUI
            struct TextFile: FileDocument {
                var text = ""
            }
            """)
        #expect(document.error?.message.contains("not supported in the playground: 'FileDocument' (a document-based app") == true,
                "\(document.error?.message ?? "")")
    }

    /// `Gradient(stops: [.init(color:location:)])`: each `.init` is a `Gradient.Stop`, as in
    /// `LinearGradient(stops:…)` (it was "inferring the type of '.init' here").
    @Test func aGradientsStopsAreTypedByItsInitializer() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            struct Mask: View {
                var body: some View {
                    Rectangle().mask(LinearGradient(gradient: Gradient(stops: [.init(color: .black, location: 0), .init(color: .clear, location: 1)]),
                                                    startPoint: .leading, endPoint: .trailing))
                }
            }
            """)
        let mounted = session.execute("mount Mask()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
    }
}
