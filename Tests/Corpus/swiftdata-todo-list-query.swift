// Demonstrates: a SwiftData to-do list: @Model, @Query sorted by date, modelContext.insert from a toolbar button and delete from .onDelete.
import SwiftUI
import SwiftData

@Model
final class TodoItem {
    var title: String
    var isDone: Bool
    var createdAt: Date

    init(title: String, isDone: Bool = false, createdAt: Date = .now) {
        self.title = title
        self.isDone = isDone
        self.createdAt = createdAt
    }
}

struct ContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \TodoItem.createdAt) private var items: [TodoItem]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    HStack {
                        Text(item.title)
                        Spacer()
                        Button(item.isDone ? "Undo" : "Done") {
                            item.isDone.toggle()
                        }
                    }
                }
                .onDelete(perform: deleteItems)
            }
            .navigationTitle("Todos (\(items.count))")
            .toolbar {
                ToolbarItem {
                    Button("Add Item", action: addItem)
                }
            }
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = TodoItem(title: "Task \(items.count + 1)")
            modelContext.insert(newItem)
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                modelContext.delete(items[index])
            }
        }
    }
}

#Preview {
    ContentView()
        .modelContainer(for: TodoItem.self, inMemory: true)
}
