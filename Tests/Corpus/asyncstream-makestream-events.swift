// Demonstrates: AsyncStream.makeStream(of:) (iOS 17) feeding events from a service to a view's .task loop, and finishing the stream.
import SwiftUI

@MainActor
final class ChatService {
    let messages: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private var count = 0

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        self.messages = stream
        self.continuation = continuation
    }

    func receive(_ text: String) {
        count += 1
        continuation.yield("#\(count) \(text)")
    }

    func close() {
        continuation.finish()
    }
}

struct ChatFeedView: View {
    @State private var service = ChatService()
    @State private var lines: [String] = []
    @State private var isOpen = true

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(lines, id: \.self) { line in
                Text(line)
            }
            Text(isOpen ? "Connected" : "Closed")
            Button("Send hello") { service.receive("hello") }
            Button("Send bye") { service.receive("bye") }
            Button("Close") { service.close() }
        }
        .task {
            for await message in service.messages {
                lines.append(message)
            }
            isOpen = false
            print("stream ended after \(lines.count) messages")
        }
    }
}

#Preview {
    ChatFeedView()
}
