// Demonstrates: NotificationCenter — a custom Notification.Name posted from one view and received with onReceive.
import SwiftUI

extension Notification.Name {
    static let didPing = Notification.Name("didPing")
}

struct PingListener: View {
    @State private var pings = 0

    var body: some View {
        Text("Pings received: \(pings)")
            .onReceive(NotificationCenter.default.publisher(for: .didPing)) { _ in
                pings += 1
                print("ping received")
            }
    }
}

struct PingSender: View {
    var body: some View {
        Button("Send ping") {
            NotificationCenter.default.post(name: .didPing, object: nil)
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            PingListener()
            PingSender()
        }
    }
}

#Preview {
    ContentView()
}
