// Demonstrates: List sections with header and footer views; headers are built and appear like rows.
import SwiftUI

struct HeaderLabel: View {
    let title: String

    var body: some View {
        Text(title.uppercased())
            .onAppear { print("header \(title) appeared") }
    }
}

struct SettingsList: View {
    @State private var notifications = true
    @State private var volume = 3

    var body: some View {
        List {
            Section {
                Toggle("Notifications", isOn: $notifications)
            } header: {
                HeaderLabel(title: "General")
            } footer: {
                Text(notifications ? "You will be notified." : "Notifications are off.")
            }
            Section(header: HeaderLabel(title: "Sound"), footer: Text("Level \(volume) of 10")) {
                Button("Louder") { volume = min(10, volume + 1) }
                Button("Quieter") { volume = max(0, volume - 1) }
            }
        }
        .listStyle(.insetGrouped)
    }
}

#Preview {
    SettingsList()
}
