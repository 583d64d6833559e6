// Demonstrates: a chat screen with a canned bot: messages in an `ObservableObject`, `ScrollViewReader` scrolling to the last id in `onChange(of: messages.count)` (the one-parameter form), a bot that "types" for a moment (`isTyping` then `DispatchQueue.main.asyncAfter`) and answers by keyword with a `switch` over `lowercased()` and `contains`, bubbles aligned by sender with a `Spacer(minLength:)`, `Date` timestamps formatted `"HH:mm"`, and a send button disabled for whitespace-only text.
// Source: YouTube tutorial companion (a "build a chatbot UI in SwiftUI" video, found through a search for ScrollViewReader scrollTo last id onChange messages.count chat bubble bot response DispatchQueue asyncAfter isTyping); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Message: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let fromUser: Bool
    let time: Date
}

final class ChatModel: ObservableObject {
    @Published var messages: [Message] = []
    @Published var isTyping = false
    private var clock = Date(timeIntervalSince1970: 1_700_000_000)

    private func nextTime() -> Date {
        clock = clock.addingTimeInterval(30)
        return clock
    }

    init() {
        messages.append(Message(text: "Hi! Ask me about opening hours, prices or the address.", fromUser: false, time: nextTime()))
    }

    func send(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        messages.append(Message(text: trimmed, fromUser: true, time: nextTime()))
        isTyping = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
            self.isTyping = false
            self.messages.append(Message(text: self.reply(to: trimmed), fromUser: false, time: self.nextTime()))
            print("bot replied, \(self.messages.count) messages")
        }
    }

    func reply(to text: String) -> String {
        let lower = text.lowercased()
        switch true {
        case lower.contains("hour"), lower.contains("open"):
            return "We're open 9–17, Monday to Saturday."
        case lower.contains("price"), lower.contains("cost"):
            return "Coffee is $3, cake is $4."
        case lower.contains("address"), lower.contains("where"):
            return "12 Harbour Street."
        default:
            return "Sorry, I didn't get that."
        }
    }
}

let timeFormatter: DateFormatter = {
    let f = DateFormatter()
    f.dateFormat = "HH:mm"
    f.timeZone = TimeZone(identifier: "UTC")
    return f
}()

struct Bubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.fromUser { Spacer(minLength: 40) }
            VStack(alignment: message.fromUser ? .trailing : .leading, spacing: 2) {
                Text(message.text)
                    .padding(10)
                    .background(message.fromUser ? Color.blue : Color(.systemGray5))
                    .foregroundColor(message.fromUser ? .white : .primary)
                    .cornerRadius(14)
                Text(timeFormatter.string(from: message.time))
                    .font(.caption2)
                    .foregroundColor(.gray)
            }
            if !message.fromUser { Spacer(minLength: 40) }
        }
    }
}

struct ChatView: View {
    @StateObject private var chat = ChatModel()
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(chat.messages) { message in
                            Bubble(message: message)
                                .id(message.id)
                        }
                        if chat.isTyping {
                            Text("Bot is typing…")
                                .font(.caption)
                                .foregroundColor(.secondary)
                        }
                    }
                    .padding()
                }
                .onChange(of: chat.messages.count) { _ in
                    if let last = chat.messages.last {
                        withAnimation {
                            proxy.scrollTo(last.id, anchor: .bottom)
                        }
                    }
                }
            }
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                Button("Ask hours") { draft = "When are you open?" }
                Button("Send") {
                    chat.send(draft)
                    draft = ""
                }
                .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            .padding()
        }
    }
}

struct ChatView_Previews: PreviewProvider {
    static var previews: some View {
        ChatView()
    }
}
