// Demonstrates: a Q&A answer pasted with its question: "How do I round only some corners of a view?" The question's chat bubbles use `.cornerRadius(16)` on all corners; the accepted answer adds `struct RoundedCorner: Shape` built from `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and `Path(path.cgPath)`, an `extension View { func cornerRadius(_:corners:) }` overload taking a `UIRectCorner` option set, and the asker's follow-up picks the corners from who sent the message.
// Source: Q&A answer (a much-upvoted "round specific corners" answer, pasted below the asker's chat screen); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find type 'UIRectCorner' in scope
import SwiftUI

// MARK: - Question: my chat bubbles, all four corners rounded

struct Message: Identifiable, Hashable {
    let id = UUID()
    let text: String
    let isFromMe: Bool
}

struct ChatScreen: View {
    @State private var messages: [Message] = [
        Message(text: "Hey! Are we still on for Friday?", isFromMe: false),
        Message(text: "Yes, 7pm at the usual place", isFromMe: true),
        Message(text: "Perfect 👍", isFromMe: false)
    ]
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        BubbleRow(message: message)
                    }
                }
                .padding()
            }
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button("Send") {
                    guard !draft.trimmingCharacters(in: .whitespaces).isEmpty else { return }
                    messages.append(Message(text: draft, isFromMe: true))
                    print("sent:", draft, "corners:", BubbleRow.corners(isFromMe: true).rawValue)
                    draft = ""
                }
                .disabled(draft.isEmpty)
                Button("Receive") {
                    messages.append(Message(text: "See you there", isFromMe: false))
                    print("received, corners:", BubbleRow.corners(isFromMe: false).rawValue)
                }
            }
            .padding()
        }
    }
}

struct BubbleRow: View {
    let message: Message

    // EDIT: the tail corner stays square, like Messages
    static func corners(isFromMe: Bool) -> UIRectCorner {
        isFromMe ? [.topLeft, .topRight, .bottomLeft] : [.topLeft, .topRight, .bottomRight]
    }

    var body: some View {
        HStack {
            if message.isFromMe { Spacer() }
            Text(message.text)
                .padding(10)
                .foregroundColor(message.isFromMe ? .white : .primary)
                .background(message.isFromMe ? Color.blue : Color(.systemGray5))
                .cornerRadius(16, corners: BubbleRow.corners(isFromMe: message.isFromMe))
            if !message.isFromMe { Spacer() }
        }
    }
}

// MARK: - Answer

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape( RoundedCorner(radius: radius, corners: corners) )
    }
}

// Usage:
//   Text("Hello").padding().background(Color.yellow).cornerRadius(20, corners: [.topLeft, .bottomRight])

struct ChatScreen_Previews: PreviewProvider {
    static var previews: some View {
        ChatScreen()
    }
}
