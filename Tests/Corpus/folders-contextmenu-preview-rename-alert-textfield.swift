// Demonstrates: a folders list with .contextMenu(menuItems:preview:) offering Rename and Delete, a rename .alert with a TextField bound to a draft and Cancel/Save buttons, a folder count in a Section header, and ContentUnavailableView when all are deleted.
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var itemCount: Int
}

struct FoldersView: View {
    @State private var folders = [Folder(name: "Receipts", itemCount: 12), Folder(name: "Travel", itemCount: 4)]
    @State private var renaming: Folder?
    @State private var draftName = ""

    var body: some View {
        NavigationStack {
            Group {
                if folders.isEmpty {
                    ContentUnavailableView("No Folders", systemImage: "folder", description: Text("Create a folder to get started."))
                } else {
                    List {
                        Section("\(folders.count) folders") {
                            ForEach(folders) { folder in
                                Label("\(folder.name) (\(folder.itemCount))", systemImage: "folder")
                                    .contextMenu {
                                        Button("Rename", systemImage: "pencil") {
                                            draftName = folder.name
                                            renaming = folder
                                        }
                                        Button("Delete", systemImage: "trash", role: .destructive) {
                                            folders.removeAll { $0.id == folder.id }
                                        }
                                    } preview: {
                                        VStack {
                                            Image(systemName: "folder.fill").font(.largeTitle)
                                            Text(folder.name)
                                        }
                                        .padding()
                                    }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Folders")
            .alert("Rename Folder", isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })) {
                TextField("Name", text: $draftName)
                Button("Cancel", role: .cancel) {}
                Button("Save") {
                    if let renaming, let index = folders.firstIndex(of: renaming) {
                        folders[index].name = draftName
                        print("renamed to \(draftName)")
                    }
                }
            }
        }
    }
}

#Preview {
    FoldersView()
}
