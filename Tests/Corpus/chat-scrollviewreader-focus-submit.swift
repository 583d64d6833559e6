// Demonstrates: a chat screen with ScrollViewReader scrolling to the newest message id on change, @FocusState with an enum for two fields, onSubmit moving focus then sending, submitLabel, a keyboard ToolbarItemGroup, messages as a struct array with Date-based ids, and a bot reply scheduled with DispatchQueue.main.asyncAfter.
// Source: tutorial site (a step-by-step "build a chat UI in SwiftUI" article, final listing); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id: Int
    let author: String
    let text: String
    var isMine: Bool { author == "me" }
}

struct ChatView: View {
    enum Field: Hashable { case name, message }

    @State private var messages = [ChatMessage(id: 1, author: "bot", text: "Hello! What's your name?")]
    @State private var name = ""
    @State private var draft = ""
    @FocusState private var focus: Field?
    @State private var nextID = 2

    var body: some View {
        VStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages) { message in
                            Text("\(message.isMine ? "You" : "Bot"): \(message.text)")
                                .id(message.id)
                        }
                    }
                }
                .onChange(of: messages) { _, newValue in
                    if let last = newValue.last {
                        withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                        print("scrolled to \(last.id)")
                    }
                }
            }
            TextField("Your name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
                .onSubmit { focus = .message }
            TextField("Message", text: $draft)
                .focused($focus, equals: .message)
                .submitLabel(.send)
                .onSubmit(send)
            Button("Send") { send() }
            Button("Say hi") {
                draft = "Hi, I'm \(name.isEmpty ? "anonymous" : name)"
                send()
            }
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { focus = nil }
            }
        }
        .onAppear { focus = .name }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(ChatMessage(id: nextID, author: "me", text: text))
        nextID += 1
        draft = ""
        let replyID = nextID
        nextID += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            messages.append(ChatMessage(id: replyID, author: "bot", text: "You said \(text.count) characters."))
        }
    }
}

#Preview {
    ChatView()
}
