// Demonstrates: the toolbar documentation's placements: `ToolbarItem(placement: .primaryAction)`, `.navigationBarLeading`-era `ToolbarItem(placement: .topBarLeading)`, a `ToolbarItemGroup(placement: .bottomBar)` with a `Spacer`, `.status`, a `.keyboard` group with a Done button, `.toolbarRole(.editor)` and `toolbar(.hidden, for: .tabBar)`.
// Source: Apple documentation snippet (the toolbar(content:) and ToolbarItemPlacement API pages' editor example, found through a search for ToolbarItemGroup placement bottomBar keyboard status primaryAction topBarLeading); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct DraftEditor: View {
    @State private var draft = "Dear team,"
    @State private var wordCount = 2
    @State private var saved = false
    @FocusState private var editing: Bool

    var body: some View {
        NavigationStack {
            TextEditor(text: $draft)
                .focused($editing)
                .padding()
                .navigationTitle("Draft")
                .toolbarRole(.editor)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Clear") {
                            draft = ""
                            wordCount = 0
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Save") {
                            saved = true
                            print("saved \(draft.count) characters")
                        }
                    }
                    ToolbarItem(placement: .status) {
                        Text(saved ? "Saved" : "\(wordCount) words")
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Append") {
                            draft += " More text."
                            wordCount = draft.split(separator: " ").count
                            saved = false
                        }
                        Spacer()
                        Button("Edit") { editing = true }
                    }
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { editing = false }
                    }
                }
                .toolbar(.hidden, for: .tabBar)
        }
    }
}

#Preview {
    DraftEditor()
}
