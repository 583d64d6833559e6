// Demonstrates: a contacts book in one file: `Contact` with a computed `initials` and `fullName`, alphabetical sections keyed by the first letter (`String(contact.lastName.prefix(1))`) in `ForEach(sectionKeys, id: \.self)`, a detail view with an edit mode toggled by `@Environment(\.editMode)`-free local `@State var isEditing`, a draft copy saved back through a closure, `Link` for a phone URL, and favourites pinned on top.
// Source: course (an online course's "Contacts clone" capstone, pasted whole by a student asking for review, found through a search for contacts app SwiftUI sections first letter prefix initials draft edit save closure favorites Link tel URL); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Contact: Identifiable, Equatable {
    let id = UUID()
    var firstName: String
    var lastName: String
    var phone: String
    var isFavorite = false

    var fullName: String { "\(firstName) \(lastName)" }
    var initials: String { "\(firstName.prefix(1))\(lastName.prefix(1))" }
}

struct ContactsView: View {
    @State private var contacts = [
        Contact(firstName: "Maya", lastName: "Angel", phone: "555-0101"),
        Contact(firstName: "Olu", lastName: "Brown", phone: "555-0102", isFavorite: true),
        Contact(firstName: "Zed", lastName: "Bates", phone: "555-0103"),
        Contact(firstName: "Ann", lastName: "Cole", phone: "555-0104"),
    ]

    var sectionKeys: [String] {
        Set(contacts.map { String($0.lastName.prefix(1)) }).sorted()
    }

    var body: some View {
        NavigationStack {
            List {
                let favorites = contacts.filter(\.isFavorite)
                if !favorites.isEmpty {
                    Section("Favorites") {
                        ForEach(favorites) { row($0) }
                    }
                }
                ForEach(sectionKeys, id: \.self) { key in
                    Section(key) {
                        ForEach(contacts.filter { $0.lastName.hasPrefix(key) }.sorted { $0.lastName < $1.lastName }) { contact in
                            row(contact)
                        }
                    }
                }
            }
            .navigationTitle("Contacts")
        }
    }

    func row(_ contact: Contact) -> some View {
        NavigationLink {
            ContactDetail(contact: contact) { updated in
                if let index = contacts.firstIndex(where: { $0.id == updated.id }) {
                    contacts[index] = updated
                }
            }
        } label: {
            HStack {
                Text(contact.initials)
                    .frame(width: 36, height: 36)
                    .background(Circle().fill(.gray.opacity(0.3)))
                Text(contact.fullName)
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact
    let onSave: (Contact) -> Void
    @State private var draft: Contact
    @State private var isEditing = false

    init(contact: Contact, onSave: @escaping (Contact) -> Void) {
        self.contact = contact
        self.onSave = onSave
        _draft = State(initialValue: contact)
    }

    var body: some View {
        Form {
            if isEditing {
                TextField("First", text: $draft.firstName)
                TextField("Last", text: $draft.lastName)
                Toggle("Favorite", isOn: $draft.isFavorite)
            } else {
                Text(draft.fullName).font(.title)
                Link(draft.phone, destination: URL(string: "tel:\(draft.phone)")!)
                Text(draft.isFavorite ? "★ Favorite" : "")
            }
        }
        .toolbar {
            Button(isEditing ? "Done" : "Edit") {
                if isEditing && draft != contact {
                    onSave(draft)
                    print("saved \(draft.fullName)")
                }
                isEditing.toggle()
            }
        }
        .navigationTitle(contact.firstName)
    }
}

#Preview {
    ContactsView()
}
