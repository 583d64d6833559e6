import Testing
@testable import VivariumSession

/// The one-line reason on created/reused/freed records (issue 12, item 2): why an object was
/// made, kept or freed, in SwiftUI's vocabulary — and no reason where the log cannot say one.
@Suite struct RecordReasonTests {
    static let program = """
        class Model: ObservableObject {
            @Published var count = 0
        }
        struct Owned: View {
            @StateObject var model = Model()
            var body: some View { Text("Owned \\(model.count)") }
        }
        struct Borrowed: View {
            @ObservedObject var model = Model()
            var body: some View { Text("Borrowed \\(model.count)") }
        }
        struct Parent: View {
            @State var flag = false
            @State var shown = true
            var body: some View {
                VStack {
                    Button("Flip") { flag.toggle() }
                    Button("Hide") { shown = false }
                    Text("\\(flag)")
                    if shown { Owned() }
                    Borrowed()
                }
            }
        }
        """

    @Test func stateObjectIsCreatedOnceThenKept() {
        let session = Session()
        _ = session.execute(Self.program)
        let mount = session.execute("mount Parent()")
        let owned = mount.created.first { $0.holder?.hasSuffix("Owned.model") == true }
        #expect(owned?.note == "@StateObject's initial value, evaluated once when the view was installed")
        let borrowed = mount.created.first { $0.holder?.hasSuffix("Borrowed.model") == true }
        #expect(borrowed != nil)
        #expect(borrowed?.note == nil, "an @ObservedObject's default value is not evaluated by the view's storage")

        let flip = session.execute("tap \"Flip\"")
        #expect(flip.reused.map(\.note) == ["@StateObject keeps its object; the new view value's initial value was not evaluated"])
        #expect(flip.reused.first?.id == owned?.id)
    }

    @Test func freedSaysWhenItsViewLeftTheTree() {
        let session = Session()
        _ = session.execute(Self.program)
        _ = session.execute("mount Parent()")
        // The parent's update gives Borrowed a new Model: the old one is freed, but its view stays.
        let flip = session.execute("tap \"Flip\"")
        #expect(flip.freed.count == 1)
        #expect(flip.freed.first?.holder?.hasSuffix("Borrowed.model") == true)
        #expect(flip.freed.first?.note == nil)
        // Hiding Owned removes its node: its @StateObject goes with it.
        let hide = session.execute("tap \"Hide\"")
        let owned = hide.freed.first { $0.holder?.hasSuffix("Owned.model") == true }
        #expect(owned != nil)
        #expect(owned?.note == "its view left the tree")
    }
}
