// Demonstrates: Result-returning storage with switch and if case, .alert(item:) with an Identifiable error, confirmationDialog with roles.
// Source: Q&A answer (alerts and dialogs); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct AppError: Identifiable {
    let id = UUID()
    let title: String
    let message: String
}

enum FileStore {
    static func save(_ text: String) -> Result<Int, Error> {
        if text.isEmpty {
            return .failure(SaveError.empty)
        }
        return .success(text.utf8.count)
    }

    enum SaveError: Error {
        case empty
    }
}

struct DocumentView: View {
    @State private var text = ""
    @State private var error: AppError?
    @State private var showingDelete = false
    @State private var savedBytes: Int?

    var body: some View {
        VStack(spacing: 16) {
            Text(savedBytes.map { "Saved \($0) bytes" } ?? "Not saved")
            Button("Save") {
                switch FileStore.save(text) {
                case .success(let bytes):
                    savedBytes = bytes
                case .failure(let failure):
                    error = AppError(title: "Could not save", message: "\(failure)")
                }
                print("saved:", savedBytes as Any)
            }
            Button("Type and save") {
                text = "héllo wörld"
                if case .success(let bytes) = FileStore.save(text) {
                    savedBytes = bytes
                }
                print("saved:", savedBytes ?? -1, text.count)
            }
            Button("Delete…", role: .destructive) {
                showingDelete = true
            }
        }
        .alert(item: $error) { error in
            Alert(title: Text(error.title), message: Text(error.message), dismissButton: .default(Text("OK")))
        }
        .confirmationDialog("Delete this document?", isPresented: $showingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {
                text = ""
                savedBytes = nil
                print("deleted")
            }
            Button("Cancel", role: .cancel) {}
        }
    }
}

#Preview {
    DocumentView()
}
