import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// A child's identity is its structural position; storage lives as long as the identity.
@Suite struct IdentityTests {
    static let child = """
        struct Child: View {
            let tag: String
            @State var count = 0
            var body: some View {
                Button("\\(tag):\\(count)") { count += 1 }
            }
        }

        """

    @Test func aTextWithOnTapGestureIsTappedByItsLabel() throws {
        let h = try Harness("""
            struct Counter: View {
                @State var n = 0
                var body: some View { Text("count \\(n)").onTapGesture { n += 1 } }
            }
            """)
        try h.mount("Counter()")
        let record = try h.tap(label: "count 0")
        #expect(record.bodyNames == ["Counter"])
        #expect(h.graph.buttons(labelled: "count 1").count == 1)
    }

    @Test func aSectionTitleNamesItsNode() throws {
        let h = try Harness("""
            struct Settings: View {
                var body: some View {
                    Form {
                        Section("Account") { Text("a") }
                        Section { Text("b") }
                    }
                }
            }
            """)
        try h.mount("Settings()")
        let sections = try h.graph.resolve("Form").children
        #expect(sections.map { h.graph.label(of: $0) } == ["\"Account\"", nil])
    }

    @Test func ifElseBranchesAreDifferentIdentities() throws {
        let h = try Harness(Self.child + """
            struct Parent: View {
                @State var flag = true
                var body: some View {
                    VStack {
                        if flag { Child(tag: "A") } else { Child(tag: "B") }
                        Button("Flip") { flag.toggle() }
                    }
                }
            }
            """)
        try h.mount("Parent()")
        let before = try h.graph.resolve("Child")
        try h.tap(label: "A:0")
        try h.tap(label: "A:1")
        try h.tap(label: "Flip")
        // The else branch is a new node with fresh storage, even though the type is the same.
        #expect(h.graph.buttons(labelled: "B:0").count == 1)
        #expect(try h.graph.resolve("Child") !== before)
        try h.tap(label: "Flip")
        // Coming back to the first branch does not bring its old storage back.
        #expect(h.graph.buttons(labelled: "A:0").count == 1)
    }

    @Test func sameTypeAtSamePositionKeepsStorage() throws {
        let h = try Harness(Self.child + """
            struct Parent: View {
                @State var flag = true
                var body: some View {
                    VStack {
                        Child(tag: flag ? "A" : "B")
                        Button("Flip") { flag.toggle() }
                    }
                }
            }
            """)
        try h.mount("Parent()")
        let before = try h.graph.resolve("Child")
        try h.tap(label: "A:0")
        let flip = try h.tap(label: "Flip")
        #expect(h.graph.buttons(labelled: "B:1").count == 1)
        #expect(try h.graph.resolve("Child") === before)
        #expect(flip.bodies == ["Parent", "Parent/VStack/Child"])
        #expect(flip.bodyReasons["Parent/VStack/Child"] == "@self")
    }

    @Test func optionalIfInsertsAndRemoves() throws {
        let h = try Harness(Self.child + """
            struct Parent: View {
                @State var show = true
                var body: some View {
                    VStack {
                        if show { Child(tag: "A") }
                        Button("Toggle") { show.toggle() }
                    }
                }
            }
            """)
        try h.mount("Parent()")
        try h.tap(label: "A:0")
        try h.tap(label: "Toggle")
        #expect(!h.paths.contains("Parent/VStack/Child"))
        try h.tap(label: "Toggle")
        #expect(h.graph.buttons(labelled: "A:0").count == 1)
    }

    @Test func forEachElementIdKeepsStorageWhenElementsMove() throws {
        let h = try Harness("""
            struct Row: View {
                let n: Int
                @State var taps = 0
                var body: some View { Button("row \\(n): \\(taps)") { taps += 1 } }
            }
            struct Rows: View {
                @State var items = [1, 2, 3]
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.self) { Row(n: $0) }
                        Button("Reverse") { items = [3, 2, 1] }
                        Button("Drop 2") { items = [3, 1] }
                        Button("Add 2") { items = [3, 1, 2] }
                    }
                }
            }
            """)
        try h.mount("Rows()")
        let row2 = try h.graph.resolve("Row[2]")
        try h.tap(label: "row 2: 0")
        let reverse = try h.tap(label: "Reverse")
        let forEach = try h.graph.resolve("ForEach")
        #expect(forEach.children.map(\.key) == ["3", "2", "1"])
        #expect(try h.graph.resolve("Row[2]") === row2)
        #expect(h.graph.buttons(labelled: "row 2: 1").count == 1)
        // Moving rows with equal inputs runs no row body.
        #expect(reverse.bodies == ["Rows"])

        try h.tap(label: "Drop 2")
        #expect(forEach.children.map(\.key) == ["3", "1"])
        try h.tap(label: "Add 2")
        #expect(h.graph.buttons(labelled: "row 2: 0").count == 1)
    }

    @Test func explicitIdChangeResetsStorage() throws {
        let h = try Harness(Self.child + """
            struct Parent: View {
                @State var version = 0
                @State var other = 0
                var body: some View {
                    VStack {
                        Child(tag: "c").id(version)
                        Button("New id") { version += 1 }
                        Button("Other \\(other)") { other += 1 }
                    }
                }
            }
            """)
        try h.mount("Parent()")
        try h.tap(label: "c:0")
        try h.tap(label: "Other 0")
        #expect(h.graph.buttons(labelled: "c:1").count == 1, "an unchanged id keeps the identity")
        try h.tap(label: "New id")
        #expect(h.graph.buttons(labelled: "c:0").count == 1, "a new id is a new identity")
    }

    @Test func inertModifiersAreNotPartOfIdentity() throws {
        let h = try Harness(Self.child + """
            struct Parent: View {
                @State var padded = false
                var body: some View {
                    VStack {
                        Child(tag: "c").padding().font(.title)
                        Button("Pad") { padded.toggle() }
                    }
                }
            }
            """)
        try h.mount("Parent()")
        try h.tap(label: "c:0")
        try h.tap(label: "Pad")
        #expect(h.graph.buttons(labelled: "c:1").count == 1)
    }
}

@Suite struct NestingTests {
    /// A view whose body contains itself nests without end: the command fails with a clear
    /// error instead of exhausting the stack, and nothing is mounted.
    @Test func aViewContainingItselfFailsCleanly() throws {
        let h = try Harness("""
            struct Forever: View {
                var body: some View { VStack { Forever() } }
            }
            """)
        #expect {
            _ = try h.mount("Forever()")
        } throws: { error in
            guard let error = error as? RuntimeError else { return false }
            return error.kind == .recursionLimit && error.message.contains("more than 500 levels deep")
        }
    }
}
