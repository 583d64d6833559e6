// Demonstrates: Identifiable structs with UUID ids, toggling through a binding in ForEach($todos), onDelete.
import SwiftUI

struct Todo: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var done = false
}

struct TodoListView: View {
    @State private var todos = [Todo(title: "Buy milk"), Todo(title: "Walk dog")]

    var body: some View {
        List {
            ForEach($todos) { $todo in
                Toggle(todo.title, isOn: $todo.done)
            }
            .onDelete { offsets in
                todos.remove(atOffsets: offsets)
            }
            Text("\(todos.filter { $0.done }.count) done")
            Button("Add todo") { todos.append(Todo(title: "Todo \(todos.count + 1)")) }
        }
    }
}

#Preview {
    TodoListView()
}
