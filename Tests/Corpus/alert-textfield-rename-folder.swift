// Demonstrates: .alert(_:isPresented:actions:message:) containing a TextField and buttons with roles, a folder list with rename and delete, @State draft text reset before presenting, contextMenu.
import SwiftUI

struct Folder: Identifiable {
    let id = UUID()
    var name: String
}

struct FoldersView: View {
    @State private var folders = [Folder(name: "Drafts"), Folder(name: "Receipts")]
    @State private var renaming: Folder.ID?
    @State private var draftName = ""
    @State private var showsRename = false
    @State private var showsNewFolder = false

    var body: some View {
        List {
            ForEach(folders) { folder in
                Text(folder.name)
                    .contextMenu {
                        Button("Rename") {
                            renaming = folder.id
                            draftName = folder.name
                            showsRename = true
                        }
                    }
            }
            Button("New folder") {
                draftName = ""
                showsNewFolder = true
            }
        }
        .alert("Rename folder", isPresented: $showsRename) {
            TextField("Name", text: $draftName)
            Button("Cancel", role: .cancel) { }
            Button("Rename") {
                if let index = folders.firstIndex(where: { $0.id == renaming }) {
                    folders[index].name = draftName
                }
            }
        } message: {
            Text("Enter a new name.")
        }
        .alert("New folder", isPresented: $showsNewFolder) {
            TextField("Name", text: $draftName)
            Button("Create") {
                folders.append(Folder(name: draftName.isEmpty ? "Untitled" : draftName))
                print(folders.map(\.name))
            }
            Button("Cancel", role: .cancel) { }
        }
    }
}

#Preview {
    FoldersView()
}
