// Demonstrates: a confirmationDialog with titleVisibility, presenting data, a destructive and a cancel button, and a message, used to delete a selected file from a list.
import SwiftUI

struct FileItem: Identifiable, Equatable {
    let id = UUID()
    let name: String
    let sizeKB: Int
}

struct FilesView: View {
    @State private var files = [
        FileItem(name: "report.pdf", sizeKB: 820),
        FileItem(name: "photo.heic", sizeKB: 2_400),
    ]
    @State private var pendingDeletion: FileItem?
    @State private var showDialog = false

    var body: some View {
        List {
            ForEach(files) { file in
                HStack {
                    Text(file.name)
                    Spacer()
                    Button("Delete…") {
                        pendingDeletion = file
                        showDialog = true
                    }
                }
            }
            Text("\(files.count) files")
        }
        .confirmationDialog("Delete file?", isPresented: $showDialog, titleVisibility: .visible, presenting: pendingDeletion) { file in
            Button("Delete \(file.name)", role: .destructive) {
                files.removeAll { $0 == file }
                print("deleted \(file.name)")
            }
            Button("Cancel", role: .cancel) {
                print("kept \(file.name)")
            }
        } message: { file in
            Text("\(file.sizeKB) KB will be freed.")
        }
        .onChange(of: showDialog) { _, shown in
            if !shown { pendingDeletion = nil }
        }
    }
}

#Preview {
    FilesView()
}
