import Testing
@testable import VivariumGraph

/// `.task` follows appearance (Apple, "task(priority:_:)": started "before this view appears",
/// cancelled "after the view disappears"), and `onChange(of:initial: true)` runs with the first
/// appearance, in written order among the view's `onAppear`s.
@Suite struct AppearanceTaskTests {
    static let views = """
        struct Page: View {
            let name: String
            var body: some View {
                Text(name)
                    .onAppear { print("appear \\(name)") }
                    .task {
                        print("task \\(name)")
                        do { try await Task.sleep(for: .seconds(60)) } catch { print("cancelled \\(name)") }
                    }
            }
        }
        struct Tabs: View {
            @State var tab = 0
            var body: some View {
                VStack {
                    Button("Switch") { tab = 1 - tab }
                    TabView(selection: $tab) {
                        Page(name: "A").tag(0)
                        Page(name: "B").tag(1)
                    }
                }
            }
        }
        struct Stack: View {
            @State var path: [Int] = []
            var body: some View {
                VStack {
                    Button("Push") { path = [1] }
                    Button("Pop") { path = [] }
                    NavigationStack(path: $path) {
                        Page(name: "root")
                            .navigationDestination(for: Int.self) { n in Text("detail") }
                    }
                }
            }
        }
        struct Order: View {
            var body: some View {
                Text("x")
                    .onAppear { print("appear first") }
                    .onChange(of: 1, initial: true) { print("change second") }
                    .onAppear { print("appear third") }
            }
        }

        """

    /// The cancelled task resumes (its catch prints) when the tasks run, after the appear phase.
    @Test func aTabShownAgainCancelledThenRestartsItsTask() throws {
        let h = try Harness(Self.views)
        #expect(try h.mount("Tabs()").output == ["appear A", "task A"])
        #expect(try h.tap(label: "Switch").output == ["appear B", "cancelled A", "task B"])
        #expect(try h.tap(label: "Switch").output == ["appear A", "cancelled B", "task A"])
    }

    @Test func aPushCancelsTheCoveredScreensTaskAndAPopStartsItAgain() throws {
        let h = try Harness(Self.views)
        #expect(try h.mount("Stack()").output == ["appear root", "task root"])
        #expect(try h.tap(label: "Push").output == ["cancelled root"])
        #expect(try h.tap(label: "Pop").output == ["appear root", "task root"])
    }

    @Test func initialOnChangeRunsAmongOnAppearsInWrittenOrderOnce() throws {
        let h = try Harness(Self.views)
        #expect(try h.mount("Order()").output == ["appear first", "change second", "appear third"])
        #expect(try h.reeval("Order").output == [])
    }
}

/// Apple, "Group": "any modifier you apply to the group affects all of that group's members" -
/// among a stack's children, an onAppear/onDisappear on a Group runs per member.
@Suite struct GroupMemberModifierTests {
    static let views = """
        struct Listed: View {
            @State var flag = false
            var body: some View {
                VStack {
                    Button("Flip") { flag.toggle() }
                    Group {
                        Text("one")
                        if flag { Text("two") }
                    }
                    .onAppear { print("appear") }
                    .onDisappear { print("disappear") }
                }
            }
        }
        struct Whole: View {
            var body: some View {
                Group { Text("a"); Text("b") }.onAppear { print("appear") }
            }
        }
        struct Rows: View {
            @State var items = [1, 2]
            var body: some View {
                VStack {
                    Button("Add") { items.append(3) }
                    ForEach(items, id: \\.self) { Text("\\($0)") }.onAppear { print("row") }
                }
            }
        }

        """

    @Test func aGroupAmongStackChildrenAppearsPerMember() throws {
        let h = try Harness(Self.views)
        #expect(try h.mount("Listed()").output == ["appear"])
        #expect(try h.tap(label: "Flip").output == ["appear"])
        #expect(try h.tap(label: "Flip").output == ["disappear"])
        #expect(try h.remove("Listed/VStack/Group").output == ["disappear"])
    }

    @Test func aForEachAmongStackChildrenAppearsPerRow() throws {
        let h = try Harness(Self.views)
        #expect(try h.mount("Rows()").output == ["row", "row"])
        #expect(try h.tap(label: "Add").output == ["row"])
    }

    @Test func aGroupThatIsTheWholeMountedBodyAppearsOnce() throws {
        let h = try Harness(Self.views)
        #expect(try h.mount("Whole()").output == ["appear"])
    }
}
