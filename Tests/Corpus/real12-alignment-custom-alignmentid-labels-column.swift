// Demonstrates: a custom horizontal alignment lining up a form's values across rows: `extension HorizontalAlignment { private struct ValueColumn: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] } }; static let valueColumn = HorizontalAlignment(ValueColumn.self) }`, `VStack(alignment: .valueColumn)` and `.alignmentGuide(.valueColumn) { d in d[.leading] }` on each value, plus an `.alignmentGuide(.leading) { d in d.width / 2 }` and `Alignment(horizontal: .valueColumn, vertical: .center)` in a `ZStack`.
// Source: blog companion code (a post on custom alignment guides with a profile card whose values line up, found through a search for AlignmentID defaultValue ViewDimensions alignmentGuide); written for Vivarium in that style, not copied.
// First paste: failed at mount: no initializer of 'HorizontalAlignment' matches the arguments
import SwiftUI

extension HorizontalAlignment {
    private struct ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

struct ProfileRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
                .foregroundStyle(.secondary)
            Text(value)
                .alignmentGuide(.valueColumn) { d in d[.leading] }
        }
    }
}

struct ProfileCard: View {
    @State private var showEmail = false

    var body: some View {
        VStack(alignment: .valueColumn, spacing: 6) {
            ProfileRow(label: "Name", value: "Ada Lovelace")
            ProfileRow(label: "Born", value: "1815")
            if showEmail {
                ProfileRow(label: "Email", value: "ada@example.com")
            }
            Button(showEmail ? "Hide email" : "Show email") {
                showEmail.toggle()
            }
            .alignmentGuide(.leading) { d in d.width / 2 }
        }
        .padding()
        .overlay(alignment: Alignment(horizontal: .valueColumn, vertical: .top)) {
            Circle().frame(width: 8, height: 8)
        }
    }
}

#Preview {
    ProfileCard()
}
