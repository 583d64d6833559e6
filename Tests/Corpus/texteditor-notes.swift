// Demonstrates: TextEditor bound to @State, a character count, and a clear button.
import SwiftUI

struct NotesEditor: View {
    @State private var text = "Meeting notes"
    @FocusState private var focused: Bool

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $text)
                .frame(minHeight: 120)
                .focused($focused)
            Text("\(text.count) characters")
            Button("Clear") { text = "" }
            Button("Focus editor") { focused = true }
        }
        .padding()
    }
}

#Preview {
    NotesEditor()
}
