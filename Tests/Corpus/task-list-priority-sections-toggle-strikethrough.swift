// Demonstrates: a to-do list grouped by priority enum in Sections, rows with a Button toggling done (checkmark image + .strikethrough), .onDelete per section, a "Show completed" Toggle filter, an add TextField with .onSubmit, .textInputAutocapitalization(.sentences) and @FocusState refocusing after add.
import SwiftUI

enum Priority: Int, CaseIterable, Comparable, Identifiable {
    case high = 0, medium, low
    var id: Int { rawValue }
    var title: String { ["High", "Medium", "Low"][rawValue] }
    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct TodoItem: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var priority: Priority
    var isDone = false
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(title: "File taxes", priority: .high),
        TodoItem(title: "Water plants", priority: .medium, isDone: true),
        TodoItem(title: "Sort photos", priority: .low),
    ]
    @State private var showCompleted = true
    @State private var newTitle = ""
    @State private var newPriority: Priority = .medium
    @FocusState private var addFieldFocused: Bool

    private func items(for priority: Priority) -> [TodoItem] {
        items.filter { $0.priority == priority && (showCompleted || !$0.isDone) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New task", text: $newTitle)
                            .textInputAutocapitalization(.sentences)
                            .focused($addFieldFocused)
                            .onSubmit(addItem)
                        Picker("Priority", selection: $newPriority) {
                            ForEach(Priority.allCases) { Text($0.title).tag($0) }
                        }
                        .labelsHidden()
                    }
                    Toggle("Show completed", isOn: $showCompleted)
                }
                ForEach(Priority.allCases) { priority in
                    let sectionItems = items(for: priority)
                    if !sectionItems.isEmpty {
                        Section(priority.title) {
                            ForEach(sectionItems) { item in
                                Button {
                                    toggle(item)
                                } label: {
                                    HStack {
                                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                                        Text(item.title)
                                            .strikethrough(item.isDone)
                                    }
                                }
                                .foregroundStyle(item.isDone ? .secondary : .primary)
                            }
                            .onDelete { offsets in
                                let ids = offsets.map { sectionItems[$0].id }
                                items.removeAll { ids.contains($0.id) }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Tasks")
            .onChange(of: items) { _, newItems in
                print("\(newItems.filter(\.isDone).count)/\(newItems.count) done")
            }
        }
    }

    private func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }

    private func addItem() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        items.append(TodoItem(title: title, priority: newPriority))
        newTitle = ""
        addFieldFocused = true
    }
}

#Preview {
    TodoListView()
}
