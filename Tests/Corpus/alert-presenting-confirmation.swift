// Demonstrates: .alert(_:isPresented:presenting:actions:message:) with the data passed to the actions, .confirmationDialog with titleVisibility .visible, removing by id, and a role: .cancel button.
import SwiftUI

struct Download: Identifiable, Equatable {
    let id: Int
    let name: String
    let sizeMB: Int
}

struct DownloadsScreen: View {
    @State private var downloads = [
        Download(id: 1, name: "Movie.mp4", sizeMB: 1_200),
        Download(id: 2, name: "Notes.pdf", sizeMB: 3),
    ]
    @State private var pending: Download?
    @State private var showingAlert = false
    @State private var showingClearAll = false

    var body: some View {
        List {
            ForEach(downloads) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Button("Delete") {
                        pending = item
                        showingAlert = true
                    }
                }
            }
            Button("Clear all", role: .destructive) { showingClearAll = true }
                .disabled(downloads.isEmpty)
        }
        .alert("Delete download?", isPresented: $showingAlert, presenting: pending) { item in
            Button("Delete \(item.name)", role: .destructive) {
                downloads.removeAll { $0.id == item.id }
            }
            Button("Cancel", role: .cancel) {}
        } message: { item in
            Text("\(item.sizeMB) MB will be freed.")
        }
        .confirmationDialog("Remove every download?", isPresented: $showingClearAll, titleVisibility: .visible) {
            Button("Remove all", role: .destructive) { downloads.removeAll() }
        }
    }
}

#Preview {
    DownloadsScreen()
}
