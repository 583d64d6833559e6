// Demonstrates: an @Observable list of @Observable items — rows take the item and use @Bindable for a Toggle and TextField, so editing one row re-renders only that row; a total in the parent.
import SwiftUI

@Observable
final class ChecklistItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false

    init(title: String) { self.title = title }
}

@Observable
final class Checklist {
    var items: [ChecklistItem] = [
        ChecklistItem(title: "Passport"),
        ChecklistItem(title: "Charger"),
        ChecklistItem(title: "Sunscreen"),
    ]

    var doneCount: Int { items.filter(\.isDone).count }

    func add(_ title: String) {
        items.append(ChecklistItem(title: title))
    }
}

struct ChecklistRow: View {
    @Bindable var item: ChecklistItem

    var body: some View {
        let _ = print("row body: \(item.title)")
        HStack {
            Toggle(isOn: $item.isDone) {
                TextField("Item", text: $item.title)
            }
        }
    }
}

struct PackingList: View {
    @State private var checklist = Checklist()

    var body: some View {
        List {
            Section("\(checklist.doneCount) of \(checklist.items.count) packed") {
                ForEach(checklist.items) { item in
                    ChecklistRow(item: item)
                }
            }
            Button("Add toothbrush") { checklist.add("Toothbrush") }
            Button("Pack first") { checklist.items.first?.isDone = true }
            Button("Rename last") { checklist.items.last?.title = "Adapter" }
        }
    }
}

#Preview {
    PackingList()
}
