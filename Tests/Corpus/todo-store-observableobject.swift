// Demonstrates: an ObservableObject store of Codable Identifiable todos: onTapGesture toggles, onDelete, a sheet that adds through @ObservedObject and dismisses.
// Source: learner's app (a first to-do list); written for Vivarium in that style, not copied.
// First paste: ran
//
//  TodoListView.swift
//  Todos
//

import SwiftUI

struct TodoItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var isDone = false
    var createdAt = Date()
}

class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = []

    var remaining: Int {
        items.filter { !$0.isDone }.count
    }

    init() {
        items = [
            TodoItem(title: "Buy milk"),
            TodoItem(title: "Walk the dog", isDone: true),
            TodoItem(title: "Call mom")
        ]
    }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(title: trimmed))
    }

    func toggle(_ item: TodoItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index].isDone.toggle()
        }
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}

struct TodoListView: View {
    @StateObject private var store = TodoStore()
    @State private var newTitle = ""
    @State private var showingAdd = false

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("\(store.remaining) left")) {
                    ForEach(store.items) { item in
                        HStack {
                            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                                .foregroundColor(item.isDone ? .green : .gray)
                            Text(item.title)
                                .strikethrough(item.isDone)
                            Spacer()
                        }
                        .contentShape(Rectangle())
                        .onTapGesture {
                            store.toggle(item)
                        }
                    }
                    .onDelete(perform: store.delete)
                }
            }
            .navigationTitle("Todos")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(action: { showingAdd = true }) {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddTodoView(store: store)
            }
        }
    }
}

struct AddTodoView: View {
    @ObservedObject var store: TodoStore
    @Environment(\.dismiss) var dismiss
    @State private var title = "Water plants"

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Button("Save") {
                store.add(title)
                print("items:", store.items.count, "remaining:", store.remaining)
                dismiss()
            }
        }
    }
}

struct TodoListView_Previews: PreviewProvider {
    static var previews: some View {
        TodoListView()
    }
}
