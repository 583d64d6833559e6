// Demonstrates: .sheet(isPresented:onDismiss:) with presentationDetents and presentationDragIndicator, a child calling an onSave closure then dismiss(), and onDismiss logging.
import SwiftUI

struct RenameSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: String
    let onSave: (String) -> Void

    init(name: String, onSave: @escaping (String) -> Void) {
        _draft = State(initialValue: name)
        self.onSave = onSave
    }

    var body: some View {
        VStack {
            TextField("Name", text: $draft)
            Button("Save") {
                onSave(draft.trimmingCharacters(in: .whitespaces))
                dismiss()
            }
            .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

struct ProfileNameView: View {
    @State private var name = "Ada"
    @State private var editing = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Name: \(name)")
            Button("Rename") { editing = true }
            ForEach(log, id: \.self) { Text($0) }
        }
        .sheet(isPresented: $editing, onDismiss: { log.append("dismissed, name \(name)") }) {
            RenameSheet(name: name) { name = $0 }
        }
    }
}

#Preview {
    ProfileNameView()
}
