import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// Mechanisms added to match Apple's documentation: bound pushes (`NavigationLink(isActive:)`,
/// `navigationDestination(isPresented:)`), search activity, focus following typing, a long press
/// driving a `@GestureState`, `@Environment(\.refresh)`, and a writable `Transaction`.
@Suite struct DocumentedBehaviourTests {
    @Test func boundPushFollowsItsBindingBothWays() throws {
        let harness = try Harness("""
            struct Detail: View {
                var body: some View { Text("detail").onDisappear { print("detail gone") } }
            }
            struct Home: View {
                @State var showDetail = false
                var body: some View {
                    NavigationStack {
                        Button("Show") { showDetail = true }
                            .navigationDestination(isPresented: $showDetail) { Detail() }
                    }
                }
            }
            """)
        try harness.mount("Home()")
        #expect(!harness.paths.contains { $0.hasSuffix("Detail") })
        try harness.tap(label: "Show")
        #expect(harness.paths.contains { $0.hasSuffix("Destination/Detail") })
        let popped = try harness.command { try harness.graph.back() }
        #expect(popped.output == ["detail gone"])
        #expect(try harness.storage("Home").contains("@State showDetail = false"), "a pop sets the binding to false")
    }

    @Test func typingIntoASearchFieldStartsASearchThatDismissSearchEnds() throws {
        let harness = try Harness("""
            struct Results: View {
                @Environment(\\.isSearching) var isSearching
                @Environment(\\.dismissSearch) var dismissSearch
                var body: some View {
                    Button(isSearching ? "Searching" : "Idle") { dismissSearch() }
                }
            }
            struct Screen: View {
                @State var query = ""
                var body: some View { NavigationStack { Results().searchable(text: $query) } }
            }
            """)
        try harness.mount("Screen()")
        let field = try harness.graph.resolve("Results")
        _ = try harness.command { try harness.graph.type(field, text: "ab") }
        #expect(harness.graph.buttons(labelled: "Searching").count == 1)
        try harness.tap(label: "Searching")
        #expect(harness.graph.buttons(labelled: "Idle").count == 1)
        #expect(try harness.storage("Screen").contains("@State query = \"\""), "dismissSearch clears the text")
    }

    @Test func typingMovesFocusAndTheFieldThatHadItLosesIt() throws {
        let harness = try Harness("""
            enum Field: Hashable { case name, email }
            struct Form: View {
                @State var name = ""
                @State var notes = ""
                @FocusState var field: Field?
                @FocusState var notesFocused: Bool
                var body: some View {
                    VStack {
                        TextField("Name", text: $name).focused($field, equals: .name)
                        TextField("Notes", text: $notes).focused($notesFocused)
                    }
                }
            }
            """)
        try harness.mount("Form()")
        let name = try #require(harness.graph.valueControls(labelled: "Name").first)
        let notes = try #require(harness.graph.valueControls(labelled: "Notes").first)
        _ = try harness.command { try harness.graph.type(name, text: "Ada") }
        #expect(try harness.storage("Form").contains("@FocusState field = name"))
        _ = try harness.command { try harness.graph.type(notes, text: "hi") }
        let storage = try harness.storage("Form")
        #expect(storage.contains("@FocusState field = nil"))
        #expect(storage.contains("@FocusState notesFocused = true"))
        // Code moves it too: the field bound to the value set takes it from the other one.
        let form = try harness.graph.resolve("Form")
        guard case .structValue(let value) = form.viewValue, case .builtin(let wrapper)? = value.fields["_field"],
              let slot = harness.graph.slots[wrapper.tag] else { Issue.record("no focus storage"); return }
        _ = try harness.command { try harness.graph.transaction { try harness.graph.writeSlot(slot, .enumValue(EnumValue(typeName: "Field", caseName: "name")), at: .builtin) } }
        let moved = try harness.storage("Form")
        #expect(moved.contains("@FocusState field = name"))
        #expect(moved.contains("@FocusState notesFocused = false"))
    }

    @Test func longPressGestureStateResetsWhenTheGestureEnds() throws {
        let harness = try Harness("""
            struct Pressable: View {
                @GestureState var isPressed = false
                @State var presses = 0
                var body: some View {
                    Text(isPressed ? "pressed" : "idle")
                        .gesture(LongPressGesture().updating($isPressed) { value, state, _ in state = value }.onEnded { _ in presses += 1 })
                        .onChange(of: isPressed) { _, now in print("pressed \\(now)") }
                }
            }
            """)
        try harness.mount("Pressable()")
        let record = try harness.command { try harness.graph.press(try harness.graph.resolve("Pressable/Text")) }
        #expect(record.output == ["pressed true", "pressed false"])
        let storage = try harness.storage("Pressable")
        #expect(storage.contains("@GestureState isPressed = false"))
        #expect(storage.contains("@State presses = 1"))
    }

