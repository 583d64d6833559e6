// Demonstrates: @Observable model objects in an array, @Bindable in a child editor view for $-bindings, a derived count in the parent, ForEach over reference types, a NavigationLink to the editor.
import SwiftUI
import Observation

@Observable
class TaskItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
    var priority = 1

    init(title: String) {
        self.title = title
    }
}

@Observable
class TaskBoard {
    var items: [TaskItem] = [TaskItem(title: "Write tests"), TaskItem(title: "Ship release")]
    var doneCount: Int { items.filter(\.isDone).count }
}

struct TaskEditorView: View {
    @Bindable var item: TaskItem

    var body: some View {
        Form {
            TextField("Title", text: $item.title)
            Toggle("Done", isOn: $item.isDone)
            Stepper("Priority \(item.priority)", value: $item.priority, in: 1...3)
        }
        .navigationTitle(item.title)
    }
}

struct TaskBoardView: View {
    @State private var board = TaskBoard()

    var body: some View {
        NavigationStack {
            List {
                ForEach(board.items) { item in
                    NavigationLink {
                        TaskEditorView(item: item)
                    } label: {
                        HStack {
                            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                            Text(item.title)
                        }
                    }
                }
                Text("\(board.doneCount) of \(board.items.count) done")
                Button("Complete all") {
                    for item in board.items { item.isDone = true }
                }
                Button("Add task") {
                    board.items.append(TaskItem(title: "Task \(board.items.count + 1)"))
                }
            }
            .navigationTitle("Board")
        }
    }
}

#Preview {
    TaskBoardView()
}
