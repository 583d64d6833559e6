// Demonstrates: what a developer gets by starting from an Xcode app template and replacing SwiftData with a plain `@Observable` store: `NavigationSplitView` with `List(selection:)` over `Item.ID?`, `@Bindable` detail editing, `.onDelete(perform: deleteItems)` with `withAnimation`, `ToolbarItem(placement: .navigationBarTrailing) { EditButton() }`, `Item(timestamp: Date())`, `Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))`, `ContentUnavailableView` for no selection.
// Source: Xcode template (the iOS App template's ContentView, its SwiftData swapped for an @Observable store by a learner); written for Vivarium in that style, not copied.
// First paste: failed at tap "6/9/2025, 9:41:00 AM": wrong behaviour: warned that no navigationDestination matches `UUID` and did not select the row (iOS: a `NavigationLink(value:)` in a `List(selection:)` of the same type selects it)
import SwiftUI

@Observable
final class Item: Identifiable {
    let id = UUID()
    var timestamp: Date
    var note = ""

    init(timestamp: Date) {
        self.timestamp = timestamp
    }
}

@Observable
final class ItemStore {
    var items: [Item] = []

    func item(with id: Item.ID?) -> Item? {
        items.first { $0.id == id }
    }
}

struct ContentView: View {
    @State private var store = ItemStore()
    @State private var selection: Item.ID?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(store.items) { item in
                    NavigationLink(value: item.id) {
                        Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))
                    }
                }
                .onDelete(perform: deleteItems)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                ToolbarItem {
                    Button(action: addItem) {
                        Label("Add Item", systemImage: "plus")
                    }
                }
            }
        } detail: {
            if let item = store.item(with: selection) {
                ItemDetail(item: item)
            } else {
                ContentUnavailableView("Select an item", systemImage: "doc")
            }
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = Item(timestamp: Date())
            store.items.append(newItem)
            selection = newItem.id
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                if store.items[index].id == selection { selection = nil }
            }
            store.items.remove(atOffsets: offsets)
        }
    }
}

struct ItemDetail: View {
    @Bindable var item: Item

    var body: some View {
        Form {
            Text("Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))")
            TextField("Note", text: $item.note)
            Button("Touch") {
                item.timestamp = item.timestamp.addingTimeInterval(60)
                item.note += "!"
                print("note now \(item.note)")
            }
        }
    }
}

#Preview {
    ContentView()
}
