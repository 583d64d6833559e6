// Demonstrates: an @Observable store with a list, a detail view using @Bindable for in-place edits, and a sheet with a draft that saves on confirm.
import SwiftUI

@Observable
final class Contact: Identifiable {
    let id = UUID()
    var name: String
    var isFavorite = false

    init(name: String) {
        self.name = name
    }

    deinit {
        print("deinit \(name)")
    }
}

@Observable
final class ContactStore {
    var contacts = [Contact(name: "Ada"), Contact(name: "Linus")]

    func add(_ name: String) {
        contacts.append(Contact(name: name))
    }

    func remove(at offsets: IndexSet) {
        contacts.remove(atOffsets: offsets)
    }
}

struct ContactDetail: View {
    @Bindable var contact: Contact

    var body: some View {
        Form {
            TextField("Name", text: $contact.name)
            Toggle("Favorite", isOn: $contact.isFavorite)
        }
        .navigationTitle(contact.name)
    }
}

struct NewContactSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft = "Grace"
    let onSave: (String) -> Void

    var body: some View {
        NavigationStack {
            TextField("Name", text: $draft)
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

struct ContactsView: View {
    @State private var store = ContactStore()
    @State private var showingNew = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.contacts) { contact in
                    NavigationLink {
                        ContactDetail(contact: contact)
                    } label: {
                        HStack {
                            Text(contact.name)
                            if contact.isFavorite { Image(systemName: "star.fill") }
                        }
                    }
                }
                .onDelete(perform: store.remove)
            }
            .navigationTitle("Contacts")
            .toolbar {
                Button("New") { showingNew = true }
            }
            .sheet(isPresented: $showingNew) {
                NewContactSheet { name in store.add(name) }
            }
        }
    }
}

#Preview {
    ContactsView()
}
