import Testing
@testable import VivariumSession
import VivariumWire

/// SwiftUI behaviour as Apple documents it, found wrong in the fifth documentation pass: search
/// scopes shown as a picker once the user types in the search field
/// (Sessions/documented-search-scopes.viv), and a pushed screen that hides its back button
/// refusing `back` (documented-back-button-hidden.viv), a transaction's animation completion
/// (documented-transaction-completion.viv), and a navigation destination declared inside a lazy
/// container (documented-destination-in-lazy-container.viv), and a progress view over a span of
/// dates following the clock (documented-progress-timer-interval.viv).
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

    @Test func aTransactionsCompletionRunsAfterItsAnimationOrAtOnceWhenNothingAnimates() {
        let session = loaded("""
            struct Fade: View {
                @State private var shown = true
                var body: some View {
                    Button("Fade") {
                        var transaction = Transaction(animation: .linear(duration: 2))
                        transaction.addAnimationCompletion { print("faded") }
                        withTransaction(transaction) { shown.toggle() }
                        print("asked")
                    }
                    Button("Nothing") {
                        var transaction = Transaction(animation: .linear(duration: 2))
                        transaction.addAnimationCompletion { print("nothing to animate") }
                        withTransaction(transaction) { }
                    }
                    Text(shown ? "shown" : "hidden")
                }
            }
            """)
        run(session, ["mount Fade()"])
        #expect(session.execute(#"tap "Fade""#).output == ["asked"])
        #expect(session.execute("advance 1s").output.isEmpty, "the animation runs for two seconds")
        #expect(session.execute("advance 1s").output == ["faded"])
        #expect(session.execute(#"tap "Nothing""#).output == ["nothing to animate"])
    }

    @Test func aDestinationDeclaredInsideAListIsWarnedAbout() {
        let session = loaded("""
            struct Catalog: View {
                var body: some View {
                    NavigationStack {
                        List(1..<4, id: \\.self) { n in
                            NavigationLink("Item \\(n)", value: n)
                                .navigationDestination(for: Int.self) { Text("Page \\($0)") }
                        }
                    }
                }
            }
            struct Outside: View {
                var body: some View {
                    NavigationStack {
                        List(1..<4, id: \\.self) { n in NavigationLink("Item \\(n)", value: n) }
                            .navigationDestination(for: Int.self) { Text("Page \\($0)") }
                    }
                }
            }
            """)
        run(session, ["mount Catalog()"])
        let pushed = session.execute(#"tap "Item 2""#)
        #expect(pushed.tree?.all.contains { $0.label == #""Page 2""# } == true)
        #expect(pushed.warnings.contains { $0.contains("inside a lazy container (List") }, "\(pushed.warnings)")
        run(session, ["mount Outside()"])
        #expect(session.execute(#"tap "Item 2""#).warnings.isEmpty)
    }

    @Test func aProgressViewOverADateRangeFollowsTheClockWithoutABodyRunning() {
        let session = loaded("""
            struct Workout: View {
                let start = Date.now.addingTimeInterval(-30)
                var body: some View {
                    ProgressView(timerInterval: start...start.addingTimeInterval(120))
                    ProgressView(timerInterval: start...start.addingTimeInterval(120), countsDown: false)
                }
            }
            """)
        let mounted = session.execute("mount Workout()")
        let details = mounted.tree?.all.filter { $0.type == "ProgressView" }.map { $0.storage.joined() } ?? []
        #expect(details == ["elapsed: 25% (empties)", "elapsed: 25% (fills)"], "\(details)")
        let later = session.execute("advance 60s")
        #expect(later.tree?.all.first { $0.type == "ProgressView" }?.storage.joined() == "elapsed: 75% (empties)")
        #expect(later.bodies.isEmpty, "no body runs for the progress to move")
        _ = session.execute("advance 5m")
        #expect(session.execute("tree").tree?.all.first { $0.type == "ProgressView" }?.storage.joined() == "elapsed: 100% (empties)")
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
