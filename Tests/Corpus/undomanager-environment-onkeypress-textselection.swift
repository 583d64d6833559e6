// Demonstrates: the iOS 17 long tail a notes app touches: `@Environment(\.undoManager)` with `registerUndo(withTarget:handler:)` on a class model and `undo()`/`canUndo`, `.textSelection(.enabled)`, `.onKeyPress(.return)` returning `.handled`, `.hoverEffect(.lift)`, `.privacySensitive()`, `.contentTransition(.numericText())` with `withAnimation`.
// Source: sample code (a platform vendor's sample on undo in document apps, reduced to one list); written for Vivarium in that style, not copied.
// First paste: failed at mount: undomanager-environment-onkeypress-textselection.swift:9:43: error: cannot find type 'UndoManager' in scope
import SwiftUI

final class NoteStore: ObservableObject {
    @Published var notes: [String] = ["Buy milk", "Call Sam"]

    func add(_ note: String, undoManager: UndoManager?) {
        notes.append(note)
        undoManager?.registerUndo(withTarget: self) { store in
            store.remove(note, undoManager: undoManager)
        }
        undoManager?.setActionName("Add Note")
    }

    func remove(_ note: String, undoManager: UndoManager?) {
        guard let index = notes.lastIndex(of: note) else { return }
        notes.remove(at: index)
        undoManager?.registerUndo(withTarget: self) { store in
            store.add(note, undoManager: undoManager)
        }
    }
}

struct NotesView: View {
    @StateObject private var store = NoteStore()
    @Environment(\.undoManager) private var undoManager
    @State private var draft = "Water plants"

    var body: some View {
        VStack {
            Text("\(store.notes.count) notes")
                .contentTransition(.numericText())
            List(store.notes, id: \.self) { note in
                Text(note)
                    .textSelection(.enabled)
                    .hoverEffect(.lift)
                    .privacySensitive()
            }
            TextField("New note", text: $draft)
                .onKeyPress(.return) {
                    add()
                    return .handled
                }
            HStack {
                Button("Add") { add() }
                Button("Undo") {
                    withAnimation {
                        undoManager?.undo()
                    }
                    print("after undo: \(store.notes)")
                }
                .disabled(!(undoManager?.canUndo ?? false))
            }
        }
    }

    func add() {
        withAnimation {
            store.add(draft, undoManager: undoManager)
        }
        print("notes: \(store.notes), can undo: \(undoManager?.canUndo ?? false)")
    }
}

#Preview {
    NotesView()
}
