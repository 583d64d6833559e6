// Demonstrates: multi-selection in a LazyVGrid with a Set of ids — insert/remove toggles, contains checks, selection count in the toolbar, select all / clear, and a sorted summary.
import SwiftUI

struct Emoji: Identifiable, Hashable {
    let id: String
    var name: String { id }
}

struct EmojiPicker: View {
    private let emojis = ["🍎", "🍌", "🍇", "🥝", "🍒", "🍑"].map(Emoji.init)
    @State private var selected: Set<String> = []
    private let columns = Array(repeating: GridItem(.flexible()), count: 3)

    var body: some View {
        NavigationStack {
            LazyVGrid(columns: columns) {
                ForEach(emojis) { emoji in
                    Button {
                        if selected.contains(emoji.id) {
                            selected.remove(emoji.id)
                        } else {
                            selected.insert(emoji.id)
                        }
                    } label: {
                        Text(emoji.name)
                            .padding()
                            .background(selected.contains(emoji.id) ? Color.yellow : Color.clear)
                    }
                }
            }
            .navigationTitle("\(selected.count) selected")
            .toolbar {
                Button("All") { selected = Set(emojis.map(\.id)) }
                Button("Clear") { selected.removeAll() }
            }
            .onChange(of: selected) { old, new in
                let added = new.subtracting(old)
                let removed = old.subtracting(new)
                print("added \(added.sorted()), removed \(removed.sorted()), now \(new.count)")
            }
        }
    }
}

#Preview {
    EmojiPicker()
}
