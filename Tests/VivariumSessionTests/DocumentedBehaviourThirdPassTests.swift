import Testing
@testable import VivariumSession
import VivariumWire

/// SwiftUI behaviour as Apple documents it, found wrong in the third documentation pass: a row
/// with swipe actions loses the synthesized swipe to delete (Sessions/documented-swipe-actions
/// .viv), ViewThatFits picking the first view that fits (documented-view-that-fits.viv), a
/// TimelineView's periodic and every-minute dates (documented-timeline-schedule.viv), and a
/// lazily built TabView building only the tab its selection names (documented-tab-selection.viv),
/// a context menu deactivated by a closure that returns nothing (documented-context-menu.viv),
/// two fields bound to the same focus value (documented-focus-state-programmatic.viv),
/// sensory feedback playing when its trigger changes (documented-sensory-feedback.viv),
/// @Previewable used outside a #Preview body (documented-previewable.viv), and
/// ContentUnavailableView.search in a searchable hierarchy (documented-content-unavailable-search.viv).
@Suite struct DocumentedBehaviourThirdPassTests: PastedCodeOutputs {
    @Test func aRowWithSwipeActionsIsDeletedOnlyInEditModeOrByItsOwnActions() {
        let session = loaded("""
            struct Inbox: View {
                @State private var messages = ["Lunch", "Invoice"]
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(messages, id: \\.self) { message in
                                Text(message)
                                    .swipeActions { Button("Flag") { print("flag \\(message)") } }
                                    .swipeActions { Button("Later") { print("later \\(message)") } }
                            }
                            .onDelete { print("onDelete \\(Array($0))"); messages.remove(atOffsets: $0) }
                        }
                        .toolbar { EditButton() }
                    }
                }
            }
            struct Plain: View {
                var body: some View {
                    List {
                        ForEach(["Note"], id: \\.self) { Text($0) }
                            .onDelete { print("plain onDelete \\(Array($0))") }
                    }
                }
            }
            """)
        run(session, ["mount Inbox()"])
        // Actions accumulate on the trailing edge; a full swipe runs the first.
        #expect(session.execute(#"swipe ForEach[Lunch] "Later""#).output == ["later Lunch"])
        #expect(session.execute("swipe ForEach[Lunch]").output == ["flag Lunch"])
        let refused = session.execute("delete ForEach[Lunch]")
        #expect(!refused.ok)
        #expect(refused.error?.message.contains("has .swipeActions") == true, "\(refused.error?.message ?? "")")
        #expect(!session.execute(#"swipe ForEach[Lunch] "Delete""#).ok, "no Delete is synthesized among its actions")
        run(session, [#"tap "Edit""#])
        let deleted = session.execute("delete ForEach[Lunch]")
        #expect(deleted.output == ["onDelete [0]"], "\(deleted.error?.message ?? "")")
        // A row without swipe actions keeps its swipe to delete.
        run(session, ["mount Plain()"])
        #expect(session.execute("delete ForEach[Note]").output == ["plain onDelete [0]"])
    }

    @Test func viewThatFitsShowsTheFirstViewThatFitsOnTheAxesAskedFor() {
        let session = loaded("""
            struct Wide: View {
                var body: some View { Text("wide").frame(width: 500) }
            }
            struct Fits: View {
                var body: some View {
                    VStack {
                        ViewThatFits(in: .horizontal) {
                            Wide()
                            Text("medium").frame(width: 300).onAppear { print("medium appears") }
                            Text("small")
                        }
                        ViewThatFits {
                            Text("tall").frame(height: 800)
                            Text("short").frame(height: 700)
                        }
                        ViewThatFits(in: .vertical) {
                            Text("wide but short").frame(width: 900, height: 20)
                            Text("unused")
                        }
                        ViewThatFits(in: []) {
                            Text("first").frame(width: 900)
                            Text("second")
                        }
                        ViewThatFits {
                            Text("huge").frame(width: 900)
                            Text("larger").frame(width: 1000)
                        }
                    }
                }
            }
            """)
        let mounted = session.execute("mount Fits()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let shown = mounted.tree?.all.filter { $0.type == "ViewThatFits" }.compactMap { $0.children.first?.label } ?? []
        #expect(shown == [#""medium""#, #""short""#, #""wide but short""#, #""first""#, #""larger""#], "\(shown)")
        #expect(mounted.tree?.all.contains { $0.type == "Wide" } == false, "a candidate that does not fit gets no node")
        #expect(mounted.output == ["medium appears"])
    }

    @Test func aTimelinesDatesAreItsSchedulesEntries() {
        let session = loaded("""
            struct Board: View {
                let start: Date
                var body: some View {
                    TimelineView(.periodic(from: start, by: 60)) { context in
                        Text("p \\(context.date.formatted(date: .omitted, time: .standard))")
                    }
                    TimelineView(.everyMinute) { context in
                        Text("m \\(context.date.formatted(date: .omitted, time: .standard))")
                    }
                }
            }
            """)
        run(session, ["advance 10s"])
        func texts(_ reply: Reply) -> [String] {
            reply.tree?.all.filter { $0.type == "Text" }.compactMap(\.label) ?? []
        }
        // Started at 9:40:30 by 60 s: the entry the clock (9:41:10) is in is 9:40:30.
        let mounted = session.execute("mount Board(start: Date.now.addingTimeInterval(-40))")
        #expect(texts(mounted) == [#""p 9:40:30 AM""#, #""m 9:41:00 AM""#], "\(texts(mounted))")
        #expect(session.execute("advance 19s").bodies.isEmpty, "no entry is passed before 9:41:30")
        let halfPast = session.execute("advance 1s")
        #expect(texts(halfPast) == [#""p 9:41:30 AM""#, #""m 9:41:00 AM""#], "\(texts(halfPast))")
        let later = session.execute("advance 60s")
        #expect(texts(later) == [#""p 9:42:30 AM""#, #""m 9:42:00 AM""#], "\(texts(later))")
    }

    @Test func aLazyTabViewBuildsOnlyTheTabItsSelectionNames() {
        let session = loaded("""
            struct Page: View {
                let name: String
                init(name: String) { self.name = name }
                var body: some View { Text(name).onAppear { print("appear \\(name)") } }
            }
            struct Tabs: View {
                @State private var selection = 2
                var body: some View {
                    TabView(selection: $selection) {
                        Page(name: "one").tag(1)
                        Page(name: "two").tag(2)
                    }
                }
            }
            """)
        let mounted = session.execute("mount Tabs()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.filter { $0.type == "Page" }.count == 1, "only the selected tab is built")
        #expect(mounted.output == ["appear two"])
        run(session, ["set Tabs.selection = 1"])
        #expect(session.execute("tree").tree?.all.filter { $0.type == "Page" }.count == 2)
        run(session, ["profile ios17.2", "mount Tabs()"])
        #expect(session.execute("tree").tree?.all.filter { $0.type == "Page" }.count == 2, "iOS 17 builds every tab")
    }

    @Test func aContextMenuWhoseClosureReturnsNothingIsDeactivated() {
        let session = loaded("""
            struct Place: View {
                @State private var enabled = true
                var body: some View {
                    Text("Turtle Rock")
                        .contextMenu {
                            if enabled { Menu("Share") { Button("Copy Link") { print("copied") } } }
                        }
                    Toggle("Menu", isOn: $enabled)
                }
            }
            """)
        run(session, ["mount Place()"])
        #expect(session.execute(#"menu Text "Copy Link""#).output == ["copied"], "an item of a submenu")
        run(session, [#"tap "Menu""#])
        let refused = session.execute(#"menu Text "Copy Link""#)
        #expect(!refused.ok)
        #expect(refused.error?.message.contains("its context menu is deactivated") == true, "\(refused.error?.message ?? "")")
    }

    @Test func twoFieldsBoundToTheSameFocusValueKeepItAndCodeSettingItWarns() {
        let session = loaded("""
            struct Names: View {
                enum Field: Hashable { case name }
                @State private var name = ""
                @State private var fullName = ""
                @FocusState private var focusedField: Field?
                var body: some View {
                    TextField("Name", text: $name).focused($focusedField, equals: .name)
                    TextField("Full Name", text: $fullName).focused($focusedField, equals: .name)
                    Button("Focus") { focusedField = .name }
                    Button("Clear") { focusedField = nil }
                    Text("focused \\(String(describing: focusedField))")
                }
            }
            """)
        run(session, ["mount Names()"])
        func shown(_ reply: Reply) -> String? {
            reply.tree?.all.first { $0.label?.hasPrefix(#""focused"#) == true }?.label
        }
        let focused = session.execute(#"tap "Focus""#)
        #expect(shown(focused) == #""focused Optional(Playground.Names.Field.name)""#, "\(shown(focused) ?? "")")
        #expect(focused.warnings.contains { $0.contains("2 views are bound to the same focus value") }, "\(focused.warnings)")
        run(session, [#"tap "Clear""#])
        let typed = session.execute(#"type "Full Name" "Ada""#)
        #expect(shown(typed) == #""focused Optional(Playground.Names.Field.name)""#, "\(shown(typed) ?? "")")
        #expect(typed.warnings.isEmpty, "the user moving the focus is not ambiguous")
    }

    @Test func sensoryFeedbackPlaysWhenItsTriggerChangesAndItsConditionHolds() {
        let session = loaded("""
            struct Checklist: View {
                @State private var done = 0
                @State private var note = ""
                var body: some View {
                    Button("Done") { done += 1 }
                        .sensoryFeedback(.success, trigger: done)
                        .sensoryFeedback(.warning, trigger: done) { _, new in new % 2 == 0 }
                        .sensoryFeedback(trigger: done) { old, new in new > 2 ? SensoryFeedback.error : nil }
                    Button("Note") { note = "seen" }
                }
            }
            """)
        func played(_ reply: Reply) -> [String] {
            reply.events.filter { $0.kind == .change }.map(\.text)
        }
        #expect(played(session.execute("mount Checklist()")).isEmpty, "nothing plays as the view appears")
        #expect(played(session.execute(#"tap "Done""#)) == ["Button[0] sensoryFeedback(.success) plays: trigger 0 → 1"])
        #expect(played(session.execute(#"tap "Done""#)).count == 2, "the condition holds for 2")
        #expect(played(session.execute(#"tap "Done""#)).last == "Button[0] sensoryFeedback(.error) plays: trigger 2 → 3")
        #expect(played(session.execute(#"tap "Note""#)).isEmpty, "the trigger did not change")
    }

    @Test func previewableOutsideAPreviewBodyIsAnErrorAtTheAttribute() {
        let session = Session()
        let refused = session.execute("""
            struct Panel: View {
                @Previewable @State var shown = false
                var body: some View { Text("shown \\(shown)") }
            }
            """)
        #expect(!refused.ok)
        #expect(refused.error?.message.contains("'@Previewable' can only be used") == true, "\(refused.error?.message ?? "")")
        #expect(refused.error?.line == 2 && refused.error?.column == 5)
        run(session, ["""
            #Preview("toggle") {
                @Previewable @State var toggled = true
                return Toggle("Loud Noises", isOn: $toggled)
            }
            """, #"mount preview "toggle""#])
        let tapped = session.execute(#"tap "Loud Noises""#)
        #expect(tapped.tree?.all.first?.storage.joined().contains("@State toggled = false") == true, "\(tapped.tree?.all.first?.storage ?? [])")
    }

    @Test func contentUnavailableSearchTakesTheQueryOfTheSearchableAroundIt() {
        let session = loaded("""
            struct Contacts: View {
                @State private var searchText = ""
                var body: some View {
                    NavigationStack {
                        List { Text("Ada") }
                            .searchable(text: $searchText)
                            .overlay { if !searchText.isEmpty { ContentUnavailableView.search } }
                    }
                }
            }
            """)
        run(session, ["mount Contacts()"])
        func unavailable(_ reply: Reply) -> String? {
            reply.tree?.all.first { $0.type == "ContentUnavailableView" }?.label
        }
        #expect(unavailable(session.execute(#"type "Search" "Zed""#)) == #""No Results for “Zed”""#)
        #expect(unavailable(session.execute(#"type "Search" "Bo""#)) == #""No Results for “Bo”""#, "the query follows the search field")
    }
}

extension DocumentedBehaviourThirdPassTests {
    /// A new session with `source` declared in it.
    func loaded(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Session {
        let session = Session()
        _ = output(session, source, sourceLocation: sourceLocation)
        return session
    }
}
