import Testing
@testable import VivariumGraph

/// `@State`, `@StateObject` and `@ObservedObject` as DESIGN §2 describes them.
@Suite struct DynamicPropertyTests {
    static let model = """
        class VM: ObservableObject {
            @Published var count = 0
            init() { print("VM init") }
            deinit { print("VM deinit") }
        }

        """

    @Test func stateStorageIsCreatedOnceAndLaterInitialValuesIgnored() throws {
        let h = try Harness("""
            struct Child: View {
                @State var value: Int
                init(start: Int) { _value = State(initialValue: start) }
                var body: some View { Text("value \\(value)") }
            }
            struct Parent: View {
                @State var start = 1
                var body: some View {
                    VStack {
                        Child(start: start)
                        Button("Bump") { start += 10 }
                    }
                }
            }
            """)
        try h.mount("Parent()")
        #expect(try h.text("Child/Text") == "\"value 1\"")
        let bump = try h.tap(label: "Bump")
        #expect(bump.inits == ["Child"])
        #expect(try h.text("Child/Text") == "\"value 1\"")
        #expect(try h.storage("Child") == ["@State value = 1"])
    }

    @Test func assigningAStateWithADefaultInInitHasNoEffect() throws {
        let h = try Harness("""
            struct Child: View {
                @State var value = 0
                init(start: Int) { self.value = start }
                var body: some View { Text("value \\(value)") }
            }
            """)
        try h.mount("Child(start: 5)")
        #expect(try h.text("Child/Text") == "\"value 0\"")
    }

    @Test func selfAssignmentOfAStateWithoutDefaultInitializes() throws {
        let h = try Harness("""
            struct Child: View {
                @State var value: Int
                init(start: Int) { self.value = start }
                var body: some View { Text("value \\(value)") }
            }
            """)
        try h.mount("Child(start: 5)")
        #expect(try h.text("Child/Text") == "\"value 5\"")
    }

    @Test func stateInitialValueIsEvaluatedOnEveryViewInitBeforeIOS27() throws {
        let h = try Harness(Self.model + """
            struct Child: View {
                @State var vm = VM()
                var body: some View { Text("count \\(vm.count)") }
            }
            struct Parent: View {
                var body: some View { Child() }
            }
            """)
        h.graph.profile = Profile.named("ios18")!
        let mount = try h.mount("Parent()")
        #expect(mount.created == ["VM#1"])
        let update = try h.reeval("Parent")
        #expect(update.created == ["VM#2"])
        #expect(update.freed == ["VM#2"])
        #expect(update.output == ["VM init", "VM deinit"])
        #expect(try h.storage("Child") == ["@State vm = VM#1"])
    }

    @Test func stateInitialValueIsEvaluatedOncePerLifetimeFromIOS27() throws {
        let h = try Harness(Self.model + """
            struct Child: View {
                @State var vm = VM()
                var body: some View { Text("count \\(vm.count)") }
            }
            struct Parent: View {
                var body: some View { Child() }
            }
            """)
        h.graph.profile = Profile.named("ios27")!
        let mount = try h.mount("Parent()")
        #expect(mount.created == ["VM#1"])
        let update = try h.reeval("Parent")
        #expect(update.created == [])
        #expect(update.output == [])
        #expect(try h.storage("Child") == ["@State vm = VM#1"])
    }

    @Test func stateObjectThunkRunsOncePerIdentity() throws {
        let h = try Harness(Self.model + """
            struct Child: View {
                @StateObject var vm = VM()
                var body: some View { Button("count \\(vm.count)") { vm.count += 1 } }
            }
            struct Parent: View {
                @State var show = true
                var body: some View {
                    VStack {
                        if show { Child() }
                        Button("Toggle") { show.toggle() }
                    }
                }
            }
            """)
        let mount = try h.mount("Parent()")
        #expect(mount.created == ["VM#1"])
        #expect(mount.output == ["VM init"])
        try h.tap(label: "count 0")
        let update = try h.reeval("Parent")
        #expect(update.inits == ["Child"])
        #expect(update.created.isEmpty)
        #expect(update.output.isEmpty)
        #expect(h.graph.buttons(labelled: "count 1").count == 1)

        let hide = try h.tap(label: "Toggle")
        #expect(hide.freed == ["VM#1"])
        #expect(hide.output == ["VM deinit"])
        let show = try h.tap(label: "Toggle")
        #expect(show.created == ["VM#2"])
        #expect(h.graph.buttons(labelled: "count 0").count == 1)
    }

    @Test func injectedStateObjectKeepsTheFirstAndFreesEveryLaterOne() throws {
        let h = try Harness(Self.model + """
            struct Child: View {
                @StateObject var vm: VM
                init(vm: VM) { _vm = StateObject(wrappedValue: vm) }
                var body: some View { Text("count \\(vm.count)") }
            }
            struct Parent: View {
                var body: some View { Child(vm: VM()) }
            }
            """)
        try h.mount("Parent()")
        for round in 2...3 {
            let update = try h.reeval("Parent")
            #expect(update.created == ["VM#\(round)"])
            #expect(update.freed == ["VM#\(round)"])
            #expect(try h.storage("Child") == ["@StateObject vm = VM#1"])
        }
        #expect(h.live == ["VM#1"])
    }

    @Test func autoclosureInjectedStateObjectIsNotBuiltOnUpdates() throws {
        let h = try Harness(Self.model + """
            struct Child: View {
                @StateObject var vm: VM
                init(vm: @autoclosure @escaping () -> VM) { _vm = StateObject(wrappedValue: vm()) }
                var body: some View { Text("count \\(vm.count)") }
            }
            struct Parent: View {
                var body: some View { Child(vm: VM()) }
            }
            """)
        let mount = try h.mount("Parent()")
        #expect(mount.created == ["VM#1"])
        let update = try h.reeval("Parent")
        #expect(update.created.isEmpty)
        #expect(update.output.isEmpty)
    }

