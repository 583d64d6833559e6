// Demonstrates: synthesized Equatable/Hashable/Comparable — Set membership, sorted(), == on structs, onChange on a struct.
import SwiftUI

struct Tag: Hashable, Comparable {
    let name: String
    var priority: Int

    static func < (lhs: Tag, rhs: Tag) -> Bool {
        lhs.priority < rhs.priority
    }
}

enum Size: Int, Comparable, CaseIterable {
    case small = 1, medium, large

    static func < (lhs: Size, rhs: Size) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct TagCloud: View {
    @State private var tags: Set<Tag> = [Tag(name: "swift", priority: 2), Tag(name: "ui", priority: 1)]
    @State private var current = Tag(name: "new", priority: 0)
    @State private var size: Size = .small

    var body: some View {
        VStack {
            ForEach(tags.sorted(), id: \.self) { tag in
                Text("\(tag.name) (\(tag.priority))")
            }
            Text(tags.contains(current) ? "current is in the set" : "current is new")
            Text(size > .small ? "big" : "small")
            Button("Insert current") { tags.insert(current) }
            Button("Bump current") { current.priority += 1 }
            Button("Grow") { size = size == .small ? .medium : .large }
        }
        .onChange(of: current) { old, new in
            print("current changed: \(old == new ? "same" : "different")")
        }
    }
}

#Preview {
    TagCloud()
}
