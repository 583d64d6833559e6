// Demonstrates: a hand-written Hashable conformance (hash(into:) with Hasher, custom ==) used as a Set element and ForEach id.
import SwiftUI

struct Contact: Hashable {
    let email: String
    var displayName: String

    static func == (lhs: Contact, rhs: Contact) -> Bool {
        lhs.email.lowercased() == rhs.email.lowercased()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(email.lowercased())
    }
}

struct ContactsView: View {
    @State private var contacts: Set<Contact> = [Contact(email: "ada@example.com", displayName: "Ada")]

    var body: some View {
        VStack {
            ForEach(Array(contacts).sorted { $0.email < $1.email }, id: \.self) { contact in
                Text("\(contact.displayName) <\(contact.email)>")
            }
            Text("\(contacts.count) contacts")
            Button("Add ADA again") {
                contacts.insert(Contact(email: "ADA@example.com", displayName: "Ada L."))
            }
            Button("Add Grace") {
                contacts.insert(Contact(email: "grace@example.com", displayName: "Grace"))
            }
        }
    }
}

#Preview {
    ContactsView()
}
