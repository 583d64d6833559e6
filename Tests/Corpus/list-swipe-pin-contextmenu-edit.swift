// Demonstrates: a notes List with leading swipe to pin (tinted), trailing delete, a context menu, onDelete/onMove with EditButton, and pinned notes sorted first.
import SwiftUI

struct Note: Identifiable, Equatable {
    let id = UUID()
    var text: String
    var isPinned = false
}

struct NotesListView: View {
    @State private var notes = [
        Note(text: "Groceries"),
        Note(text: "Gift ideas"),
        Note(text: "Trip packing list"),
    ]

    private var pinned: [Note] { notes.filter(\.isPinned) }
    private var others: [Note] { notes.filter { !$0.isPinned } }

    var body: some View {
        NavigationStack {
            List {
                if !pinned.isEmpty {
                    Section("Pinned") {
                        ForEach(pinned) { note in
                            row(note)
                        }
                    }
                }
                Section("Notes") {
                    ForEach(others) { note in
                        row(note)
                    }
                    .onDelete { offsets in
                        let ids = offsets.map { others[$0].id }
                        notes.removeAll { ids.contains($0.id) }
                    }
                    .onMove { source, destination in
                        notes.move(fromOffsets: source, toOffset: destination)
                    }
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                EditButton()
                Button("Pin first") {
                    if let index = notes.firstIndex(where: { !$0.isPinned }) {
                        notes[index].isPinned = true
                    }
                }
            }
        }
    }

    private func row(_ note: Note) -> some View {
        Text(note.text)
            .swipeActions(edge: .leading) {
                Button {
                    togglePin(note)
                } label: {
                    Label(note.isPinned ? "Unpin" : "Pin", systemImage: "pin")
                }
                .tint(.yellow)
            }
            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                Button(role: .destructive) {
                    notes.removeAll { $0.id == note.id }
                } label: {
                    Label("Delete", systemImage: "trash")
                }
            }
            .contextMenu {
                Button("Duplicate") { notes.append(Note(text: note.text + " copy")) }
                Button("Delete", role: .destructive) { notes.removeAll { $0.id == note.id } }
            }
    }

    private func togglePin(_ note: Note) {
        guard let index = notes.firstIndex(of: note) else { return }
        notes[index].isPinned.toggle()
        print("\(note.text) pinned: \(notes[index].isPinned)")
    }
}

#Preview {
    NotesListView()
}
