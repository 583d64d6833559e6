// Demonstrates: a note editor — TextEditor with a character limit enforced in onChange(of:) (two-parameter form), a toolbar with ToolbarItemGroup, a word count computed property, a draft saved with @AppStorage.
import SwiftUI

struct NoteEditorView: View {
    @AppStorage("draftNote") private var savedDraft = ""
    @State private var text = ""
    @State private var lastSaved: Date?

    private let limit = 140

    private var wordCount: Int {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).count
    }

    private var remaining: Int {
        limit - text.count
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextEditor(text: $text)
                    .frame(minHeight: 160)
                    .overlay(
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(remaining < 10 ? Color.red : Color.secondary, lineWidth: 1)
                    )
                    .onChange(of: text) { oldValue, newValue in
                        if newValue.count > limit {
                            text = String(newValue.prefix(limit))
                        }
                    }
                HStack {
                    Text("\(wordCount) words")
                    Spacer()
                    Text("\(remaining) left")
                        .foregroundColor(remaining < 10 ? .red : .secondary)
                }
                .font(.footnote)
                if let lastSaved {
                    Text("Saved \(lastSaved, style: .time)")
                        .font(.caption)
                }
            }
            .padding()
            .navigationTitle("Note")
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Clear") { text = "" }
                    Spacer()
                    Button("Sample") {
                        text = String(repeating: "lorem ipsum ", count: 15)
                    }
                    Button("Save") {
                        savedDraft = text
                        lastSaved = Date()
                    }
                }
            }
            .onAppear {
                text = savedDraft
            }
        }
    }
}

#Preview {
    NoteEditorView()
}
