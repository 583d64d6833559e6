// Demonstrates: Markdown in Text literals, AttributedString(markdown:) with a tinted run, and Text(verbatim:) leaving the asterisks alone.
import SwiftUI

struct ReleaseNotesView: View {
    @State private var showRaw = false
    private let notes = "**New:** dark mode and *faster* sync. See [the blog](https://example.com/blog)."

    private var highlighted: AttributedString {
        var text = (try? AttributedString(markdown: notes)) ?? AttributedString(notes)
        if let range = text.range(of: "dark mode") {
            text[range].foregroundColor = .purple
        }
        return text
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("**Version 2.0** is *here*")
            if showRaw {
                Text(verbatim: notes)
            } else {
                Text(highlighted)
            }
            Text(LocalizedStringKey(notes))
            Button(showRaw ? "Show formatted" : "Show raw") {
                showRaw.toggle()
                print(String(highlighted.characters))
            }
        }
        .padding()
    }
}

#Preview {
    ReleaseNotesView()
}
