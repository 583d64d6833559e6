// Demonstrates: a notes app in a two-column NavigationSplitView — List(selection:) over UUID ids with .tag, an @Observable NoteStore in @State, the detail finding the note and editing it through @Bindable, EditButton with .onDelete clearing a deleted selection, and ContentUnavailableView when nothing is selected.
import SwiftUI
import Observation

@Observable
class Note: Identifiable {
    let id = UUID()
    var title: String
    var body: String

    init(title: String, body: String = "") {
        self.title = title
        self.body = body
    }
}

@Observable
class NoteStore {
    var notes: [Note] = [Note(title: "Groceries", body: "Eggs, flour"), Note(title: "Ideas")]

    func note(with id: Note.ID?) -> Note? {
        notes.first { $0.id == id }
    }
}

struct NotesSplitView: View {
    @State private var store = NoteStore()
    @State private var selection: Note.ID?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(store.notes) { note in
                    Text(note.title.isEmpty ? "Untitled" : note.title)
                        .tag(note.id)
                }
                .onDelete { offsets in
                    let removed = offsets.map { store.notes[$0].id }
                    store.notes.remove(atOffsets: offsets)
                    if let selection, removed.contains(selection) {
                        self.selection = nil
                    }
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                EditButton()
                Button("New") {
                    let note = Note(title: "")
                    store.notes.append(note)
                    selection = note.id
                }
            }
        } detail: {
            if let note = store.note(with: selection) {
                NoteEditor(note: note)
            } else {
                ContentUnavailableView("Select a Note", systemImage: "note.text")
            }
        }
    }
}

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
            TextField("Body", text: $note.body, axis: .vertical)
        }
        .navigationTitle(note.title.isEmpty ? "Untitled" : note.title)
        .onChange(of: note.title) { _, title in
            print("title now \(title)")
        }
    }
}

#Preview {
    NotesSplitView()
}
