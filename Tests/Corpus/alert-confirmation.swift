// Demonstrates: .alert with a destructive and a cancel button, and .confirmationDialog; both dismiss on tap.
import SwiftUI

struct TrashView: View {
    @State private var files = ["a.txt", "b.txt", "c.txt"]
    @State private var askDelete = false
    @State private var askShare = false

    var body: some View {
        VStack {
            Text("\(files.count) files")
            Button("Delete all") { askDelete = true }
            Button("Share") { askShare = true }
        }
        .alert("Delete all files?", isPresented: $askDelete) {
            Button("Delete", role: .destructive) { files.removeAll() }
            Button("Cancel", role: .cancel) { print("kept files") }
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Share files", isPresented: $askShare, titleVisibility: .visible) {
            Button("Mail") { print("share by mail") }
        }
    }
}

#Preview {
    TrashView()
}
