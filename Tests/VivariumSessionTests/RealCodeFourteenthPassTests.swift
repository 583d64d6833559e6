import Testing
import VivariumWire
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted, or ran wrong (the fourteenth real-code discovery
/// pass, older-era whole apps): a child given a binding into an observed object, the
/// `NavigationLink(destination:tag:selection:)` of iOS 14, a controller's view loading in a
/// `UIViewControllerRepresentable`, Auto Layout anchors, `Alert(title:)` given a string, a key
/// path held in a variable passed to `map`, an optional property of a method's result printed,
/// and an `async let` never read.
@Suite struct RealCodeFourteenthPassTests: PastedCodeOutputs {
    private static let notes = """
        import SwiftUI
        class NotesModel: ObservableObject {
            @Published var notes = ["Eggs", "Ideas"]
        }
        struct Editor: View {
            @Binding var text: String
            var body: some View {
                VStack {
                    Text("\\(text.count) characters")
                    Button("Append \\(text)") { text += "!" }
                }
            }
        }
        struct NotesList: View {
            @ObservedObject var model: NotesModel
            var body: some View {
                VStack {
                    ForEach(model.notes.indices, id: \\.self) { index in
                        Editor(text: $model.notes[index])
                    }
                }
            }
        }
        struct Root: View {
            @StateObject var model = NotesModel()
            var body: some View { NotesList(model: model) }
        }
        """

    /// A `Binding` keeps the value it read when it was made, and SwiftUI compares it with the
    /// child's other inputs: the editor given `$model.notes[1]` runs its body when that note
    /// changed (its text said "5 characters" after "Ideas!"); the other editor, whose note did
    /// not change, runs none.
    @Test func aChildGivenABindingIntoAnObjectRunsItsBodyWhenTheValueChanged() {
        let session = Session()
        _ = output(session, Self.notes)
        #expect(session.execute("mount Root()").ok)
        let tapped = session.execute(#"tap "Append Ideas""#)
        #expect(tapped.ok, "\(tapped.error?.message ?? "")")
        #expect(tapped.bodies.contains { $0.hasSuffix("ForEach[1]/Editor") }, "\(tapped.bodies)")
        #expect(!tapped.bodies.contains { $0.hasSuffix("ForEach[0]/Editor") }, "\(tapped.bodies)")
        #expect(tapped.tree?.all.contains { $0.label == #""6 characters""# } == true)
    }

    /// Apple, "NavigationLink" `init(destination:tag:selection:label:)` (iOS 13–16): "Creates a
    /// navigation link that presents the destination view when a bound selection variable
    /// equals a given tag value." A tap set no selection (`onReceive` heard nothing); setting the
    /// selection pushed nothing.
    @Test func aTaggedLinkSetsTheSelectionAndFollowsIt() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            struct Detail: View {
                let name: String
                var body: some View { Text("Detail \\(name)") }
            }
            struct Menu: View {
                @State var selection: String? = nil
                var body: some View {
                    NavigationView {
                        VStack {
                            Text("selected \\(selection ?? "none")")
                            NavigationLink(destination: Detail(name: "inbox"), tag: "inbox", selection: $selection) { Text("Inbox") }
                            NavigationLink(destination: Detail(name: "archive"), tag: "archive", selection: $selection) { Text("Archive") }
                        }
                    }
                }
            }
            """)
        #expect(session.execute("mount Menu()").ok)
        let tapped = session.execute(#"tap "Inbox""#)
        #expect(tapped.tree?.all.contains { $0.label == #""selected inbox""# } == true)
        #expect(tapped.tree?.all.contains { $0.label == #""Detail inbox""# } == true)
        let moved = session.execute(#"set Menu.selection = "archive""#)
        #expect(moved.tree?.all.contains { $0.label == #""Detail archive""# } == true)
        #expect(moved.tree?.all.contains { $0.label == #""Detail inbox""# } == false)
        let popped = session.execute("back")
        #expect(popped.tree?.all.contains { $0.label == #""selected none""# } == true)
    }

    /// A controller a `UIViewControllerRepresentable` makes is put in the hierarchy: its view
    /// loads (`viewDidLoad`, where the Auto Layout code of a legacy screen runs) and it appears;
    /// it disappears before `dismantleUIViewController`. None of its lifecycle ran, and
    /// `NSLayoutConstraint.activate` was "type 'NSLayoutConstraint' has no member 'activate'".
    @Test func aRepresentedControllerLoadsItsViewAndAppears() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            import UIKit
            final class Legacy: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                        label.widthAnchor.constraint(equalToConstant: 120),
                    ])
                    print("viewDidLoad, \\(view.constraints.count) on the view, \\(label.constraints.count) on the label")
                }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("viewWillAppear") }
                override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("viewDidDisappear") }
            }
            struct Screen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> Legacy { print("make"); return Legacy() }
                func updateUIViewController(_ controller: Legacy, context: Context) { print("update") }
                static func dismantleUIViewController(_ controller: Legacy, coordinator: ()) { print("dismantle") }
            }
            struct Host: View {
                @State var shown = true
                var body: some View {
                    VStack {
                        Toggle("Shown", isOn: $shown)
                        if shown { Screen() }
                    }
                }
            }
            """)
        #expect(session.execute("mount Host()").output == ["make", "viewDidLoad, 2 on the view, 1 on the label", "update", "viewWillAppear"])
        #expect(session.execute(#"tap "Shown""#).output == ["viewDidDisappear", "dismantle"])
    }

    /// iOS 14's page style spelled as a type: `PageTabViewStyle(indexDisplayMode: .always)` and
    /// `PageIndexViewStyle(backgroundDisplayMode: .always)`. It was "inferring the type of
    /// '.always' here" at mount.
    @Test func thePageStylesTypeTheirArguments() {
        let session = Session()
        _ = output(session, """
            import SwiftUI
            struct Pages: View {
                @State var page = 0
                var body: some View {
                    TabView(selection: $page) {
                        Text("One").tag(0)
                        Text("Two").tag(1)
                    }
                    .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
                    .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
                }
            }
            """)
        let mounted = session.execute("mount Pages()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
    }

    /// `Unicode.Scalar` is the type `UnicodeScalar` names (the standard library's type alias):
    /// an emoji picker's ranges of scalars. It was "not supported in the playground: 'Unicode'".
    @Test func unicodeScalarIsUnicodeDotScalar() {
        #expect(output("""
            let range: ClosedRange<UInt32> = 0x1F600...0x1F602
            print(range.compactMap { Unicode.Scalar($0) }.map { String(Character($0)) })
            func code(_ scalar: Unicode.Scalar) -> UInt32 { scalar.value }
            print("é!".unicodeScalars.map(code))
            """) == ["[\"😀\", \"😁\", \"😂\"]", "[233, 33]"])
    }

    /// Apple, "Alert" `init(title:message:primaryButton:secondaryButton:)`: the title is a
    /// `Text`. swiftc 6.3.1: "cannot convert value of type 'String' to expected argument type
    /// 'Text'" at the string; it loaded.
    @Test func anAlertTitleGivenAStringIsRefusedAtLoad() {
        let reply = Session().execute("""
            import SwiftUI
            struct V: View {
                @State var showing = false
                var body: some View {
                    Text("x").alert(isPresented: $showing) {
                        Alert(title: "Delete?", message: Text("Sure?"),
                              primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
                    }
                }
            }
            """)
        #expect(reply.ok == false)
        #expect(reply.error?.message.contains("cannot convert value of type 'String' to expected argument type 'Text'") == true,
                "\(reply.error?.message ?? "")")
        #expect(reply.error?.line == 6 && reply.error?.column == 26)
        let label = Session().execute("""
            import SwiftUI
            func make() -> Alert { Alert(title: Text("Done"), dismissButton: .default("OK")) }
            """)
        #expect(label.error?.column == 75, "\(label.error?.message ?? "")")
        #expect(Session().execute("""
            import SwiftUI
            func make() -> Alert { Alert(title: Text("Done"), message: Text("Saved"), dismissButton: .default(Text("OK"))) }
            """).ok)
    }

    /// SE-0249: only a key-path literal converts to a function. swiftc 6.3.1 refuses
    /// `items.map(path)` with `path` a `KeyPath` variable: "no exact matches in call to instance
    /// method 'map'" at `map`. It loaded and ran.
    @Test func aKeyPathVariableIsNoFunction() {
        let reply = Session().execute("""
            struct Item { let name: String }
            let items = [Item(name: "a")]
            let path = \\Item.name
            let names = items.map(path)
            """)
        #expect(reply.ok == false)
        #expect(reply.error?.message.contains("no exact matches in call to instance method 'map'") == true, "\(reply.error?.message ?? "")")
        #expect(reply.error?.line == 4 && reply.error?.column == 19)
        #expect(output("""
            struct Item { let name: String }
            print([Item(name: "a")].map(\\.name))
            """) == ["[\"a\"]"])
    }

    /// `DateComponents.day` is an `Int?`: printed through a chain of calls it shows
    /// `Optional(3)`, as swiftc 6.3.1's build prints; it showed `3`.
    @Test func aPropertyOfAMethodsResultPrintsItsOptional() {
        #expect(output("""
            import Foundation
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let start = Date(timeIntervalSince1970: 0)
            let end = Date(timeIntervalSince1970: 3 * 86_400)
            print(calendar.dateComponents([.day], from: start, to: end).day)
            let days = calendar.dateComponents([.day], from: start, to: end).day
            print(days)
            print(calendar.dateComponents([.day], from: start, to: end).day ?? 0)
            """) == ["Optional(3)", "Optional(3)", "3"])
    }

    /// SE-0317: an `async let` whose value is never awaited is cancelled and awaited when its
    /// scope ends. Its sleep throws, and the function returns after it; it ran on after the
    /// function returned ("run returned" before "b finished").
    @Test func anUnreadAsyncLetIsCancelledAndAwaitedAtTheEndOfItsScope() {
        let session = Session()
        _ = output(session, """
            func slow(_ name: String, _ ms: Int) async -> String {
                do {
                    try await Task.sleep(for: .milliseconds(ms))
                    print("\\(name) finished")
                } catch {
                    print("\\(name) cancelled")
                }
                return name
            }
            func run() async {
                async let a = slow("a", 100)
                async let b = slow("b", 300)
                print("got", await a)
            }
            let task = Task {
                await run()
                print("run returned")
            }
            """)
        #expect(session.execute("advance 1s").output == ["a finished", "got a", "b cancelled", "run returned"])
    }
}
