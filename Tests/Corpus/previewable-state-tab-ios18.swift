// Demonstrates: iOS 18 APIs in a small app — TabView with the Tab(_:systemImage:value:) builder, a badge, and a #Preview using @Previewable @State to drive a binding.
import SwiftUI

enum AppTab: Hashable {
    case inbox, drafts, settings
}

struct InboxView: View {
    @Binding var unread: Int

    var body: some View {
        List {
            Text("Unread: \(unread)")
            Button("Mark all read") { unread = 0 }
            Button("New mail") { unread += 1 }
        }
        .onAppear { print("inbox appeared") }
        .onDisappear { print("inbox disappeared") }
    }
}

struct MailTabs: View {
    @Binding var unread: Int
    @State private var selection: AppTab = .inbox

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "tray", value: .inbox) {
                InboxView(unread: $unread)
            }
            .badge(unread)
            Tab("Drafts", systemImage: "doc", value: .drafts) {
                Text("No drafts")
                    .onAppear { print("drafts appeared") }
            }
            Tab("Settings", systemImage: "gear", value: .settings) {
                Button("Back to inbox") { selection = .inbox }
            }
        }
        .onChange(of: selection) { old, new in
            print("tab \(old) -> \(new)")
        }
    }
}

#Preview {
    @Previewable @State var unread = 3
    MailTabs(unread: $unread)
}
