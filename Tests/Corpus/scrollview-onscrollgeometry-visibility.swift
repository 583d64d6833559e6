// Demonstrates: iOS 17/18 scroll modifiers in a chat — defaultScrollAnchor(.bottom), onScrollVisibilityChange on rows, scrollTransition for fading, and a jump-to-latest button with ScrollViewReader.
import SwiftUI

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct ChatView: View {
    @State private var messages = (1...30).map { Message(id: $0, text: "Message \($0)") }
    @State private var latestVisible = true

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.4)
                            }
                            .onScrollVisibilityChange { visible in
                                if message.id == messages.last?.id { latestVisible = visible }
                            }
                    }
                }
            }
            .defaultScrollAnchor(.bottom)
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Button("Send") {
                        messages.append(Message(id: messages.count + 1, text: "New \(messages.count + 1)"))
                        proxy.scrollTo(messages.count, anchor: .bottom)
                    }
                    if !latestVisible {
                        Button("Jump to latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
                    }
                }
            }
        }
    }
}

#Preview {
    ChatView()
}
