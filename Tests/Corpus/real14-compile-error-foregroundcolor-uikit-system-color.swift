// Demonstrates: a UIKit habit carried into SwiftUI: `.foregroundColor(.systemBlue)` names a `UIColor` class property where `foregroundColor(_:)` takes a `Color?`, which swiftc refuses ("type 'Color?' has no member 'systemBlue'"; `Color(.systemBlue)` or `Color(UIColor.systemBlue)` would do); the rest of the file, a tag list with counts, uses `Color(.systemGray6)` correctly.
// Source: learner's app (a UIKit developer's first SwiftUI screen, found through a search for foregroundColor systemBlue has no member Color UIColor SwiftUI); written for Vivarium in that style, not copied.
// First paste: ran
// expected-error: 47:56: type 'Color?' has no member 'systemBlue'
import SwiftUI

struct Tag: Identifiable, Hashable {
    let id: String
    var count: Int
}

class TagStore: ObservableObject {
    @Published var tags = [Tag(id: "swift", count: 12), Tag(id: "uikit", count: 4), Tag(id: "combine", count: 7)]

    func bump(_ tag: Tag) {
        if let index = tags.firstIndex(of: tag) {
            tags[index].count += 1
        }
    }
}

struct TagChip: View {
    let tag: Tag
    let selected: Bool

    var body: some View {
        HStack(spacing: 4) {
            Text("#\(tag.id)")
            Text("\(tag.count)")
                .font(.caption)
                .padding(.horizontal, 6)
                .background(Color(.systemGray6))
                .clipShape(Capsule())
        }
        .padding(8)
        .background(selected ? Color.blue.opacity(0.15) : Color.clear)
        .cornerRadius(8)
    }
}

struct TagsView: View {
    @StateObject private var store = TagStore()
    @State private var selected: Tag?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tags").font(.title).foregroundColor(.systemBlue)
            ForEach(store.tags) { tag in
                Button(action: {
                    selected = tag
                    store.bump(tag)
                }) {
                    TagChip(tag: tag, selected: selected?.id == tag.id)
                }
            }
        }
        .padding()
    }
}

struct TagsView_Previews: PreviewProvider {
    static var previews: some View {
        TagsView()
    }
}
