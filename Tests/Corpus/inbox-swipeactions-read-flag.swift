// Demonstrates: swipeActions on both edges with a destructive role, tint, allowsFullSwipe: false; toggling fields of a struct in an array through an index lookup; a computed unread badge; onDelete alongside.
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    var isRead = false
    var isFlagged = false
}

struct InboxView: View {
    @State private var messages = [
        Message(id: 1, sender: "Kim", subject: "Lunch?"),
        Message(id: 2, sender: "Build bot", subject: "Build #412 passed", isRead: true),
        Message(id: 3, sender: "Lee", subject: "Design review"),
    ]

    private var unreadCount: Int { messages.filter { !$0.isRead }.count }

    var body: some View {
        NavigationStack {
            List {
                ForEach(messages) { message in
                    VStack(alignment: .leading) {
                        HStack {
                            if !message.isRead { Circle().fill(.blue).frame(width: 8, height: 8) }
                            Text(message.sender).bold()
                            if message.isFlagged { Image(systemName: "flag.fill").foregroundStyle(.orange) }
                        }
                        Text(message.subject)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            toggle(\.isRead, of: message)
                        } label: {
                            Label(message.isRead ? "Unread" : "Read", systemImage: "envelope")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button(role: .destructive) {
                            messages.removeAll { $0.id == message.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button("Flag") { toggle(\.isFlagged, of: message) }
                            .tint(.orange)
                    }
                }
                .onDelete { offsets in
                    messages.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Inbox (\(unreadCount))")
        }
    }

    private func toggle(_ field: WritableKeyPath<Message, Bool>, of message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index][keyPath: field].toggle()
        print("\(messages[index].sender): read \(messages[index].isRead), flagged \(messages[index].isFlagged)")
    }
}

#Preview {
    InboxView()
}
