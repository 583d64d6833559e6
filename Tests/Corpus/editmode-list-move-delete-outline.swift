// Demonstrates: a List with EditButton in the toolbar, @Environment(\.editMode) read in a row, onMove with move(fromOffsets:toOffset:), onDelete with remove(atOffsets:), a recursive OutlineGroup over a tree (children: \.children), DisclosureGroup with isExpanded binding, selection Set in edit mode.
// Source: vendor sample style (a platform vendor's list-editing and outline sample); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct FileNode: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var children: [FileNode]?

    static let sample = FileNode(name: "Project", children: [
        FileNode(name: "Sources", children: [FileNode(name: "App.swift"), FileNode(name: "Model.swift")]),
        FileNode(name: "README.md"),
    ])
}

struct EditableRow: View {
    let title: String
    @Environment(\.editMode) private var editMode

    var body: some View {
        HStack {
            Text(title)
            if editMode?.wrappedValue.isEditing == true {
                Spacer()
                Image(systemName: "line.3.horizontal")
            }
        }
    }
}

struct ChoresEditorView: View {
    @State private var chores = ["Dishes", "Laundry", "Vacuum", "Groceries"]
    @State private var selection = Set<String>()
    @State private var showTree = true

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section("Chores") {
                    ForEach(chores, id: \.self) { chore in
                        EditableRow(title: chore)
                    }
                    .onMove { from, to in
                        chores.move(fromOffsets: from, toOffset: to)
                        print("moved: \(chores)")
                    }
                    .onDelete { offsets in
                        chores.remove(atOffsets: offsets)
                        print("left: \(chores)")
                    }
                }
                Section {
                    DisclosureGroup("Files", isExpanded: $showTree) {
                        OutlineGroup(FileNode.sample, children: \.children) { node in
                            Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
                        }
                    }
                }
                Button("Delete selected") {
                    chores.removeAll { selection.contains($0) }
                    print("selected \(selection.sorted()) removed; \(chores.count) left")
                    selection.removeAll()
                }
                Button("Reverse") { chores.reverse() }
            }
            .toolbar { EditButton() }
            .navigationTitle("Chores")
        }
    }
}

#Preview {
    ChoresEditorView()
}
