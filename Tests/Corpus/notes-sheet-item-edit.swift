// Demonstrates: notes edited in a .sheet(item:), a TextEditor, onChange(of:), contextMenu delete, a save callback closure.
// Source: book sample project (sheets chapter); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Note: Identifiable, Equatable {
    let id: UUID
    var title: String
    var body: String
    var modified: Date

    init(id: UUID = UUID(), title: String, body: String = "", modified: Date = .now) {
        self.id = id
        self.title = title
        self.body = body
        self.modified = modified
    }

    var wordCount: Int {
        body.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    }
}

struct NotesView: View {
    @State private var notes: [Note] = [
        Note(title: "Groceries", body: "eggs milk flour\nsugar"),
        Note(title: "Ideas", body: "a habit tracker with streaks")
    ]
    @State private var editing: Note?

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    Button {
                        editing = note
                    } label: {
                        VStack(alignment: .leading) {
                            Text(note.title).font(.headline)
                            Text("\(note.wordCount) words")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .contextMenu {
                        Button("Delete", role: .destructive) {
                            notes.removeAll { $0.id == note.id }
                        }
                    }
                }
            }
            .navigationTitle("Notes")
            .sheet(item: $editing) { note in
                NoteEditor(note: note) { updated in
                    if let index = notes.firstIndex(where: { $0.id == updated.id }) {
                        notes[index] = updated
                    }
                    print("saved \(updated.title): \(updated.wordCount) words")
                }
            }
        }
    }
}

struct NoteEditor: View {
    @State var note: Note
    var onSave: (Note) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $note.title)
                TextEditor(text: $note.body)
                    .frame(minHeight: 200)
            }
            .onChange(of: note.body) { oldValue, newValue in
                print("body \(oldValue.count) -> \(newValue.count)")
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        note.body += " updated"
                        note.modified = .now
                        onSave(note)
                        dismiss()
                    }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    NotesView()
}
