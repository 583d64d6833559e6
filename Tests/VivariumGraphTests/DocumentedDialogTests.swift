import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// Alerts and confirmation dialogs as the user sees them (Sessions/documented-confirmation-dialog,
/// documented-alert-title, documented-submit-scope): an alert shows its title; a confirmation
/// dialog is presented as one (an action sheet on iPhone), its title hidden unless
/// `titleVisibility: .visible`; `.submitScope()` keeps Return in a field from the `.onSubmit`
/// actions above it.
@Suite struct DocumentedDialogTests {
    private func presented(_ harness: Harness) -> (type: String, label: String?)? {
        harness.graph.allNodes.first { $0.kind == .alert }.map { ($0.typeName, harness.graph.label(of: $0)) }
    }

    @Test func anAlertShowsItsTitle() throws {
        let harness = try Harness("""
            struct Screen: View {
                let failure = "Login failed."
                @State var failed = false
                var body: some View {
                    Button("Log In") { failed = true }
                        .alert(failure, isPresented: $failed) {
                            Button("OK") {}
                        } message: {
                            Text("Check your password.")
                        }
                }
            }
            """)
        try harness.mount("Screen()")
        try harness.tap(label: "Log In")
        let shown = try #require(presented(harness))
        #expect(shown.type == "Alert")
        #expect(shown.label == "\"Login failed.\"")
    }

    @Test func aConfirmationDialogIsNotAnAlertAndHidesItsTitleUnlessVisible() throws {
        let harness = try Harness("""
            struct Screen: View {
                let question = "Erase all?"
                @State var hidden = false
                @State var shown = false
                var body: some View {
                    VStack {
                        Button("Hidden", action: { hidden = true })
                        Button("Shown") { shown = true }
                    }
                    .confirmationDialog(question, isPresented: $hidden) {
                        Button("Erase", role: .destructive) { print("erased") }
                    }
                    .confirmationDialog(Text("Sign out?"), isPresented: $shown, titleVisibility: .visible) {
                        Button("Sign Out", role: .destructive) {}
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        try harness.tap(label: "Hidden")
        var shown = try #require(presented(harness))
        #expect(shown.type == "ConfirmationDialog")
        #expect(shown.label == "\"Erase all?\" (title hidden)")
        // Any action dismisses it, after running.
        let erase = try harness.tap(label: "Erase")
        #expect(erase.output == ["erased"])
        #expect(presented(harness) == nil)
        try harness.tap(label: "Shown")
        shown = try #require(presented(harness))
        #expect(shown.type == "ConfirmationDialog")
        #expect(shown.label == "\"Sign out?\"")
        // Behind it, nothing takes a tap.
        #expect(throws: GraphError.self) { try harness.tap(label: "Hidden") }
        try harness.tap(label: "Cancel")
        #expect(try harness.storage("Screen").contains("@State shown = false"))
    }

    @Test func anActionSheetIsPresentedAsOne() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var asking = false
                var body: some View {
                    Button("Ask") { asking = true }
                        .actionSheet(isPresented: $asking) {
                            ActionSheet(title: Text("Pick one"), buttons: [.default(Text("First")), .cancel()])
                        }
                }
            }
            """)
        try harness.mount("Screen()")
        try harness.tap(label: "Ask")
        #expect(presented(harness)?.type == "ActionSheet")
        try harness.tap(label: "First")
        #expect(presented(harness) == nil)
    }

    @Test func submitScopeKeepsReturnFromTheActionsAboveIt() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var name = ""
                @State var tags = ""
                @State var note = ""
                var body: some View {
                    VStack {
                        TextField("Name", text: $name)
                        TextField("Tags", text: $tags)
                            .onSubmit { print("tags") }
                            .submitScope()
                        TextField("Note", text: $note)
                            .submitScope(false)
                    }
                    .onSubmit { print("form") }
                }
            }
            """)
        try harness.mount("Screen()")
        func submit(_ label: String) throws -> Record {
            let field = try #require(harness.graph.valueControls(labelled: label).first)
            return try harness.command { try harness.graph.submit(field) }
        }
        #expect(try submit("Name").output == ["form"])
        #expect(try submit("Tags").output == ["tags"], "the scope stops Return before the form's action")
        let note = try submit("Note")
        #expect(note.output == ["form"])
    }
}

extension DocumentedDialogTests {
    @Test func anItemDialogPassesTheItemToItsActionsAndItsMessage() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var file: String?
                var body: some View {
                    Button("Pick") { file = "a.txt" }
                        .confirmationDialog("Remove?", item: $file) { name in
                            Button("Remove \\(name)") { print("removed \\(name)") }
                        } message: { name in
                            Text("\\(name) goes to the bin")
                        }
                }
            }
            """)
        try harness.mount("Screen()")
        try harness.tap(label: "Pick")
        #expect(harness.graph.allNodes.contains { $0.kind == .text && harness.graph.label(of: $0) == "\"a.txt goes to the bin\"" })
        #expect(try harness.tap(label: "Remove a.txt").output == ["removed a.txt"])
        #expect(try harness.storage("Screen") == ["@State file = nil"])
    }
}
