// Demonstrates: a mail inbox's rows with `.swipeActions(edge: .leading, allowsFullSwipe: true)` marking read/unread and `.swipeActions(edge: .trailing)` with a `Button(role: .destructive)` delete and a `.tint(.orange)` flag, `Label(_:systemImage:)` buttons, the unread count in `.badge` on a section and `withAnimation` around removal by `firstIndex(where:)`.
// Source: tutorial site (a tutorial on swipe actions in SwiftUI lists with a mail-style inbox, found through a search for swipeActions edge leading allowsFullSwipe tint); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Message: Identifiable, Equatable {
    let id: Int
    let sender: String
    let subject: String
    var isUnread = true
    var isFlagged = false
}

struct InboxView: View {
    @State private var messages = [
        Message(id: 1, sender: "Ana", subject: "Lunch on Friday?"),
        Message(id: 2, sender: "Build Bot", subject: "Build #512 failed", isUnread: false),
        Message(id: 3, sender: "Marco", subject: "Slides for Monday"),
    ]

    private var unreadCount: Int {
        messages.filter { $0.isUnread }.count
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(messages) { message in
                        row(message)
                            .swipeActions(edge: .leading, allowsFullSwipe: true) {
                                Button {
                                    toggleRead(message)
                                } label: {
                                    Label(message.isUnread ? "Read" : "Unread",
                                          systemImage: message.isUnread ? "envelope.open" : "envelope.badge")
                                }
                                .tint(.blue)
                            }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    delete(message)
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                                Button {
                                    toggleFlag(message)
                                } label: {
                                    Label("Flag", systemImage: "flag")
                                }
                                .tint(.orange)
                            }
                    }
                } header: {
                    Text("Inbox")
                }
                .badge(unreadCount)
            }
            .navigationTitle("Mail")
        }
    }

    private func row(_ message: Message) -> some View {
        HStack {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 8, height: 8)
            VStack(alignment: .leading) {
                Text(message.sender).fontWeight(message.isUnread ? .bold : .regular)
                Text(message.subject).foregroundStyle(.secondary)
            }
            if message.isFlagged {
                Spacer()
                Image(systemName: "flag.fill").foregroundStyle(.orange)
            }
        }
    }

    private func toggleRead(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isUnread.toggle()
    }

    private func toggleFlag(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isFlagged.toggle()
    }

    private func delete(_ message: Message) {
        withAnimation {
            messages.removeAll { $0.id == message.id }
        }
    }
}

#Preview {
    InboxView()
}
