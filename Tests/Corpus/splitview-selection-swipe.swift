// Demonstrates: a NavigationSplitView with List(selection:), badges, swipeActions on both edges over ForEach($emails).
// Source: Apple sample-code tutorial style (split view mail); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let icon: String
    var unread: Int
}

struct Email: Identifiable, Hashable {
    let id = UUID()
    let subject: String
    let from: String
    var isFlagged = false
}

struct MailView: View {
    @State private var mailboxes = [
        Mailbox(name: "Inbox", icon: "tray", unread: 3),
        Mailbox(name: "Sent", icon: "paperplane", unread: 0),
        Mailbox(name: "Archive", icon: "archivebox", unread: 1)
    ]
    @State private var selectedMailbox: Mailbox?
    @State private var emails = [
        Email(subject: "Lunch?", from: "ann@example.com"),
        Email(subject: "Invoice #42", from: "billing@example.com"),
        Email(subject: "Trip photos", from: "bo@example.com")
    ]
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(mailboxes, selection: $selectedMailbox) { mailbox in
                NavigationLink(value: mailbox) {
                    Label(mailbox.name, systemImage: mailbox.icon)
                        .badge(mailbox.unread)
                }
            }
            .navigationTitle("Mailboxes")
        } detail: {
            if let mailbox = selectedMailbox {
                List {
                    ForEach($emails) { $email in
                        VStack(alignment: .leading) {
                            Text(email.subject).bold()
                            Text(email.from).font(.caption)
                        }
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                emails.removeAll { $0.id == email.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                email.isFlagged.toggle()
                                print("flagged", email.subject, email.isFlagged)
                            } label: {
                                Label("Flag", systemImage: "flag")
                            }
                            .tint(.orange)
                        }
                    }
                }
                .navigationTitle(mailbox.name)
            } else {
                Text("Select a mailbox")
                    .foregroundStyle(.secondary)
            }
        }
        .onChange(of: selectedMailbox) { _, newValue in
            print("selected", newValue?.name ?? "none")
        }
    }
}

#Preview {
    MailView()
}
