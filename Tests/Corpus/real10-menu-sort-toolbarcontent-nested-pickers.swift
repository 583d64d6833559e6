// Demonstrates: a to-do list's sort menu as several learners write it: `struct TodoToolbar: ToolbarContent` with `var body: some ToolbarContent { ToolbarItem { Menu { … } label: { … } } }` used inside `.toolbar { TodoToolbar(…) }`, enums with `imageName` computed by a `switch` returning bare strings, a nested `Menu("Sort By") { Picker(…) Picker(…) }`, `SwiftUI.Menu` spelled with the module, `Menu("Sort", systemImage:) { Picker("Sort", selection: $sortOrder) { Text(…).tag(["Name"]) } }` over an `[String]` selection, `.pickerStyle(.inline)`, a `Button(role: .destructive)` in the menu with a `.confirmationDialog`, and a list sorted by a `switch` on the chosen order.
// Source: learner's app (several learners' to-do and utility apps' sort menus; repositories kmnemon/swiftuiutility, FaberDS/sui_todo and GrocerEase-App/GrocerEase studied, and a to-do toolbar found through a search, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: failed at load: real10-menu-sort-toolbarcontent-nested-pickers.swift:36:21: error: not supported in the playground: 'ToolbarContent'
import SwiftUI

enum SortByMenu: String, CaseIterable {
    case date = "Date"
    case title = "Title"

    var imageName: String {
        switch self {
        case .date: "calendar"
        case .title: "rectangle.and.pencil.and.ellipsis"
        }
    }
}

enum Order: String, CaseIterable {
    case ascending = "ascending"
    case descending = "descending"

    var imageName: String {
        switch self {
        case .ascending: "arrowshape.up.fill"
        case .descending: "arrowshape.down.fill"
        }
    }
}

struct Todo: Identifiable {
    let id = UUID()
    var title: String
    var date: Date
}

struct TodoToolbar: ToolbarContent {
    @Binding var sortBy: SortByMenu
    @Binding var order: Order
    var onDeleteAll: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            SwiftUI.Menu {
                Menu("Sort By") {
                    Picker("Sort By", selection: $sortBy) {
                        ForEach(SortByMenu.allCases, id: \.self) { option in
                            Label(option.rawValue, systemImage: option.imageName)
                        }
                    }
                    Picker("Order", selection: $order) {
                        ForEach(Order.allCases, id: \.self) { order in
                            Label(order.rawValue.capitalized, systemImage: order.imageName)
                        }
                    }
                }
                Divider()
                Button(role: .destructive) {
                    onDeleteAll()
                } label: {
                    Label("Delete All", systemImage: "trash")
                }
            } label: {
                Label("Sort", systemImage: "arrow.up.arrow.down")
            }
        }
    }
}

struct TodoListView: View {
    @State private var todos: [Todo] = [
        Todo(title: "Buy milk", date: Date(timeIntervalSinceReferenceDate: 700_000_000)),
        Todo(title: "Call mom", date: Date(timeIntervalSinceReferenceDate: 700_100_000)),
        Todo(title: "Answer email", date: Date(timeIntervalSinceReferenceDate: 699_900_000)),
    ]
    @State private var sortBy: SortByMenu = .date
    @State private var order: Order = .ascending
    @State private var confirmDelete = false

    var sortedTodos: [Todo] {
        let sorted: [Todo]
        switch sortBy {
        case .date:
            sorted = todos.sorted { $0.date < $1.date }
        case .title:
            sorted = todos.sorted { $0.title < $1.title }
        }
        return order == .ascending ? sorted : sorted.reversed()
    }

    var body: some View {
        NavigationStack {
            List(sortedTodos) { todo in
                Text(todo.title)
            }
            .navigationTitle("Todos")
            .toolbar {
                TodoToolbar(sortBy: $sortBy, order: $order) {
                    confirmDelete = true
                }
            }
            .confirmationDialog("Delete all todos?", isPresented: $confirmDelete, titleVisibility: .visible) {
                Button("Delete All", role: .destructive) {
                    todos.removeAll()
                }
            }
            .safeAreaInset(edge: .bottom) {
                MenuView()
            }
        }
    }
}

struct MenuView: View {
    @State private var sortOrder: [String] = [""]

    var body: some View {
        Menu("Sort", systemImage: "arrow.up.arrow.down"){
            Picker("Sort", selection: $sortOrder) {
                Text("Sort by Name")
                    .tag([
                        "Name"
                    ])
                Text("Sort by Join Date")
                    .tag([
                        "Date"
                    ])
            }
            .pickerStyle(.inline)
        }

        Text("Your choice is: \(sortOrder[0])")
    }
}

#Preview {
    TodoListView()
}
