// Demonstrates: several named #Preview blocks; the first one is the one mounted.
import SwiftUI

struct Badge: View {
    let text: String
    var highlighted = false

    var body: some View {
        Text(text)
            .padding(8)
            .background(highlighted ? Color.yellow : Color.gray.opacity(0.2))
            .clipShape(Capsule())
    }
}

struct BadgeList: View {
    @State private var highlighted = false

    var body: some View {
        VStack {
            Badge(text: "New", highlighted: highlighted)
            Badge(text: "Sale", highlighted: highlighted)
            Button("Highlight all") { highlighted.toggle() }
        }
    }
}

#Preview("Badge list") {
    BadgeList()
}

#Preview("Single badge") {
    Badge(text: "Solo", highlighted: true)
}