    @Test func observedObjectHoldsWhatItIsGiven() throws {
        let h = try Harness(Self.model + """
            struct Child: View {
                @ObservedObject var vm: VM
                var body: some View { Button("count \\(vm.count)") { vm.count += 1 } }
            }
            struct Parent: View {
                var body: some View { Child(vm: VM()) }
            }
            """)
        try h.mount("Parent()")
        try h.tap(label: "count 0")
        #expect(h.graph.buttons(labelled: "count 1").count == 1)
        let update = try h.reeval("Parent")
        // A new object each parent update: the count starts over and the old one is freed.
        #expect(update.created == ["VM#2"])
        #expect(update.freed == ["VM#1"])
        #expect(h.graph.buttons(labelled: "count 0").count == 1)
        #expect(try h.storage("Child") == ["@ObservedObject vm = VM#2"])
    }

    @Test func publishedChangeInvalidatesEveryHolderAndOnlyThem() throws {
        let h = try Harness(Self.model + """
            struct Reader: View {
                @ObservedObject var vm: VM
                let name: String
                var body: some View { Text("\\(name) \\(vm.count)") }
            }
            struct Bystander: View {
                let name: String
                var body: some View { Text(name) }
            }
            struct Root: View {
                let vm: VM
                var body: some View {
                    VStack {
                        Reader(vm: vm, name: "a")
                        Reader(vm: vm, name: "b")
                        Bystander(name: "c")
                        Button("Inc") { vm.count += 1 }
                    }
                }
            }
            let shared = VM()
            """)
        try h.mount("Root(vm: shared)")
        let tap = try h.tap(label: "Inc")
        #expect(tap.bodies == ["Root/VStack/Reader[0]", "Root/VStack/Reader[1]"])
        #expect(try h.text("Reader[1]/Text") == "\"b 1\"")
    }

    @Test func stateObjectHolderIsInvalidatedByPublishedChange() throws {
        let h = try Harness(Self.model + """
            struct Label: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Root: View {
                @StateObject var vm = VM()
                var body: some View {
                    VStack {
                        Label(text: "fixed")
                        Button("count \\(vm.count)") { vm.count += 1 }
                    }
                }
            }
            """)
        try h.mount("Root()")
        let tap = try h.tap(label: "count 0")
        // Root re-runs; Label's input is equal, so its body does not.
        #expect(tap.bodies == ["Root"])
        #expect(tap.bodyReasons["Root"] == "_vm changed")
        #expect(h.graph.buttons(labelled: "count 1").count == 1)
    }

    @Test func closuresAlwaysCountAsChanged() throws {
        let h = try Harness("""
            struct WithAction: View {
                let action: () -> Void
                var body: some View { Button("Go", action: action) }
            }
            struct Plain: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Parent: View {
                var body: some View {
                    VStack {
                        WithAction(action: { print("go") })
                        Plain(title: "same")
                    }
                }
            }
            """)
        try h.mount("Parent()")
        let update = try h.reeval("Parent")
        #expect(update.bodies == ["Parent", "Parent/VStack/WithAction"])
        #expect(update.bodyReasons["Parent/VStack/WithAction"] == "@self")
    }

    @Test func changedInputRunsTheChildBody() throws {
        let h = try Harness("""
            struct Plain: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Parent: View {
                @State var n = 0
                var body: some View {
                    VStack {
                        Plain(title: "n = \\(n)")
                        Plain(title: "fixed")
                        Button("Inc") { n += 1 }
                    }
                }
            }
            """)
        try h.mount("Parent()")
        let tap = try h.tap(label: "Inc")
        #expect(tap.bodies == ["Parent", "Parent/VStack/Plain[0]"])
        #expect(tap.bodyReasons["Parent"] == "_n changed")
        #expect(try h.text("Plain[0]/Text") == "\"n = 1\"")
    }

    @Test func writingStateDuringBodyWarns() throws {
        let h = try Harness("""
            struct Loop: View {
                @State var count = 0
                func touch() -> Int {
                    count = 5
                    return count
                }
                var body: some View {
                    let _ = touch()
                    Text("count \\(count)")
                }
            }
            """)
        let mount = try h.mount("Loop()")
        #expect(mount.warnings.contains("Modifying state during view update, this will cause undefined behavior."))
    }

    @Test func writingStateInAnActionDoesNotWarn() throws {
        let h = try Harness("""
            struct Counter: View {
                @State var count = 0
                var body: some View { Button("count \\(count)") { count += 1 } }
            }
            """)
        try h.mount("Counter()")
        let tap = try h.tap(label: "count 0")
        #expect(tap.warnings.isEmpty)
    }

    @Test func readingStateObjectBeforeInstallWarnsAndBuildsANewObject() throws {
        let h = try Harness(Self.model + """
            struct Child: View {
                @StateObject var vm = VM()
                init() { print("count in init: \\(vm.count)") }
                var body: some View { Text("count \\(vm.count)") }
            }
            """)
        let mount = try h.mount("Child()")
        #expect(mount.warnings.contains(
            "Accessing StateObject's object without being installed on a View. This will create a new instance each time."))
        // One throw-away object for the read in init, one from the thunk at install.
        #expect(mount.created == ["VM#1", "VM#2"])
        #expect(try h.storage("Child") == ["@StateObject vm = VM#2"])
        #expect(h.live == ["VM#2"])
    }
}
