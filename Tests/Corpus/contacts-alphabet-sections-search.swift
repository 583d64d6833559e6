// Demonstrates: a contacts list — sections keyed by first letter via Dictionary(grouping:), sorted keys, a searchable filter using localizedCaseInsensitiveContains, PersonNameComponents-free initials, a favourites star with a Set of ids.
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let firstName: String
    let lastName: String

    var fullName: String { "\(firstName) \(lastName)" }

    var initials: String {
        [firstName, lastName].compactMap { $0.first.map(String.init) }.joined()
    }
}

struct ContactsView: View {
    @State private var contacts: [Contact] = [
        Contact(firstName: "Ada", lastName: "Lovelace"),
        Contact(firstName: "Alan", lastName: "Turing"),
        Contact(firstName: "Grace", lastName: "Hopper"),
        Contact(firstName: "Linus", lastName: "Torvalds"),
        Contact(firstName: "Barbara", lastName: "Liskov"),
    ]
    @State private var searchText = ""
    @State private var favorites: Set<Contact.ID> = []

    private var filtered: [Contact] {
        guard !searchText.isEmpty else { return contacts }
        return contacts.filter { $0.fullName.localizedCaseInsensitiveContains(searchText) }
    }

    private var sections: [(letter: String, contacts: [Contact])] {
        let grouped = Dictionary(grouping: filtered) { String($0.lastName.prefix(1)).uppercased() }
        return grouped.keys.sorted().map { key in
            (letter: key, contacts: grouped[key]!.sorted { $0.lastName < $1.lastName })
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections, id: \.letter) { section in
                    Section(header: Text(section.letter)) {
                        ForEach(section.contacts) { contact in
                            ContactRow(contact: contact, isFavorite: favorites.contains(contact.id)) {
                                if favorites.contains(contact.id) {
                                    favorites.remove(contact.id)
                                } else {
                                    favorites.insert(contact.id)
                                }
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $searchText)
            .navigationTitle("Contacts")
            .toolbar {
                Button("Find T") { searchText = "t" }
            }
        }
    }
}

struct ContactRow: View {
    let contact: Contact
    let isFavorite: Bool
    var onToggleFavorite: () -> Void

    var body: some View {
        HStack {
            Text(contact.initials)
                .font(.caption.bold())
                .frame(width: 32, height: 32)
                .background(Circle().fill(Color.blue.opacity(0.2)))
            Text(contact.fullName)
            Spacer()
            Button(action: onToggleFavorite) {
                Image(systemName: isFavorite ? "star.fill" : "star")
                    .foregroundColor(.yellow)
            }
            .buttonStyle(.borderless)
        }
    }
}

#Preview {
    ContactsView()
}
