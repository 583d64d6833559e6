// Demonstrates: the `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` documentation shape: a file list where a delete button stores the file and sets the flag, the dialog's destructive button acting on the presented value, a cancel role button, a message built from the value, and `titleVisibility: .visible`.
// Source: Apple documentation snippet (the confirmationDialog presenting API page's file-details example, found through a search for confirmationDialog presenting titleVisibility FileDetails destructive); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct FileDetails: Identifiable {
    var id: String { name }
    let name: String
    let fileType: String
}

struct ConfirmEraseItems: View {
    @State private var files = [
        FileDetails(name: "MyImageFile.png", fileType: "png"),
        FileDetails(name: "Notes.txt", fileType: "txt"),
    ]
    @State private var isConfirming = false
    @State private var dialogDetail: FileDetails?

    var body: some View {
        List {
            ForEach(files) { file in
                HStack {
                    Text(file.name)
                    Spacer()
                    Button("Delete", role: .destructive) {
                        dialogDetail = file
                        isConfirming = true
                    }
                }
            }
            Text("\(files.count) files")
        }
        .confirmationDialog(
            "Are you sure you want to erase these items?",
            isPresented: $isConfirming,
            titleVisibility: .visible,
            presenting: dialogDetail
        ) { detail in
            Button(role: .destructive) {
                files.removeAll { $0.id == detail.id }
                print("erased \(detail.name)")
            } label: {
                Text("Erase \(detail.name)")
            }
            Button("Cancel", role: .cancel) {
                dialogDetail = nil
            }
        } message: { detail in
            Text("You cannot undo this action. (\(detail.fileType))")
        }
    }
}

#Preview {
    ConfirmEraseItems()
}
