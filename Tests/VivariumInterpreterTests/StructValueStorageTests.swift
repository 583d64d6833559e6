import OrderedCollections
import Testing
@testable import VivariumInterpreter

/// A struct value keeps its type name and fields behind one reference (issue 23, item 3):
/// changed where it lies it keeps that storage when nothing shares it, and a copy is never
/// changed by a write to the other (Swift's value semantics).
@Suite struct StructValueStorageTests {
    @Test func anUnsharedStructIsChangedInItsOwnStorage() {
        var inbox = StructValue(typeName: "Inbox", fields: ["items": .array([]), "unread": .int(0)])
        let storage = ObjectIdentifier(inbox.storage)
        for number in 0..<100 {
            inbox.fields["unread"] = .int(number)
            inbox.genericArguments["T"] = "Int"
        }
        #expect(ObjectIdentifier(inbox.storage) == storage)
        #expect(inbox.fields["unread"].map { if case .int(let n) = $0 { n } else { -1 } } == 99)
    }

    @Test func aCopyIsNotChangedByAWriteToTheOther() {
        var original = StructValue(typeName: "Point", fields: ["x": .int(1)])
        let copy = original
        original.fields["x"] = .int(2)
        original.typeName = "Other"
        #expect(copy.typeName == "Point")
        #expect(copy.fields["x"].map { if case .int(let n) = $0 { n } else { -1 } } == 1)
        #expect(ObjectIdentifier(copy.storage) != ObjectIdentifier(original.storage))
    }

    /// Through the interpreter: fields changed through a variable, an array element and a
    /// function's local leave every copy taken before as it was.
    @Test func fieldWritesLeaveCopiesAsTheyWere() throws {
        let printed = try output(of: """
            struct Todo { var title: String; var done = false }
            struct Inbox { var items: [Todo] = [] }
            var inbox = Inbox()
            for i in 0..<3 { inbox.items.append(Todo(title: "t\\(i)")) }
            let before = inbox
            inbox.items[1].done.toggle()
            inbox.items[2].title = "renamed"
            print(inbox.items.map { "\\($0.title) \\($0.done)" }, before.items.map { "\\($0.title) \\($0.done)" })
            func marked(_ list: [Todo]) -> [Todo] {
                var list = list
                for i in list.indices { list[i].done = true }
                return list
            }
            let all = marked(inbox.items)
            print(all.filter(\\.done).count, inbox.items.filter(\\.done).count)
            """)
        #expect(printed == [
            "[\"t0 false\", \"t1 true\", \"renamed false\"] [\"t0 false\", \"t1 false\", \"t2 false\"]",
            "3 1",
        ])
    }
}
