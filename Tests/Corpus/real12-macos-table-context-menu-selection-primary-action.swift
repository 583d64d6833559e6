// Demonstrates: a macOS 13 file-list table: `Table(files, selection: $selection, sortOrder: $sortOrder)` with `TableColumn("Name", value: \.name)`, `TableColumn("Size", value: \.size) { Text($0.size, format: .byteCount(style: .file)) }` and a `.width(min: 60, ideal: 80)`, `.onChange(of: sortOrder) { _, newOrder in files.sort(using: newOrder) }`, `.contextMenu(forSelectionType: FileItem.ID.self) { ids in … } primaryAction: { ids in … }`, and a footer counting the selection.
// Source: public app code (a macOS disk-usage viewer's table with a context menu for the selection, found through a search for contextMenu(forSelectionType:) primaryAction Table TableColumn); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: the '.width' modifier
import SwiftUI

struct FileItem: Identifiable {
    let id = UUID()
    var name: String
    var size: Int64
    var kind: String
}

struct FileTable: View {
    @State private var files = [
        FileItem(name: "Photos.zip", size: 1_480_000_000, kind: "Archive"),
        FileItem(name: "Notes.txt", size: 12_400, kind: "Text"),
        FileItem(name: "Talk.key", size: 86_000_000, kind: "Keynote")
    ]
    @State private var selection = Set<FileItem.ID>()
    @State private var sortOrder = [KeyPathComparator(\FileItem.name)]
    @State private var opened: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            Table(files, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Size", value: \.size) { file in
                    Text(file.size, format: .byteCount(style: .file))
                }
                .width(min: 60, ideal: 80)
                TableColumn("Kind", value: \.kind)
            }
            .onChange(of: sortOrder) { _, newOrder in
                files.sort(using: newOrder)
            }
            .contextMenu(forSelectionType: FileItem.ID.self) { ids in
                Button("Reveal in Finder") { print("reveal \(ids.count)") }
                Button("Delete", role: .destructive) {
                    files.removeAll { ids.contains($0.id) }
                }
            } primaryAction: { ids in
                opened = files.filter { ids.contains($0.id) }.map(\.name)
            }

            Text("\(selection.count) of \(files.count) selected")
            Button("Sort by size") {
                sortOrder = [KeyPathComparator(\FileItem.size, order: .reverse)]
            }
            if !opened.isEmpty {
                Text("Opened: \(opened.joined(separator: ", "))")
            }
        }
        .padding()
    }
}

#Preview {
    FileTable()
}
