// Demonstrates: a macOS notes app's scenes: `WindowGroup { NotesList() }` with `.commands { CommandGroup(after: .newItem) { … } }`, a value-driven `WindowGroup("Note", for: Note.ID.self) { $noteID in NoteWindow(noteID: $noteID) }`, a single `Window("About Notes", id: "about")`, an `@Observable` store passed with `.environment(store)`, and `@Environment(\.openWindow)` / `@Environment(\.dismissWindow)` called as `openWindow(value: note.id)`, `openWindow(id: "about")`, `dismissWindow(id: "about")`.
// Source: public app code (a macOS 13 multi-window notes sample opening a window per note, found through a search for WindowGroup(for:) openWindow(value:)); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: the '.commands' modifier
import SwiftUI
import Observation

struct Note: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var body: String
}

@Observable
final class NoteStore {
    var notes: [Note] = [
        Note(title: "Groceries", body: "Milk, eggs, coffee"),
        Note(title: "Ideas", body: "A window per note")
    ]

    func note(with id: Note.ID?) -> Note? {
        notes.first { $0.id == id }
    }

    func addNote() {
        notes.append(Note(title: "Untitled \(notes.count + 1)", body: ""))
    }
}

@main
struct NotesApp: App {
    @State private var store = NoteStore()

    var body: some Scene {
        WindowGroup {
            NotesList()
                .environment(store)
        }
        .commands {
            CommandGroup(after: .newItem) {
                Button("New Note") { store.addNote() }
                    .keyboardShortcut("n", modifiers: [.command, .shift])
            }
        }

        WindowGroup("Note", for: Note.ID.self) { $noteID in
            NoteWindow(noteID: $noteID)
                .environment(store)
        }

        Window("About Notes", id: "about") {
            AboutView()
        }
        .windowResizability(.contentSize)
    }
}

struct NotesList: View {
    @Environment(NoteStore.self) private var store
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        List(store.notes) { note in
            HStack {
                Text(note.title)
                Spacer()
                Button("Open") {
                    openWindow(value: note.id)
                }
            }
        }
        .toolbar {
            Button("About") { openWindow(id: "about") }
        }
        .frame(minWidth: 300, minHeight: 200)
    }
}

struct NoteWindow: View {
    @Binding var noteID: Note.ID?
    @Environment(NoteStore.self) private var store

    var body: some View {
        if let note = store.note(with: noteID) {
            VStack(alignment: .leading) {
                Text(note.title).font(.title)
                Text(note.body)
            }
            .padding()
        } else {
            Text("No note selected")
        }
    }
}

struct AboutView: View {
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "note.text")
                .font(.largeTitle)
            Text("Notes 1.0")
            Button("Close") { dismissWindow(id: "about") }
        }
        .padding(40)
    }
}
