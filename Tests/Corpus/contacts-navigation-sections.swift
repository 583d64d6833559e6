// Demonstrates: contacts grouped into sections with Dictionary(grouping:), searchable, NavigationLink(value:) and navigationDestination(for:).
// Source: book sample project (navigation chapter); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id = UUID()
    var firstName: String
    var lastName: String
    var phone: String
    var isFavorite = false

    var fullName: String { "\(firstName) \(lastName)" }
    var initial: String { String(lastName.prefix(1)) }
}

extension Contact {
    static let samples: [Contact] = [
        Contact(firstName: "Ada", lastName: "Lovelace", phone: "555-0101", isFavorite: true),
        Contact(firstName: "Alan", lastName: "Turing", phone: "555-0102"),
        Contact(firstName: "Grace", lastName: "Hopper", phone: "555-0103", isFavorite: true),
        Contact(firstName: "Linus", lastName: "Torvalds", phone: "555-0104"),
        Contact(firstName: "Margaret", lastName: "Hamilton", phone: "555-0105")
    ]
}

struct ContactsView: View {
    @State private var contacts = Contact.samples
    @State private var searchText = ""

    var filtered: [Contact] {
        if searchText.isEmpty { return contacts }
        return contacts.filter { $0.fullName.localizedCaseInsensitiveContains(searchText) }
    }

    var sections: [(key: String, value: [Contact])] {
        Dictionary(grouping: filtered, by: { $0.initial })
            .sorted { $0.key < $1.key }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections, id: \.key) { section in
                    Section(section.key) {
                        ForEach(section.value.sorted(by: { $0.lastName < $1.lastName })) { contact in
                            NavigationLink(value: contact) {
                                HStack {
                                    Text(contact.fullName)
                                    if contact.isFavorite {
                                        Image(systemName: "star.fill").foregroundColor(.yellow)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText)
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
            .onAppear {
                print(sections.map { "\($0.key):\($0.value.count)" }.joined(separator: ", "))
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(contact.fullName).font(.largeTitle)
            Text(contact.phone).foregroundStyle(.secondary)
        }
        .padding()
        .navigationTitle(contact.firstName)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    ContactsView()
}
