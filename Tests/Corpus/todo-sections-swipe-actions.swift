// Demonstrates: a todo list split into sections by a computed filter, swipeActions and contextMenu, onMove with EditButton, a priority enum with Comparable sorting, an add-field with onSubmit.
import SwiftUI

struct TodoItem: Identifiable, Hashable {
    enum Priority: Int, Comparable, CaseIterable {
        case low, medium, high

        static func < (lhs: Priority, rhs: Priority) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        var label: String {
            switch self {
            case .low: "Low"
            case .medium: "Medium"
            case .high: "High"
            }
        }
    }

    let id = UUID()
    var title: String
    var priority: Priority = .medium
    var isDone = false
}

struct TodoScreen: View {
    @State private var items: [TodoItem] = [
        TodoItem(title: "Pay rent", priority: .high),
        TodoItem(title: "Call mum"),
        TodoItem(title: "Water plants", priority: .low, isDone: true),
    ]
    @State private var newTitle = ""

    private var pending: [TodoItem] {
        items.filter { !$0.isDone }.sorted { $0.priority > $1.priority }
    }

    private var completed: [TodoItem] {
        items.filter(\.isDone)
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("New task", text: $newTitle)
                        .onSubmit(addItem)
                    Button("Add", action: addItem)
                        .disabled(newTitle.isEmpty)
                }

                Section("To do (\(pending.count))") {
                    ForEach(pending) { item in
                        row(for: item)
                    }
                    .onMove { source, destination in
                        items.move(fromOffsets: source, toOffset: destination)
                    }
                }

                if !completed.isEmpty {
                    Section("Done") {
                        ForEach(completed) { item in
                            row(for: item)
                        }
                    }
                }
            }
            .navigationTitle("Tasks")
            .toolbar { EditButton() }
        }
    }

    private func row(for item: TodoItem) -> some View {
        HStack {
            Button {
                toggle(item)
            } label: {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            Text(item.title)
                .strikethrough(item.isDone)
            Spacer()
            Text(item.priority.label)
                .font(.caption)
        }
        .swipeActions(edge: .trailing) {
            Button(role: .destructive) {
                items.removeAll { $0.id == item.id }
            } label: {
                Label("Delete", systemImage: "trash")
            }
        }
        .contextMenu {
            ForEach(TodoItem.Priority.allCases, id: \.self) { priority in
                Button(priority.label) {
                    setPriority(priority, for: item)
                }
            }
        }
    }

    private func addItem() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        items.append(TodoItem(title: title))
        newTitle = ""
    }

    private func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].isDone.toggle()
    }

    private func setPriority(_ priority: TodoItem.Priority, for item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].priority = priority
    }
}

#Preview {
    TodoScreen()
}
