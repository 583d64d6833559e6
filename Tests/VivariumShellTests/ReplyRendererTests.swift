import Testing
import VivariumSession
@testable import VivariumShell
import VivariumWire

@Suite struct ReplyRendererTests {
    let renderer = ReplyRenderer()

    @Test func drawsTreeWithKeysStorageAndSections() {
        let expected = #"""
            ParentView              @State childCount = 2
            │                       @State flag = true
            └─ VStack
               ├─ Button "Tap me"
               └─ ForEach(0..<2, id: \.self)
                  ├─ [0] ChildView  @StateObject viewModel = ViewModel#1
                  │      └─ Text "Child 1"
                  └─ [1] ChildView  @StateObject viewModel = ViewModel#2
                         └─ Text "Child 2"
            created   ViewModel#1  by ParentView/VStack/ForEach[0]/ChildView.viewModel (@StateObject's initial value, evaluated once when the view was installed)
                      ViewModel#2  by ParentView/VStack/ForEach[1]/ChildView.viewModel (@StateObject's initial value, evaluated once when the view was installed)
            freed     Counter#10  by ParentView (view value dropped)
            inits     ChildView ×2, Text, ChildView
            bodies    ParentView (_childCount changed) · ChildView[0] ChildView[1] (inserted)
            events    action  Button "Tap me"
                      appear  ChildView[0]
                      appear  ChildView[1]
                      deinit  Counter#10
            output    -> ViewModel init
                      -> ViewModel init
            warnings  Modifying state during view update, this will cause undefined behavior.
            """#
        #expect(renderer.render(Fixtures.tapReply) == expected)
    }

    @Test func oneNodeRunningAgainIsCountedAndDifferentNodesAreListed() {
        let events = [
            Event(kind: .body, text: "ContentView", path: "ContentView", reason: "_number changed"),
            Event(kind: .body, text: "ContentView", path: "ContentView", reason: "_number changed"),
            Event(kind: .body, text: "ContentView", path: "ContentView", reason: "_number changed"),
            Event(kind: .body, text: "Detail", path: "ContentView/Destination/Detail", reason: "inserted"),
            Event(kind: .body, text: "Detail", path: "ContentView/Destination[1]/Detail", reason: "inserted"),
        ]
        let reply = Reply(command: "settle", bodies: events.compactMap(\.path), events: events)
        #expect(renderer.bodiesLine(reply) == "ContentView ×3 (_number changed) · Detail Detail (inserted)")
    }

    @Test func longRunsOfConsecutiveObjectsTakeOneLineEach() {
        let made = (1...12).map { ObjectRecord(id: "ListNode#\($0)", type: "ListNode", holder: "top level") }
        // Freed last made first; the third has another holder, which breaks the run.
        var freed = made.reversed().map { $0 }
        freed[2].holder = "Store.head"
        let deinits = freed.map { Event(kind: .deinit, text: $0.id, path: $0.holder) }
        let reply = Reply(command: "print(build(12))", created: made, freed: freed, events: deinits)
        #expect(renderer.render(reply) == """
            created   ListNode#1 … ListNode#12 ×12  by top level
            freed     ListNode#12                 by top level
                      ListNode#11                 by top level
                      ListNode#10                 by Store.head
                      ListNode#9 … ListNode#1 ×9  by top level
            events    deinit  ListNode#12 … ListNode#1 ×12
            """)
    }

    @Test func shortRunsAndGapsAreListedOneByOne() {
        // Seven in a row stay listed; numbers that skip one, or another type between, are no run.
        let names = (1...7).map { "Row#\($0)" } + ["Row#9", "Row#11", "Cell#12"] + (13...20).map { "Row#\($0)" }
        let records = names.map { ObjectRecord(id: $0, type: String($0.prefix { $0 != "#" }), holder: "List") }
        let lines = renderer.objectLines(records)
        #expect(lines.count == 10 + 1)
        #expect(lines.first == "Row#1               by List")
        #expect(lines.last == "Row#13 … Row#20 ×8  by List")
    }

    @Test func equalRepliesRenderByteIdentically() {
        let copy = Fixtures.tapReply
        #expect(renderer.render(copy) == renderer.render(Fixtures.tapReply))
    }

    @Test func multiLineCompilerStyleErrorIsShownAsItIs() {
        #expect(renderer.render(Fixtures.errorReply) == """
            <input>:1:17: error: expected '}' to end struct
            1 | struct A: View {
              |                `- error: expected '}' to end struct
            """)
    }

    @Test func plainErrorIsPrefixed() {
        let reply = Reply(command: "tap \"Nope\"", ok: false,
                          error: ReplyError(code: "no-such-node", message: "no button labelled \"Nope\"\nbuttons: \"Tap me\""))
        #expect(renderer.lines(for: reply) == ["error: no button labelled \"Nope\"", "buttons: \"Tap me\""])
    }

    @Test func emptySectionsAreOmitted() {
        #expect(renderer.render(Reply(command: "struct A {}")) == "")
        let reply = Reply(command: "call m.go()", output: ["hello"])
        #expect(renderer.lines(for: reply) == ["output    hello"])
    }

    @Test func consecutiveDuplicateInitsAreCounted() {
        #expect(renderer.groupedInits(["ParentView", "ChildView", "ChildView", "ChildView", "ChildView", "ParentView"])
            == "ParentView, ChildView ×4, ParentView")
    }

    @Test func bodiesFallBackToTheBodiesList() {
        let reply = Reply(command: "reeval ParentView", bodies: ["ParentView", "ChildView[0]"])
        #expect(renderer.lines(for: reply) == ["bodies    ParentView ChildView[0]"])
    }

    @Test func nodeWithSeveralStorageEntriesAndNoChildren() {
        let tree = TreeNode(type: "Root", path: "Root", handle: 1, children: [
            TreeNode(type: "Counter", path: "Root/Counter", handle: 2, storage: ["@State a = 1", "@State b = 2"]),
            TreeNode(type: "Text", path: "Root/Text", handle: 3, label: "\"x\""),
        ])
        #expect(renderer.render(Reply(command: "tree", tree: tree)) == """
            Root
            ├─ Counter  @State a = 1
            │           @State b = 2
            └─ Text "x"
            """)
    }

    /// User text must never be read back as transcript syntax, nor leave trailing spaces.
    @Test func userTextCannotBreakATranscript() {
        let reply = Reply(command: "call x.run()",
                          tree: TreeNode(type: "Text", path: "Text", handle: 1, label: "\"a\nb\""),
                          output: ["# not a comment", "viv> not an input", "...> not a continuation", "trailing   "],
                          message: "#1 result\nviv>\n\n\n",
                          error: nil)
        let lines = renderer.lines(for: reply)
        for line in lines {
            #expect(!Transcript.isSyntaxLine(line), "\(line)")
            #expect(line.last != " ", "\(line)")
        }
        #expect(lines == [
            #"Text "a\nb""#,
            "output    # not a comment",
            "          viv> not an input",
            "          ...> not a continuation",
            "          trailing",
            " #1 result",
            " viv>",
        ])
        let parsed = try? Transcript(parsing: "viv> call x.run()\n" + lines.joined(separator: "\n") + "\n")
        #expect(parsed?.commands.first?.expected == lines)
    }
}
