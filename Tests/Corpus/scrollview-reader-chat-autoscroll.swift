// Demonstrates: a chat screen with ScrollViewReader scrolling to the newest message on onChange(of: messages.count), a bottom input bar via safeAreaInset, and @FocusState.
import SwiftUI

struct Message: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

struct ChatScreen: View {
    @State private var messages: [Message] = [
        Message(text: "Hi!", isMine: false),
        Message(text: "Hello there", isMine: true),
    ]
    @State private var draft = ""
    @FocusState private var inputFocused: Bool

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .padding(8)
                            .background(message.isMine ? Color.blue.opacity(0.2) : Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
                            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                            .id(message.id)
                    }
                }
                .padding()
            }
            .onChange(of: messages.count) { _, _ in
                if let last = messages.last {
                    withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $draft)
                        .focused($inputFocused)
                        .textFieldStyle(.roundedBorder)
                    Button("Send") {
                        let text = draft.isEmpty ? "(empty)" : draft
                        messages.append(Message(text: text, isMine: true))
                        draft = ""
                        inputFocused = false
                    }
                }
                .padding()
                .background(.bar)
            }
        }
    }
}

#Preview {
    ChatScreen()
}
