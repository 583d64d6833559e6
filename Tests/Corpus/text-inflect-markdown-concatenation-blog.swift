// Demonstrates: a blog post's companion about text: automatic grammar agreement in a localized string (inflect), Markdown in a string literal, Text concatenation with its own modifiers, Text(date, style:), format styles in interpolation, a stepper that changes the count.
// Source: blog companion (a weekly SwiftUI blog's post on Text, its snippets gathered into one file); written for Vivarium in that style, not copied.
// First paste: ran

import SwiftUI

struct InflectionView: View {
    @State private var appleCount = 1
    @State private var progress = 0.25
    let launchDate = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        Form {
            Section("Grammar agreement") {
                Stepper(value: $appleCount, in: 0...10) {
                    Text("^[\(appleCount) apple](inflect: true)")
                }
                Text("You picked ^[\(appleCount) apple](inflect: true) today")
            }

            Section("Markdown") {
                Text("**Bold**, *italic* and `code` in one literal")
                Text("Visit [the blog](https://example.com) for more")
                Text(verbatim: "**not** markdown here")
            }

            Section("Concatenation") {
                Text("Total: ")
                    + Text("\(appleCount)").bold()
                    + Text(" items").foregroundColor(.secondary)
                Text(Image(systemName: "star.fill")) + Text(" Favorite")
            }

            Section("Formatting") {
                Text("Progress: \(progress, format: .percent)")
                Text(launchDate, style: .date)
                Text("Price: \(9.99, format: .currency(code: "EUR"))")
                Button("More progress") {
                    progress = min(1, progress + 0.25)
                }
            }
        }
    }
}

#Preview {
    InflectionView()
}
