import Testing
@testable import VivariumSession

/// `import SwiftData` as a program and a mounted view see it: `@Query` re-runs only the bodies
/// whose fetch result an insert or delete changed, and the context keeps inserted models
/// alive until they are deleted.
@Suite struct SwiftDataModuleTests {
    static let program = """
        import SwiftData
        @Model final class Item {
            var title: String
            var done = false
            init(title: String) { self.title = title }
        }
        @Model final class Tag {
            var name = "t"
            init() {}
        }
        struct Open: View {
            @Query(filter: #Predicate<Item> { !$0.done }, sort: \\Item.title) var items: [Item]
            var body: some View { Text(items.map(\\.title).joined(separator: ",")) }
        }
        struct Tags: View {
            @Query var tags: [Tag]
            var body: some View { Text("\\(tags.count) tags") }
        }
        struct Root: View {
            @Environment(\\.modelContext) private var context
            var body: some View {
                VStack {
                    Open()
                    Tags()
                    Button("Add b") { context.insert(Item(title: "b")) }
                    Button("Add a") { context.insert(Item(title: "a")) }
                    Button("Finish a") { try? context.fetch(FetchDescriptor<Item>(predicate: #Predicate { $0.title == "a" })).first?.done = true }
                    Button("Delete all") { try? context.delete(model: Item.self) }
                }
            }
        }
        """

    @Test func queryBodiesRunOnlyWhenTheirResultChanges() throws {
        let session = Session()
        let replies = run(session, [Self.program, "mount Root().modelContainer(for: [Item.self, Tag.self])",
                                    "tap \"Add b\"", "tap \"Add a\"", "tap \"Finish a\"", "tap \"Delete all\""])
        let texts = replies.map { $0.tree?.all.first { $0.type == "Text" && $0.path.contains("Open") }?.label }
        #expect(replies[2].bodies == ["Root/VStack/Open"])
        #expect(replies[2].created.map(\.id) == ["Item#1"])
        #expect(texts[3] == "\"a,b\"")
        // The filter read `done`: finishing `a` re-runs Open only; Tags' store did not change.
        #expect(replies[4].bodies == ["Root/VStack/Open"])
        #expect(texts[4] == "\"b\"")
        // Deleted models nothing else holds are freed in the same transaction.
        #expect(Set(replies[5].freed.map(\.id)) == ["Item#1", "Item#2"])
    }

    @Test func theContextKeepsInsertedModelsUntilTheyAreDeleted() {
        let session = Session()
        let replies = run(session, [
            "import SwiftData",
            "@Model final class Item { var title = \"\"; init() {} }",
            "let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))",
            "container.mainContext.insert(Item())",
            "print(try container.mainContext.fetchCount(FetchDescriptor<Item>()))",
            "try container.mainContext.delete(model: Item.self)",
        ])
        #expect(replies[3].created.map(\.id) == ["Item#1"])
        #expect(replies[3].freed.isEmpty)
        #expect(replies[4].output == ["1"])
        #expect(replies[5].freed.map(\.id) == ["Item#1"])
    }

    @Test func relatedModelsAreInsertedWithTheirOwnerAndLeaveItWhenDeleted() {
        let session = Session()
        let replies = run(session, [
            "import SwiftData",
            """
            @Model final class Note {
                var text: String
                init(text: String) { self.text = text }
            }
            @Model final class Folder {
                var notes: [Note] = []
                init() {}
            }
            """,
            "let context = try ModelContainer(for: Folder.self).mainContext",
            "let folder = Folder()",
            "folder.notes = [Note(text: \"a\"), Note(text: \"b\")]",
            "context.insert(folder)",
            "print(try context.fetchCount(FetchDescriptor<Note>()))",
            "context.delete(folder.notes[0])",
            "print(folder.notes.map(\\.text), try context.fetchCount(FetchDescriptor<Note>()))",
        ])
        #expect(replies[6].output == ["2"])
        #expect(replies[7].freed.map(\.id) == ["Note#1"])
        #expect(replies[8].output == ["[\"b\"] 1"])
    }

    @Test func bothEndsOfAnInverseRelationshipStayInStep() {
        let session = Session()
        let replies = run(session, [
            "import SwiftData",
            """
            @Model final class Note {
                var folder: Folder?
                init() {}
            }
            @Model final class Folder {
                var name: String
                @Relationship(inverse: \\Note.folder) var notes: [Note] = []
                init(name: String) { self.name = name }
            }
            """,
            "let a = Folder(name: \"a\"), b = Folder(name: \"b\"), note = Note()",
            "note.folder = a",
            "print(a.notes.count, b.notes.count)",
            "b.notes.append(note)",
            "print(a.notes.count, b.notes.count, note.folder?.name ?? \"-\")",
        ])
        #expect(replies[4].output == ["1 0"])
        #expect(replies[6].output == ["0 1 b"])
    }

    @Test func modelAndQueryWithoutTheImportAreUnknownAttributes() {
        let reply = Session().execute("@Model final class Item { var title = \"\" }")
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("unknown attribute 'Model'") == true)
    }
}
