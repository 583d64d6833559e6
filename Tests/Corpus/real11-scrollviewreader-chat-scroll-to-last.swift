// Demonstrates: a chat screen's scrolling: `ScrollViewReader { proxy in ScrollView { LazyVStack { ForEach(messages) { MessageBubble(message:).id(message.id) } } } }`, `.onAppear` scrolling to `messages.last?.id` with `anchor: .bottom`, `.onChange(of: messages.count) { _ in withAnimation(.spring()) { proxy.scrollTo(messages.last?.id, anchor: .bottom) } }`, a bubble aligned by `isFromCurrentUser` with `Spacer()`s, a composer `HStack` with a `TextField` and a send button that also schedules a canned reply with `DispatchQueue.main.asyncAfter`.
// Source: public app code (a finance app's chat list and a chat demo's bubbles, found through a search for ScrollViewReader scrollTo onChange messages); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Message: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isFromCurrentUser: Bool
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isFromCurrentUser { Spacer() }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(message.isFromCurrentUser ? Color.blue : Color(.systemGray5))
                .foregroundColor(message.isFromCurrentUser ? .white : .primary)
                .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            if !message.isFromCurrentUser { Spacer() }
        }
    }
}

struct ChatView: View {
    @State private var messages: [Message] = [
        Message(text: "Hi! How can I help?", isFromCurrentUser: false),
        Message(text: "Where is my order?", isFromCurrentUser: true),
    ]
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            MessageBubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .onAppear {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
                .onChange(of: messages.count) { _ in
                    withAnimation(.spring()) {
                        proxy.scrollTo(messages.last?.id, anchor: .bottom)
                    }
                }
            }
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button {
                    send()
                } label: {
                    Image(systemName: "paperplane.fill")
                }
                .disabled(draft.isEmpty)
            }
            .padding()
        }
    }

    func send() {
        messages.append(Message(text: draft, isFromCurrentUser: true))
        draft = ""
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            messages.append(Message(text: "Thanks, let me check.", isFromCurrentUser: false))
        }
    }
}

#Preview {
    ChatView()
}
