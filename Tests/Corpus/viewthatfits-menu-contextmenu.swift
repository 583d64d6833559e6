// Demonstrates: ViewThatFits choosing between layouts, Menu with a Label and nested Buttons, contextMenu on a row, Toggle with a Label and .toggleStyle(.switch), ContentUnavailableView with a description.
import SwiftUI

struct FilterBar: View {
    @Binding var showArchived: Bool
    @Binding var sort: String

    var body: some View {
        ViewThatFits {
            HStack {
                Toggle(isOn: $showArchived) {
                    Label("Archived", systemImage: "archivebox")
                }
                .toggleStyle(.switch)
                Menu {
                    Button("By name") { sort = "name" }
                    Button("By date") { sort = "date" }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            Text("Filters")
        }
    }
}

struct NotesHome: View {
    @State private var showArchived = false
    @State private var sort = "name"
    @State private var notes: [String] = []

    var body: some View {
        VStack {
            FilterBar(showArchived: $showArchived, sort: $sort)
            if notes.isEmpty {
                ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap Add to write one."))
            } else {
                List(notes, id: \.self) { note in
                    Text(note)
                        .contextMenu {
                            Button("Duplicate") { notes.append(note + " copy") }
                            Button("Delete", role: .destructive) { notes.removeAll { $0 == note } }
                        }
                }
            }
            Button("Add") { notes.append("Note \(notes.count + 1)") }
            Text("Sorted by \(sort), archived \(showArchived ? "shown" : "hidden")")
        }
    }
}

#Preview {
    NotesHome()
}
