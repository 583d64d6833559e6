// Demonstrates: a contacts list with a letter index: contacts grouped with `Dictionary(grouping:by:)` on `String($0.name.prefix(1))`, `sections.keys.sorted()`, a `List` of `Section(header: Text(letter))` each tagged `.id(letter)`, an overlay `VStack` of letters whose buttons call `proxy.scrollTo(letter, anchor: .top)`, and a `@State var lastJump` showing where the index went.
// Source: public app code (a contacts screen with a section index, found through a search for ScrollViewReader scrollTo letter anchor top); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    let name: String
}

struct ContactsView: View {
    let contacts = ["Aaron", "Abigail", "Bella", "Ben", "Carlos", "Dana", "Eli", "Emma", "Frank", "Zoe"].map(Contact.init)
    @State private var lastJump = "-"

    var sections: [String: [Contact]] {
        Dictionary(grouping: contacts, by: { String($0.name.prefix(1)) })
    }

    var body: some View {
        NavigationView {
            ScrollViewReader { proxy in
                List {
                    ForEach(sections.keys.sorted(), id: \.self) { letter in
                        Section(header: Text(letter)) {
                            ForEach(sections[letter]!) { contact in
                                Text(contact.name)
                            }
                        }
                        .id(letter)
                    }
                }
                .overlay(alignment: .trailing) {
                    VStack(spacing: 2) {
                        ForEach(sections.keys.sorted(), id: \.self) { letter in
                            Button(letter) {
                                withAnimation {
                                    proxy.scrollTo(letter, anchor: .top)
                                }
                                lastJump = letter
                            }
                            .font(.caption2.bold())
                        }
                    }
                    .padding(.trailing, 4)
                }
            }
            .navigationTitle("Contacts (\(lastJump))")
        }
    }
}

struct ContactsView_Previews: PreviewProvider {
    static var previews: some View {
        ContactsView()
    }
}
