// Demonstrates: SwiftData relationships: @Relationship(deleteRule: .cascade) deletes a folder's notes with it; fetchCount(FetchDescriptor) and try save().
import SwiftUI
import SwiftData

@Model
final class Note {
    var text: String
    init(text: String) {
        self.text = text
    }
}

@Model
final class Folder {
    var name: String
    @Relationship(deleteRule: .cascade) var notes: [Note] = []

    init(name: String) {
        self.name = name
    }
}

struct FoldersView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Folder.name) private var folders: [Folder]
    @Query private var notes: [Note]
    @State private var status = ""

    var body: some View {
        VStack {
            Text("\(folders.count) folders, \(notes.count) notes")
            Text(status)
            List {
                ForEach(folders) { folder in
                    Text("\(folder.name): \(folder.notes.count) notes")
                }
            }
            Button("New Folder") {
                let folder = Folder(name: "Folder \(folders.count + 1)")
                modelContext.insert(folder)
                for index in 1...2 {
                    let note = Note(text: "Note \(index)")
                    modelContext.insert(note)
                    folder.notes.append(note)
                }
                try? modelContext.save()
            }
            Button("Delete First Folder") {
                if let first = folders.first {
                    modelContext.delete(first)
                }
            }
            Button("Count") {
                let count = (try? modelContext.fetchCount(FetchDescriptor<Note>())) ?? 0
                status = "stored notes: \(count)"
            }
        }
    }
}

#Preview {
    FoldersView()
        .modelContainer(for: [Folder.self, Note.self], inMemory: true)
}
