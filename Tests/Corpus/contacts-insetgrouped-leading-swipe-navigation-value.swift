// Demonstrates: a contacts list — .listStyle(.insetGrouped), sections grouped with Dictionary(grouping:), NavigationLink(value:) with .navigationDestination(for: Contact.self), leading .swipeActions(edge: .leading) that favourite a contact with .tint, .badge on the favourites row, .refreshable and .listRowSeparator(.hidden).
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var phone: String
    var isFavorite = false
}

@MainActor
final class ContactsModel: ObservableObject {
    @Published var contacts = [
        Contact(id: 1, name: "Amara Okafor", phone: "555-0101"),
        Contact(id: 2, name: "Ben Carter", phone: "555-0102", isFavorite: true),
        Contact(id: 3, name: "Bianca Rossi", phone: "555-0103"),
        Contact(id: 4, name: "Chen Wei", phone: "555-0104"),
    ]
    @Published var lastRefresh: Date?

    var sections: [(letter: String, contacts: [Contact])] {
        Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
            .sorted { $0.key < $1.key }
            .map { (letter: $0.key, contacts: $0.value.sorted { $0.name < $1.name }) }
    }

    var favoriteCount: Int { contacts.filter(\.isFavorite).count }

    func toggleFavorite(_ contact: Contact) {
        guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
        contacts[index].isFavorite.toggle()
    }

    func refresh() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        lastRefresh = .now
        print("refreshed")
    }
}

struct ContactsView: View {
    @StateObject private var model = ContactsModel()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Label("Favorites", systemImage: "star")
                        .badge(model.favoriteCount)
                        .listRowSeparator(.hidden)
                }
                ForEach(model.sections, id: \.letter) { section in
                    Section(section.letter) {
                        ForEach(section.contacts) { contact in
                            NavigationLink(value: contact) {
                                HStack {
                                    Text(contact.name)
                                    if contact.isFavorite {
                                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                                    }
                                }
                            }
                            .swipeActions(edge: .leading) {
                                Button {
                                    model.toggleFavorite(contact)
                                } label: {
                                    Label(contact.isFavorite ? "Unfavorite" : "Favorite", systemImage: "star")
                                }
                                .tint(.yellow)
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
            .refreshable {
                await model.refresh()
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        Form {
            LabeledContent("Phone", value: contact.phone)
            Link("Call", destination: URL(string: "tel:\(contact.phone)")!)
        }
        .navigationTitle(contact.name)
    }
}

#Preview {
    ContactsView()
}
