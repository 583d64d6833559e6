import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// Mechanisms added to match Apple's documentation (Sessions/documented-dynamic-property-update,
/// documented-focus-removed, documented-interactive-dismiss): a custom DynamicProperty's
/// `update()` before each body, focus leaving with its view, and the dismiss swipe refused
/// under `.interactiveDismissDisabled`.
@Suite struct DocumentedLifetimeTests {
    @Test func dynamicPropertyUpdateRunsBeforeEachBodyAndWhatItReadsIsADependency() throws {
        let harness = try Harness("""
            struct Clicks: DynamicProperty {
                @State private var count = 0
                var label = ""
                func add() { count += 1 }
                mutating func update() { label = "clicks \\(count)"; print("update \\(count)") }
            }
            struct Panel: View {
                var clicks = Clicks()
                var body: some View {
                    let _ = print("body \\(clicks.label)")
                    Button(clicks.label) { clicks.add() }
                }
            }
            """)
        let mount = try harness.mount("Panel()")
        #expect(mount.output == ["update 0", "body clicks 0"])
        // The body never reads `count` itself: it depends on it through update().
        let tap = try harness.tap(label: "clicks 0")
        #expect(tap.output == ["update 1", "body clicks 1"])
        #expect(harness.graph.buttons(labelled: "clicks 1").count == 1)
    }

    @Test func focusInAViewThatLeavesTheTreeGoesBackToNilOrFalse() throws {
        let harness = try Harness("""
            enum Field: Hashable { case name, note }
            struct Form: View {
                @FocusState var focus: Field?
                @FocusState var flag: Bool
                @State var shown = true
                @State var text = ""
                var body: some View {
                    VStack {
                        TextField("Name", text: $text).focused($focus, equals: .name)
                        if shown {
                            TextField("Note", text: $text).focused($focus, equals: .note)
                            TextField("Flag", text: $text).focused($flag)
                        }
                        Button("Note") { focus = .note }
                        Button("Flag") { flag = true }
                        Button("Hide") { shown = false }
                        Button("Show") { shown = true }
                    }
                    .onChange(of: focus) { old, new in print("focus \\(String(describing: new))") }
                }
            }
            """)
        try harness.mount("Form()")
        try harness.tap(label: "Note")
        #expect(try harness.storage("Form").contains("@FocusState focus = note"))
        let hide = try harness.tap(label: "Hide")
        #expect(hide.output == ["focus nil"])
        #expect(try harness.storage("Form").contains("@FocusState focus = nil"))
        // Focus is in one place: the Bool field takes it, then leaves with it.
        try harness.tap(label: "Show")
        try harness.tap(label: "Flag")
        #expect(try harness.storage("Form").contains("@FocusState flag = true"))
        try harness.tap(label: "Hide")
        #expect(try harness.storage("Form").contains("@FocusState flag = false"))
    }

    @Test func focusInAFieldThatStaysIsKeptWhenAnotherFocusableViewGoes() throws {
        let harness = try Harness("""
            struct Form: View {
                @FocusState var nameFocused: Bool
                @FocusState var otherFocused: Bool
                @State var shown = true
                @State var text = ""
                var body: some View {
                    VStack {
                        TextField("Name", text: $text).focused($nameFocused)
                        if shown { TextField("Other", text: $text).focused($otherFocused) }
                        Button("Focus") { nameFocused = true }
                        Button("Hide") { shown = false }
                    }
                }
            }
            """)
        try harness.mount("Form()")
        try harness.tap(label: "Focus")
        try harness.tap(label: "Hide")
        #expect(try harness.storage("Form").contains("@FocusState nameFocused = true"))
    }

    @Test func theDismissSwipeIsRefusedWhileInteractiveDismissIsDisabled() throws {
        let harness = try Harness("""
            struct Editor: View {
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    Button("Done") { dismiss() }.interactiveDismissDisabled()
                }
            }
            struct Screen: View {
                @State var editing = false
                var body: some View {
                    Button("Edit") { editing = true }
                        .sheet(isPresented: $editing) { Editor() }
                }
            }
            """)
        try harness.mount("Screen()")
        try harness.tap(label: "Edit")
        #expect(throws: GraphError.self) { try harness.graph.dismissTopmost() }
        #expect(try harness.storage("Screen").contains("@State editing = true"), "the refused swipe changed nothing")
        try harness.tap(label: "Done")
        #expect(try harness.storage("Screen").contains("@State editing = false"), "dismiss() from code still dismisses")
    }
}

extension DocumentedLifetimeTests {
    @Test func submittingAFieldRunsTheOnSubmitActionsAboveItWithAMatchingTrigger() throws {
        let harness = try Harness("""
            struct Login: View {
                @State var user = ""
                @State var query = ""
                var body: some View {
                    VStack {
                        TextField("User", text: $user).onSubmit { print("field") }
                        Text("x")
                    }
                    .onSubmit { print("stack") }
                    .onSubmit(of: .search) { print("search") }
                }
            }
            """)
        try harness.mount("Login()")
        let field = try harness.graph.resolve("Login/VStack/TextField")
        let submitted = try harness.command { try harness.graph.submit(field) }
        #expect(submitted.output == ["field", "stack"])
        let text = try harness.graph.resolve("Login/VStack/Text")
        #expect(throws: GraphError.self) { try harness.graph.submit(text) }
    }
}

extension DocumentedLifetimeTests {
    @Test func dialogsGetAStandardCancelAndAlertsWithoutActionsAnOK() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var asking = false
                @State var own = false
                @State var saved = false
                var body: some View {
                    VStack {
                        Button("Ask") { asking = true }
                        Button("Own") { own = true }
                        Button("Save") { saved = true }
                    }
                    .confirmationDialog("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
                    .confirmationDialog("Leave?", isPresented: $own) { Button("Stay", role: .cancel) {} }
                    .alert("Saved", isPresented: $saved) {}
                }
            }
            """)
        try harness.mount("Screen()")
        try harness.tap(label: "Ask")
        try harness.tap(label: "Cancel")
        #expect(try harness.storage("Screen").contains("@State asking = false"))
        try harness.tap(label: "Own")
        #expect(harness.graph.buttons(labelled: "Cancel").isEmpty, "the user's cancel button replaces the standard one")
        try harness.tap(label: "Stay")
        try harness.tap(label: "Save")
        try harness.tap(label: "OK")
        #expect(try harness.storage("Screen").contains("@State saved = false"))
    }
}

extension DocumentedLifetimeTests {
    @Test func aListBoundToASetTogglesRowsInEditModeAndSelectsOneOutsideIt() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var picked = Set<String>()
                var body: some View {
                    NavigationStack {
                        List(["a", "b"], id: \\.self, selection: $picked) { Text($0) }
                            .toolbar { EditButton() }
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        try harness.tap("List[a]")
        #expect(try harness.storage("Screen") == ["@State picked = [\"a\"]"])
        try harness.tap(label: "Edit")
        try harness.tap("List[b]")
        #expect(try harness.storage("Screen") == ["@State picked = [\"a\", \"b\"]"])
        try harness.tap("List[a]")
        #expect(try harness.storage("Screen") == ["@State picked = [\"b\"]"])
    }
}
