import Testing
@testable import VivariumShell

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff().diff(["a", "b"], ["a", "b"]) == "")
    }

    @Test func smallMismatchShowsThreeLinesOfContext() {
        let expected = ["viv> tap \"Tap me\"", "ParentView", "└─ VStack", "created   ViewModel#1", "inits     ChildView ×4",
                        "output    -> ViewModel init", "", "viv> tree"]
        var actual = expected
        actual[3] = "created   ViewModel#5"
        actual.insert("freed     ViewModel#1", at: 4)
        #expect(UnifiedDiff().diff(expected, actual) == """
            --- expected
            +++ actual
            @@ -1,7 +1,8 @@
             viv> tap "Tap me"
             ParentView
             └─ VStack
            -created   ViewModel#1
            +created   ViewModel#5
            +freed     ViewModel#1
             inits     ChildView ×4
             output    -> ViewModel init
             \("")

            """)
    }

    @Test func distantChangesGetSeparateHunks() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[1] = "changed 2"
        new.remove(at: 17)
        #expect(UnifiedDiff().diff(old, new, oldName: "a", newName: "b") == """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +changed 2
             line 3
             line 4
             line 5
            @@ -15,6 +15,5 @@
             line 15
             line 16
             line 17
            -line 18
             line 19
             line 20

            """)
    }

    @Test func editsAreMinimal() {
        let old = ["a", "b", "c", "a", "b", "b", "a"]
        let new = ["c", "b", "a", "b", "a", "c"]
        let edits = UnifiedDiff.edits(old, new)
        #expect(edits.filter { if case .same = $0 { false } else { true } }.count == 5)
        #expect(edits.compactMap { if case .removed = $0 { nil } else if case .same(let s) = $0 { s } else if case .added(let s) = $0 { s } else { nil } } == new)
        #expect(edits.compactMap { if case .added = $0 { nil } else if case .same(let s) = $0 { s } else if case .removed(let s) = $0 { s } else { nil } } == old)
    }

    @Test func fromNothing() {
        #expect(UnifiedDiff().diff([], ["x"]) == "--- expected\n+++ actual\n@@ -0,0 +1 @@\n+x\n")
    }
}
