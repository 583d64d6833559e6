// Demonstrates: several sheets driven by one optional Identifiable enum with `.sheet(item:)`, presentationDetents with a selection binding, interactiveDismissDisabled, a confirmationDialog with titleVisibility and a destructive role, an alert with a TextField, and onDismiss callbacks.
// Source: Q&A answer (the usual "multiple sheets in one view" answer, extended with detents by its author); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum ActiveSheet: Identifiable {
    case settings
    case profile(name: String)
    case compose(draft: String)

    var id: String {
        switch self {
        case .settings: "settings"
        case .profile(let name): "profile-\(name)"
        case .compose: "compose"
        }
    }
}

struct ComposeSheet: View {
    @State var draft: String
    @State private var detent: PresentationDetent = .medium
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Message", text: $draft)
            Text("Detent: \(detent == .large ? "large" : "medium")")
            Button("Expand") { detent = .large }
            Button("Send") {
                print("sent \(draft)")
                dismiss()
            }
        }
        .presentationDetents([.medium, .large], selection: $detent)
        .interactiveDismissDisabled(!draft.isEmpty)
        .onDisappear { print("compose gone") }
    }
}

struct InboxToolbarView: View {
    @State private var sheet: ActiveSheet?
    @State private var confirmDelete = false
    @State private var renaming = false
    @State private var folderName = "Inbox"

    var body: some View {
        VStack {
            Text(folderName)
            Button("Settings") { sheet = .settings }
            Button("Profile") { sheet = .profile(name: "Kim") }
            Button("Compose") { sheet = .compose(draft: "Hi") }
            Button("Delete all") { confirmDelete = true }
            Button("Rename") { renaming = true }
        }
        .sheet(item: $sheet, onDismiss: { print("sheet dismissed") }) { sheet in
            switch sheet {
            case .settings: Text("Settings")
            case .profile(let name): Text("Profile of \(name)")
            case .compose(let draft): ComposeSheet(draft: draft)
            }
        }
        .confirmationDialog("Delete every message?", isPresented: $confirmDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { print("deleted") }
            Button("Cancel", role: .cancel) {}
        }
        .alert("Rename folder", isPresented: $renaming) {
            TextField("Name", text: $folderName)
            Button("OK") { print("renamed to \(folderName)") }
        }
    }
}

#Preview {
    InboxToolbarView()
}
