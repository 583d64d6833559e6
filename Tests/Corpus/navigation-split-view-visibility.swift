// Demonstrates: NavigationSplitView with columnVisibility (NavigationSplitViewVisibility) and a List selection driving the detail.
import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: String
    var unread: Int
}

struct MailSplitView: View {
    @State private var visibility: NavigationSplitViewVisibility = .all
    @State private var selection: Mailbox.ID?
    private let mailboxes = [Mailbox(id: "Inbox", unread: 3), Mailbox(id: "Sent", unread: 0)]

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(mailboxes, selection: $selection) { box in
                Text("\(box.id) (\(box.unread))")
            }
            .navigationTitle("Mailboxes")
        } detail: {
            if let selection {
                Text("Showing \(selection)")
                    .onAppear { print("detail for \(selection) appeared") }
            } else {
                Text("Pick a mailbox")
            }
        }
        .navigationSplitViewStyle(.balanced)
        .toolbar {
            Button("Hide sidebar") { visibility = .detailOnly }
            Button("Open inbox") { selection = "Inbox" }
        }
    }
}

#Preview {
    MailSplitView()
}
