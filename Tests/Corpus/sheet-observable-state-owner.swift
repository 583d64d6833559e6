// Demonstrates: a sheet whose content owns an @Observable model in @State — created on presentation, released on dismissal.
import SwiftUI

@Observable
final class DraftModel {
    var text = ""
    init() { print("DraftModel init") }
    deinit { print("DraftModel deinit") }
}

struct ComposeSheet: View {
    @State private var draft = DraftModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Message", text: $draft.text)
            Button("Write greeting") { draft.text = "Hello!" }
            Button("Send") {
                print("sending '\(draft.text)'")
                dismiss()
            }
        }
        .padding()
    }
}

struct InboxScreen: View {
    @State private var composing = false

    var body: some View {
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) {
                ComposeSheet()
            }
    }
}

#Preview {
    InboxScreen()
}
