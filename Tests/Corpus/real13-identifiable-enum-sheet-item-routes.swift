// Demonstrates: one `.sheet(item: $activeSheet)` driven by `enum ActiveSheet: Identifiable { case add, edit(Note), settings }` with a computed `id: String`, a `switch` in the sheet content, `@Environment(\.dismiss)` in each sheet, `.presentationDetents([.medium, .large])`, `.fullScreenCover(isPresented:)` for onboarding, and `.interactiveDismissDisabled()`.
// Source: Reddit question (a question on presenting several different sheets from one view with an Identifiable enum, found through a search for enum ActiveSheet Identifiable sheet(item:) case edit var id); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Note: Identifiable, Hashable {
    let id = UUID()
    var text: String
}

enum ActiveSheet: Identifiable {
    case add
    case edit(Note)
    case settings

    var id: String {
        switch self {
        case .add: "add"
        case .edit(let note): "edit-\(note.id)"
        case .settings: "settings"
        }
    }
}

struct NoteEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State var text: String
    let onSave: (String) -> Void

    var body: some View {
        NavigationStack {
            TextField("Note", text: $text)
                .padding()
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            onSave(text.isEmpty ? "Untitled" : text)
                            dismiss()
                        }
                    }
                }
        }
        .interactiveDismissDisabled()
    }
}

struct NotesHome: View {
    @State private var notes = [Note(text: "Buy milk"), Note(text: "Call mum")]
    @State private var activeSheet: ActiveSheet?
    @State private var showOnboarding = false

    var body: some View {
        NavigationStack {
            List(notes) { note in
                Button(note.text) { activeSheet = .edit(note) }
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("Add") { activeSheet = .add }
                Button("Settings") { activeSheet = .settings }
                Button("Welcome") { showOnboarding = true }
            }
            .sheet(item: $activeSheet) { sheet in
                switch sheet {
                case .add:
                    NoteEditor(text: "") { notes.append(Note(text: $0)) }
                case .edit(let note):
                    NoteEditor(text: note.text) { newText in
                        if let index = notes.firstIndex(of: note) {
                            notes[index].text = newText
                        }
                    }
                case .settings:
                    Text("Settings")
                        .presentationDetents([.medium, .large])
                }
            }
            .fullScreenCover(isPresented: $showOnboarding) {
                VStack {
                    Text("Welcome to Notes")
                    Button("Start") { showOnboarding = false }
                }
            }
        }
    }
}

#Preview {
    NotesHome()
}