    @Test func refreshEnvironmentRunsTheEnclosingRefreshableAction() throws {
        let harness = try Harness("""
            struct Reload: View {
                @Environment(\\.refresh) var refresh
                var body: some View {
                    Button(refresh == nil ? "none" : "reload") { Task { await refresh?(); print("awaited") } }
                }
            }
            struct Feed: View {
                var body: some View {
                    VStack {
                        List { Reload() }.refreshable { print("refreshing") }
                        Reload()
                    }
                }
            }
            """)
        try harness.mount("Feed()")
        #expect(harness.graph.buttons(labelled: "none").count == 1, "outside the refreshable view it is nil")
        #expect(try harness.tap(label: "reload").output == ["refreshing", "awaited"])
    }

    @Test func aLocalTransactionTakesWrites() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var on = false
                var body: some View {
                    Button("Flip") {
                        var transaction = Transaction(animation: .default)
                        print(transaction.disablesAnimations)
                        transaction.disablesAnimations = true
                        print(transaction.disablesAnimations)
                        withTransaction(transaction) { on.toggle() }
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        #expect(try harness.tap(label: "Flip").output == ["false", "true"])
        #expect(try harness.storage("Screen").contains("@State on = true"))
    }

    static let requirementViews = """
        struct Item { var name: String }
        struct Filter { var text = "" }
        struct Rows: View {
            let items = [Item(name: "x")]
            var body: some View { ForEach(items) { Text($0.name) } }
        }
        struct Changes: View {
            @State var filter = Filter()
            var body: some View { Text("f").onChange(of: filter) { } }
        }
        struct Keyed: View {
            let items = [Item(name: "x")]
            var body: some View { ForEach(items, id: \\.name) { Text($0.name) } }
        }
        """

    @Test func genericRequirementsAreTheCompilersErrorsAtTheCall() throws {
        do {
            try Harness(Self.requirementViews).mount("Rows()")
            Issue.record("ForEach accepted non-Identifiable elements without an id")
        } catch let error as RuntimeError {
            #expect(error.message == "referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Item' conform to 'Identifiable'")
            #expect(error.location?.line == 5)
        }
        do {
            try Harness(Self.requirementViews).mount("Changes()")
            Issue.record("onChange(of:) accepted a non-Equatable value")
        } catch let error as RuntimeError {
            #expect(error.message == "instance method 'onChange(of:initial:_:)' requires that 'Filter' conform to 'Equatable'")
            #expect(error.location?.line == 9)
        }
        let keyed = try Harness(Self.requirementViews)
        try keyed.mount("Keyed()")
        #expect(keyed.paths.contains { $0.hasSuffix("Text") }, "with an id key path the rows are built")
    }

    @Test func hiddenViewsAndViewsOutsideHitTestingTakeNoTaps() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var count = 0
                @State var locked = true
                var body: some View {
                    VStack {
                        Button("Add \\(count)") { count += 1 }.allowsHitTesting(!locked)
                        Button("Secret") { count += 100 }.hidden()
                        VStack { Button("Inner") { count += 10 } }.allowsHitTesting(false)
                        Button("Unlock") { locked = false }
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        #expect(throws: GraphError.self) { try harness.tap(label: "Add 0") }
        #expect(throws: GraphError.self) { try harness.tap(label: "Secret") }
        #expect(throws: GraphError.self) { try harness.tap(label: "Inner") }
        #expect(try harness.storage("Screen").contains("@State count = 0"), "a refused tap runs nothing")
        _ = try harness.tap(label: "Unlock")
        _ = try harness.tap(label: "Add 0")
        #expect(try harness.storage("Screen").contains("@State count = 1"))
    }

    /// Apple's `dismissSearch` sample passes the action read in one view to a detail view in a
    /// sheet, whose `Add` button calls `dismiss()` and `dismissSearch()` from stored properties:
    /// the sheet closes and the search ends (its text cleared). Before, the call of the stored
    /// action was taken for a modifier named after the property and refused.
    @Test func anEnvironmentActionKeptInAStoredPropertyIsCalled() throws {
        let harness = try Harness("""
            struct Detail: View {
                var dismissSearch: DismissSearchAction
                var close: DismissAction
                var body: some View {
                    Button("Add") {
                        close()
                        dismissSearch()
                    }
                }
            }
            struct Results: View {
                @Environment(\\.dismissSearch) private var dismissSearch
                @State private var isPresented = false
                var body: some View {
                    Button("Details") { isPresented = true }
                        .sheet(isPresented: $isPresented) { Inner(dismissSearch: dismissSearch) }
                }
            }
            struct Inner: View {
                var dismissSearch: DismissSearchAction
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Detail(dismissSearch: dismissSearch, close: dismiss) }
            }
            struct Screen: View {
                @State var query = ""
                var body: some View { NavigationStack { Results().searchable(text: $query) } }
            }
            """)
        try harness.mount("Screen()")
        _ = try harness.command { try harness.graph.type(try harness.graph.resolve("Results"), text: "b") }
        try harness.tap(label: "Details")
        #expect(harness.paths.contains { $0.hasSuffix("Sheet/Inner/Detail/Button") })
        try harness.tap(label: "Add")
        #expect(!harness.paths.contains { $0.hasSuffix("Detail") }, "dismiss() closed the sheet")
        #expect(try harness.storage("Screen").contains("@State query = \"\""), "dismissSearch() cleared the search")
        #expect(try harness.storage("Results").contains("@State isPresented = false"))
    }
}
