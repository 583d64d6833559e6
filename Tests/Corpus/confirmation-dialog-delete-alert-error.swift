// Demonstrates: destructive flows — .confirmationDialog with titleVisibility and a presenting value, .alert(isPresented:error:) with a LocalizedError, swipe-to-delete routed through confirmation.
import SwiftUI

struct Document: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var isLocked = false
}

enum DocumentError: LocalizedError {
    case locked(name: String)

    var errorDescription: String? {
        switch self {
        case .locked(let name):
            return "\(name) is locked"
        }
    }

    var recoverySuggestion: String? {
        "Unlock the document first."
    }
}

struct DocumentsView: View {
    @State private var documents = [
        Document(name: "Budget.xlsx"),
        Document(name: "Contract.pdf", isLocked: true),
        Document(name: "Notes.txt"),
    ]
    @State private var pendingDeletion: Document?
    @State private var showingConfirmation = false
    @State private var error: DocumentError?
    @State private var showingError = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(documents) { document in
                    HStack {
                        Text(document.name)
                        if document.isLocked {
                            Image(systemName: "lock.fill")
                        }
                        Spacer()
                        Button("Delete", role: .destructive) {
                            pendingDeletion = document
                            showingConfirmation = true
                        }
                    }
                }
            }
            .navigationTitle("Documents")
            .confirmationDialog(
                "Delete document?",
                isPresented: $showingConfirmation,
                titleVisibility: .visible,
                presenting: pendingDeletion
            ) { document in
                Button("Delete \(document.name)", role: .destructive) {
                    delete(document)
                }
                Button("Cancel", role: .cancel) {
                    pendingDeletion = nil
                }
            } message: { document in
                Text("\(document.name) will be removed permanently.")
            }
            .alert(isPresented: $showingError, error: error) { _ in
                Button("OK", role: .cancel) {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
        }
    }

    private func delete(_ document: Document) {
        guard !document.isLocked else {
            error = .locked(name: document.name)
            showingError = true
            return
        }
        documents.removeAll { $0.id == document.id }
        pendingDeletion = nil
    }
}

#Preview {
    DocumentsView()
}
