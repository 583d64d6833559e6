import Testing
@testable import VivariumSession
import VivariumWire

/// SwiftUI behaviour as Apple documents it, found wrong in the fifth documentation pass: search
/// scopes shown as a picker once the user types in the search field
/// (Sessions/documented-search-scopes.viv), and a pushed screen that hides its back button
/// refusing `back` (documented-back-button-hidden.viv).
@Suite struct DocumentedBehaviourFifthPassTests: PastedCodeOutputs {
    @Test func searchScopesAppearWhenTypingBeginsAndATapSelectsAScope() {
        let session = loaded("""
            enum Shelf: Hashable { case all, read }
            struct Books: View {
                @State private var query = ""
                @State private var shelf = Shelf.all
                var body: some View {
                    NavigationStack {
                        SearchResults()
                            .searchable(text: $query)
                            .searchScopes($shelf) {
                                Text("All").tag(Shelf.all)
                                Text("Read").tag(Shelf.read)
                            }
                    }
                }
            }
            struct SearchResults: View {
                @Environment(\\.dismissSearch) private var dismissSearch
                var body: some View { Button("Done") { dismissSearch() } }
            }
            """)
        run(session, ["mount Books()"])
        // Before any typing the scope bar is not there: nothing to tap.
        #expect(!session.execute(#"tap "Read""#).ok)
        run(session, [#"type "Search" "dune""#])
        let picked = session.execute(#"tap "Read""#)
        #expect(picked.ok, "\(picked.error?.message ?? "")")
        #expect(picked.storage(of: "Books").contains("@State shelf = read"), "\(picked.storage(of: "Books"))")
        // Cancelling the search hides the scopes again; the chosen scope stays.
        run(session, [#"tap "Done""#])
        #expect(!session.execute(#"tap "All""#).ok)
        #expect(session.execute("tree").storage(of: "Books").contains("@State shelf = read"))
    }

    @Test func backIsRefusedOnAScreenThatHidesItsBackButtonButDismissStillPops() {
        let session = loaded("""
            struct Wizard: View {
                var body: some View {
                    NavigationStack { NavigationLink("Start") { Step() } }
                }
            }
            struct Step: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack { Button("Finish") { dismiss() } }
                        .navigationBarBackButtonHidden(true)
                }
            }
            struct Plain: View {
                var body: some View {
                    NavigationStack { NavigationLink("Open") { Text("Page").navigationBarBackButtonHidden(false) } }
                }
            }
            """)
        run(session, ["mount Wizard()", #"tap "Start""#])
        let back = session.execute("back")
        #expect(!back.ok)
        #expect(back.error?.message.contains("hides its back button") == true, "\(back.error?.message ?? "")")
        #expect(session.execute("tree").tree?.all.contains { $0.type == "Step" } == true, "the screen is still pushed")
        let finished = session.execute(#"tap "Finish""#)
        #expect(finished.ok)
        #expect(finished.tree?.all.contains { $0.type == "Step" } == false)
        // `.navigationBarBackButtonHidden(false)` keeps the button.
        run(session, ["mount Plain()", #"tap "Open""#, "back"])
    }
}

extension DocumentedBehaviourFifthPassTests {
    /// A new session with `source` declared in it.
    func loaded(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Session {
        let session = Session()
        _ = output(session, source, sourceLocation: sourceLocation)
        return session
    }
}

private extension Reply {
    /// The storage rows of the node of type `type` in the reply's tree.
    func storage(of type: String) -> [String] {
        tree?.all.first { $0.type == type }?.storage ?? []
    }
}
