// Demonstrates: consuming NotificationCenter.default.notifications(named:) as an AsyncSequence inside .task, with for await, alongside a Combine-free counter, and cancellation when the view disappears.
import SwiftUI

extension Notification.Name {
    static let itemAdded = Notification.Name("itemAdded")
}

struct FeedView: View {
    @State private var items: [String] = []
    @State private var heard = 0

    var body: some View {
        VStack {
            Text("Heard \(heard) notifications")
            ForEach(items, id: \.self) { Text($0) }
            Button("Post item") {
                NotificationCenter.default.post(name: .itemAdded, object: "Item \(items.count + 1)")
            }
        }
        .task {
            for await notification in NotificationCenter.default.notifications(named: .itemAdded) {
                heard += 1
                if let name = notification.object as? String {
                    items.append(name)
                }
            }
            print("stopped listening")
        }
    }
}

#Preview {
    FeedView()
}
