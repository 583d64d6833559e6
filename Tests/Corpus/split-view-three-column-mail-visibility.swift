// Demonstrates: a mail-style NavigationSplitView with sidebar, content and detail columns, List(selection:) at two levels with optional selections, clearing the message when the mailbox changes, NavigationSplitViewVisibility in @State, .navigationSplitViewColumnWidth and .navigationSplitViewStyle(.balanced).
import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: String
    let icon: String
    var name: String { id }
}

struct Message: Identifiable, Hashable {
    let id: Int
    let mailbox: String
    let sender: String
    let subject: String
}

let allMessages = [
    Message(id: 1, mailbox: "Inbox", sender: "Mia", subject: "Lunch?"),
    Message(id: 2, mailbox: "Inbox", sender: "Bank", subject: "Statement ready"),
    Message(id: 3, mailbox: "Sent", sender: "Me", subject: "Re: Lunch?"),
    Message(id: 4, mailbox: "Archive", sender: "Old friend", subject: "Photos from 2019"),
]

struct MailSplitView: View {
    let mailboxes = [
        Mailbox(id: "Inbox", icon: "tray"),
        Mailbox(id: "Sent", icon: "paperplane"),
        Mailbox(id: "Archive", icon: "archivebox"),
    ]
    @State private var selectedMailbox: Mailbox?
    @State private var selectedMessage: Message?
    @State private var visibility: NavigationSplitViewVisibility = .all

    var messages: [Message] {
        guard let selectedMailbox else { return [] }
        return allMessages.filter { $0.mailbox == selectedMailbox.id }
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(mailboxes, selection: $selectedMailbox) { mailbox in
                NavigationLink(value: mailbox) {
                    Label(mailbox.name, systemImage: mailbox.icon)
                }
            }
            .navigationTitle("Mail")
            .navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 260)
        } content: {
            if let selectedMailbox {
                List(messages, selection: $selectedMessage) { message in
                    NavigationLink(value: message) {
                        VStack(alignment: .leading) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).font(.subheadline)
                        }
                    }
                }
                .navigationTitle(selectedMailbox.name)
            } else {
                Text("Choose a mailbox")
            }
        } detail: {
            if let selectedMessage {
                VStack(alignment: .leading, spacing: 12) {
                    Text(selectedMessage.subject).font(.title)
                    Text("From \(selectedMessage.sender)")
                }
                .padding()
            } else {
                ContentUnavailableView("No Message Selected", systemImage: "envelope")
            }
        }
        .navigationSplitViewStyle(.balanced)
        .onChange(of: selectedMailbox) {
            selectedMessage = nil
            print("mailbox: \(selectedMailbox?.name ?? "none")")
        }
        .onChange(of: selectedMessage) { _, message in
            print("message: \(message?.subject ?? "none")")
        }
    }
}

#Preview {
    MailSplitView()
}
