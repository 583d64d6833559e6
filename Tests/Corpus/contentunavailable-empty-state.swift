// Demonstrates: ContentUnavailableView as an empty state, swapped for a list when items arrive.
import SwiftUI

struct InboxView: View {
    @State private var messages: [String] = []

    var body: some View {
        VStack {
            if messages.isEmpty {
                ContentUnavailableView("No Messages", systemImage: "tray", description: Text("New mail shows up here."))
            } else {
                List(messages, id: \.self) { message in
                    Text(message)
                }
            }
            Button("Receive mail") { messages.append("Message \(messages.count + 1)") }
            Button("Empty inbox") { messages = [] }
        }
    }
}

#Preview {
    InboxView()
}
