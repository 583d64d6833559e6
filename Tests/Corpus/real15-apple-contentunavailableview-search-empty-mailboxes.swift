// Demonstrates: the ContentUnavailableView documentation shapes: the label/description/actions initializer with a button that fills the list, `ContentUnavailableView.search(text:)` when a search finds nothing, `ContentUnavailableView.search` without text, and an `overlay` that shows it only when the list is empty.
// Source: Apple documentation snippet (the ContentUnavailableView API page's "No Mail" and search examples, found through a search for ContentUnavailableView search text label description actions overlay empty list); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Message: Identifiable {
    let id = UUID()
    let subject: String
}

struct MailboxView: View {
    @State private var messages: [Message] = []
    @State private var query = ""

    var results: [Message] {
        query.isEmpty ? messages : messages.filter { $0.subject.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results) { message in
                Text(message.subject)
            }
            .overlay {
                if messages.isEmpty {
                    ContentUnavailableView {
                        Label("No Mail", systemImage: "tray.fill")
                    } description: {
                        Text("New mails you receive will appear here.")
                    } actions: {
                        Button("Fetch mail") {
                            messages = [Message(subject: "Lunch?"), Message(subject: "Quarterly report"), Message(subject: "Re: Lunch?")]
                        }
                    }
                } else if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query)
            .toolbar {
                Button("Search xyz") { query = "xyz" }
                Button("Search lunch") { query = "lunch" }
                Button("Clear") { query = "" }
            }
            .navigationTitle("Inbox (\(results.count))")
        }
    }
}

#Preview {
    MailboxView()
}
