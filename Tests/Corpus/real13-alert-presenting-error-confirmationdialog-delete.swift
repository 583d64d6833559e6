// Demonstrates: `.alert(_:isPresented:presenting:actions:message:)` over an optional failed upload, `.confirmationDialog("Delete \(n) files?", isPresented:, titleVisibility: .visible)` with a destructive button and a cancel role, an alert with a `TextField` for renaming, `.alert(isPresented:error:actions:)` with a `LocalizedError` carrying a `recoverySuggestion`, and state cleared in the actions.
// Source: blog companion code (a post on the iOS 15+ alert and confirmation dialog APIs, found through a search for alert presenting actions message confirmationDialog titleVisibility visible LocalizedError recoverySuggestion); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Upload: Identifiable {
    let id = UUID()
    let fileName: String
    let reason: String
}

struct StorageFullError: LocalizedError {
    var errorDescription: String? { "Storage is full" }
    var recoverySuggestion: String? { "Delete some files and try again." }
}

struct FilesView: View {
    @State private var files = ["a.pdf", "b.png", "c.txt"]
    @State private var selected: Set<String> = ["a.pdf", "c.txt"]
    @State private var failedUpload: Upload?
    @State private var showFailure = false
    @State private var confirmDelete = false
    @State private var renaming = false
    @State private var newName = ""
    @State private var storageError: StorageFullError?
    @State private var showStorageError = false

    var body: some View {
        List {
            ForEach(files, id: \.self) { file in
                HStack {
                    Text(file)
                    if selected.contains(file) { Image(systemName: "checkmark") }
                }
            }
            Button("Upload b.png") {
                failedUpload = Upload(fileName: "b.png", reason: "Network lost")
                showFailure = true
            }
            Button("Delete selected") { confirmDelete = true }
                .disabled(selected.isEmpty)
            Button("Rename first") {
                newName = files.first ?? ""
                renaming = true
            }
            Button("Save big file") {
                storageError = StorageFullError()
                showStorageError = true
            }
        }
        .alert("Upload failed", isPresented: $showFailure, presenting: failedUpload) { upload in
            Button("Retry") { print("retrying \(upload.fileName)") }
            Button("OK", role: .cancel) { failedUpload = nil }
        } message: { upload in
            Text("\(upload.fileName): \(upload.reason)")
        }
        .confirmationDialog("Delete \(selected.count) files?", isPresented: $confirmDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {
                files.removeAll { selected.contains($0) }
                selected.removeAll()
            }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Rename", isPresented: $renaming) {
            TextField("Name", text: $newName)
            Button("Save") {
                if !files.isEmpty { files[0] = newName }
            }
            Button("Cancel", role: .cancel) { }
        }
        .alert(isPresented: $showStorageError, error: storageError) { _ in
            Button("OK") { }
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

#Preview {
    FilesView()
}
