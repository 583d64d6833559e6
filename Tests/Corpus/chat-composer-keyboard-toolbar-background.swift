// Demonstrates: a support chat composer — .scrollDismissesKeyboard(.interactively), ToolbarItemGroup(placement: .keyboard) with Spacer, .toolbarBackground(_:for:) and .toolbarBackground(.visible, for:), .toolbarRole(.editor), TextField(axis: .vertical) with .lineLimit(1...4), .submitLabel(.send), .onSubmit, @FocusState Bool and .defaultFocus.
import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let fromMe: Bool
}

struct SupportChatView: View {
    @State private var messages: [ChatMessage] = [
        ChatMessage(text: "Hi! How can we help today?", fromMe: false)
    ]
    @State private var draft = ""
    @FocusState private var composerFocused: Bool

    private var canSend: Bool {
        !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages) { message in
                        HStack {
                            if message.fromMe { Spacer() }
                            Text(message.text)
                                .padding(10)
                                .background(message.fromMe ? Color.blue : Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 14))
                                .foregroundStyle(message.fromMe ? .white : .primary)
                            if !message.fromMe { Spacer() }
                        }
                    }
                }
                .padding()
            }
            .scrollDismissesKeyboard(.interactively)
            .safeAreaInset(edge: .bottom) {
                HStack(alignment: .bottom) {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...4)
                        .textFieldStyle(.roundedBorder)
                        .focused($composerFocused)
                        .submitLabel(.send)
                        .onSubmit(send)
                    Button("Send", action: send)
                        .disabled(!canSend)
                }
                .padding()
                .background(.bar)
            }
            .defaultFocus($composerFocused, true)
            .navigationTitle("Support")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarRole(.editor)
            .toolbarBackground(.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        composerFocused = false
                    }
                }
            }
            .onChange(of: messages) { _, new in
                print("messages: \(new.count)")
            }
        }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(ChatMessage(text: text, fromMe: true))
        draft = ""
    }
}

#Preview {
    SupportChatView()
}
