// Demonstrates: toolbar placements — a principal title view, leading and trailing items, a bottom bar group, toolbarTitleMenu, and navigationBarTitleDisplayMode(.inline).
import SwiftUI

struct DocumentEditor: View {
    @State private var text = "Draft"
    @State private var isBold = false
    @State private var saved = 0
    @State private var title = "Untitled"

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .bold(isBold)
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbarTitleMenu {
                    Button("Rename to Notes") { title = "Notes" }
                    Button("Duplicate") { print("duplicate \(title)") }
                }
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        VStack {
                            Text(title).font(.headline)
                            Text("\(text.count) characters").font(.caption)
                        }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Bold") { isBold.toggle() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            saved += 1
                            print("saved \(saved) times")
                        }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Clear") { text = "" }
                        Spacer()
                        Text(saved == 0 ? "Not saved" : "Saved \(saved)×")
                    }
                }
        }
    }
}

#Preview {
    DocumentEditor()
}
