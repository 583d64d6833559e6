// Demonstrates: release notes rendered from Markdown strings: `try AttributedString(markdown: note, options: AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace))`, a fallback `AttributedString(note)` in `catch`, styling a found range with `if let range = text.range(of: "New") { text[range].foregroundColor = .green; text[range].font = .headline }`, counting `text.runs` with a link, `String(text.characters)`, and `Text(attributed)` in a `List`.
// Source: blog companion code (a post on AttributedString and Markdown parsing options for "What's new" screens, found through a search for MarkdownParsingOptions interpretedSyntax inlineOnlyPreservingWhitespace); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: 'MarkdownParsingOptions' on AttributedString (not in the playground's Foundation yet)
import SwiftUI

struct ReleaseNote: Identifiable {
    let id = UUID()
    let markdown: String
}

struct WhatsNewView: View {
    @State private var notes = [
        ReleaseNote(markdown: "New **dark mode** for the editor"),
        ReleaseNote(markdown: "Fixed a crash when *sharing*\n  links"),
        ReleaseNote(markdown: "Read the [full changelog](https://example.com/changes)")
    ]
    @State private var plainText = false

    func attributed(_ note: String) -> AttributedString {
        do {
            var text = try AttributedString(
                markdown: note,
                options: AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
            )
            if let range = text.range(of: "New") {
                text[range].foregroundColor = .green
                text[range].font = .headline
            }
            return text
        } catch {
            print("markdown error: \(error)")
            return AttributedString(note)
        }
    }

    var body: some View {
        List {
            Toggle("Plain text", isOn: $plainText)
            ForEach(notes) { note in
                if plainText {
                    Text(String(attributed(note.markdown).characters))
                } else {
                    Text(attributed(note.markdown))
                }
            }
            Button("Count runs") {
                for note in notes {
                    print(attributed(note.markdown).runs.count)
                }
            }
        }
    }
}

#Preview {
    WhatsNewView()
}
