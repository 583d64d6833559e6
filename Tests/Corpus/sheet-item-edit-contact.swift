// Demonstrates: .sheet(item:) with an Identifiable struct, an edit form with a local @State draft initialized in init(_:), a save closure passed down, @Environment(\.dismiss), onDismiss printing.
import SwiftUI

struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
    var phone: String
    var isFavorite = false
}

struct ContactEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Contact
    let onSave: (Contact) -> Void

    init(contact: Contact, onSave: @escaping (Contact) -> Void) {
        _draft = State(initialValue: contact)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                TextField("Phone", text: $draft.phone)
                Toggle("Favorite", isOn: $draft.isFavorite)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct ContactsListView: View {
    @State private var contacts = [
        Contact(id: 1, name: "Alex", phone: "555-0101"),
        Contact(id: 2, name: "Blake", phone: "555-0102", isFavorite: true),
    ]
    @State private var editing: Contact?

    var body: some View {
        List(contacts) { contact in
            Button {
                editing = contact
            } label: {
                HStack {
                    Text(contact.name)
                    if contact.isFavorite {
                        Image(systemName: "star.fill")
                    }
                }
            }
        }
        .sheet(item: $editing, onDismiss: { print("sheet dismissed") }) { contact in
            ContactEditor(contact: contact) { updated in
                if let index = contacts.firstIndex(where: { $0.id == updated.id }) {
                    contacts[index] = updated
                }
            }
        }
    }
}

#Preview {
    ContactsListView()
}
