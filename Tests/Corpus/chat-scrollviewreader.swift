// Demonstrates: a chat: ScrollViewReader scrolling to the last message on change, @ViewBuilder bubble, onSubmit, DispatchQueue.main.asyncAfter reply.
// Source: blog companion (a chat UI); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Message: Identifiable, Equatable {
    enum Sender {
        case me, bot
    }

    let id = UUID()
    let text: String
    let sender: Sender
    let sentAt: Date
}

struct ChatView: View {
    @State private var messages: [Message] = [
        Message(text: "Hi! Ask me anything.", sender: .bot, sentAt: Date(timeIntervalSince1970: 0))
    ]
    @State private var draft = "What time is it?"
    @FocusState private var inputFocused: Bool

    private static let timeFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "HH:mm"
        f.timeZone = TimeZone(secondsFromGMT: 0)
        return f
    }()

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            bubble(for: message)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: messages) { _, newMessages in
                    if let last = newMessages.last {
                        withAnimation {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                    }
                }
            }
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                    .focused($inputFocused)
                    .onSubmit(send)
                Button("Send", action: send)
                    .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            }
            .padding()
        }
    }

    @ViewBuilder
    private func bubble(for message: Message) -> some View {
        HStack {
            if message.sender == .me { Spacer() }
            VStack(alignment: message.sender == .me ? .trailing : .leading) {
                Text(message.text)
                    .padding(10)
                    .background(message.sender == .me ? Color.blue : Color.gray.opacity(0.2))
                    .foregroundColor(message.sender == .me ? .white : .primary)
                    .cornerRadius(12)
                Text(Self.timeFormatter.string(from: message.sentAt))
                    .font(.caption2)
            }
            if message.sender == .bot { Spacer() }
        }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        let sentAt = Date(timeIntervalSince1970: TimeInterval(messages.count * 90))
        messages.append(Message(text: text, sender: .me, sentAt: sentAt))
        draft = ""
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let reply = text.hasSuffix("?") ? "Good question: \(text.dropLast().lowercased())." : "OK"
            messages.append(Message(text: reply, sender: .bot, sentAt: sentAt.addingTimeInterval(30)))
            print(messages.map { "\(Self.timeFormatter.string(from: $0.sentAt)) \($0.text)" })
        }
    }
}

#Preview {
    ChatView()
}
