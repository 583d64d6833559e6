// Demonstrates: a chat screen — an enum Sender, messages with Date timestamps formatted by a DateFormatter, ScrollViewReader scrolling to the newest, a composer with a send button and a simulated reply.
import SwiftUI

struct Message: Identifiable, Equatable {
    enum Sender {
        case me
        case bot(name: String)
    }

    let id = UUID()
    let text: String
    let sender: Sender
    let sentAt: Date

    var isMine: Bool {
        if case .me = sender { return true }
        return false
    }

    static func == (lhs: Message, rhs: Message) -> Bool {
        lhs.id == rhs.id
    }
}

@MainActor
final class ChatViewModel: ObservableObject {
    @Published var draft = ""
    @Published private(set) var messages: [Message] = [
        Message(text: "Hi! How can I help?", sender: .bot(name: "Ava"), sentAt: Date()),
    ]
    @Published private(set) var isTyping = false

    var canSend: Bool {
        !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    func send() {
        guard canSend else { return }
        messages.append(Message(text: draft, sender: .me, sentAt: Date()))
        let question = draft
        draft = ""
        Task { await reply(to: question) }
    }

    private func reply(to question: String) async {
        isTyping = true
        try? await Task.sleep(nanoseconds: 800_000_000)
        messages.append(Message(text: "You said: \(question)", sender: .bot(name: "Ava"), sentAt: Date()))
        isTyping = false
    }
}

struct ChatView: View {
    @StateObject private var viewModel = ChatViewModel()

    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.dateStyle = .none
        return formatter
    }()

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 8) {
                        ForEach(viewModel.messages) { message in
                            bubble(for: message)
                                .id(message.id)
                        }
                        if viewModel.isTyping {
                            Text("Ava is typing…")
                                .font(.caption)
                                .italic()
                        }
                    }
                    .padding()
                }
                .onChange(of: viewModel.messages.count) { _ in
                    if let last = viewModel.messages.last {
                        withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                    }
                }
            }
            Divider()
            HStack {
                TextField("Message", text: $viewModel.draft)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit { viewModel.send() }
                Button {
                    viewModel.send()
                } label: {
                    Image(systemName: "paperplane.fill")
                }
                .disabled(!viewModel.canSend)
                Button("Say hello") {
                    viewModel.draft = "Hello there"
                    viewModel.send()
                }
            }
            .padding()
        }
    }

    @ViewBuilder
    private func bubble(for message: Message) -> some View {
        HStack {
            if message.isMine { Spacer() }
            VStack(alignment: message.isMine ? .trailing : .leading) {
                if case let .bot(name) = message.sender {
                    Text(name).font(.caption2).foregroundStyle(.secondary)
                }
                Text(message.text)
                    .padding(10)
                    .background(message.isMine ? Color.blue : Color.gray.opacity(0.2))
                    .foregroundColor(message.isMine ? .white : .primary)
                    .cornerRadius(14)
                Text(Self.timeFormatter.string(from: message.sentAt))
                    .font(.caption2)
            }
            if !message.isMine { Spacer() }
        }
    }
}

#Preview {
    ChatView()
}
