// Demonstrates: a whole to-do app pasted as one file in iOS 14 style: an `ObservableObject` store with `@Published` items and a sort enum, `@StateObject` in the `App`, `NavigationView` with `.navigationBarTitle` and `.navigationBarItems(leading: EditButton(), trailing:)`, an `ActionSheet` picking the sort, `Alert` with primary and secondary buttons to clear, `.onDelete`/`.onMove`, a sheet with `presentationMode` dismiss, and a `PreviewProvider`.
// Source: learner's app (a first to-do app from 2020-era tutorials, found through a search for ObservableObject NavigationView ActionSheet navigationBarItems EditButton); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct TodoItem: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isDone: Bool = false
    var priority: Priority = .normal
    var created: Date = Date()
}

enum Priority: Int, CaseIterable {
    case low, normal, high

    var label: String {
        switch self {
        case .low: return "Low"
        case .normal: return "Normal"
        case .high: return "High"
        }
    }

    var color: Color {
        switch self {
        case .low: return .gray
        case .normal: return .blue
        case .high: return .red
        }
    }
}

enum SortOrder {
    case title, priority, done
}

class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = []
    @Published var sortOrder: SortOrder = .priority

    init() {
        items = [
            TodoItem(title: "Buy milk", priority: .high),
            TodoItem(title: "Walk the dog"),
            TodoItem(title: "Read a chapter", priority: .low)
        ]
        print("TodoStore init with \(items.count) items")
    }

    var sortedItems: [TodoItem] {
        switch sortOrder {
        case .title:
            return items.sorted { $0.title < $1.title }
        case .priority:
            return items.sorted { $0.priority.rawValue > $1.priority.rawValue }
        case .done:
            return items.sorted { !$0.isDone && $1.isDone }
        }
    }

    var remaining: Int {
        items.filter { !$0.isDone }.count
    }

    func add(_ title: String, priority: Priority) {
        let item = TodoItem(title: title, priority: priority)
        items.append(item)
        print("added \(title)")
    }

    func toggle(_ item: TodoItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index].isDone.toggle()
        }
    }

    func delete(at offsets: IndexSet) {
        let sorted = sortedItems
        for offset in offsets {
            let id = sorted[offset].id
            items.removeAll { $0.id == id }
        }
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }
}

struct TodoRow: View {
    let item: TodoItem
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button(action: onToggle) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(item.isDone ? .green : .secondary)
            }
            .buttonStyle(PlainButtonStyle())
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundColor(item.isDone ? .secondary : .primary)
            Spacer()
            Text(item.priority.label)
                .font(.caption)
                .padding(4)
                .background(item.priority.color.opacity(0.2))
                .cornerRadius(4)
        }
    }
}

struct AddTodoView: View {
    @Environment(\.presentationMode) var presentationMode
    @ObservedObject var store: TodoStore
    @State private var title = ""
    @State private var priority = Priority.normal

    var body: some View {
        NavigationView {
            Form {
                TextField("Title", text: $title)
                Picker("Priority", selection: $priority) {
                    ForEach(Priority.allCases, id: \.self) { p in
                        Text(p.label).tag(p)
                    }
                }
            }
            .navigationBarTitle("New Todo", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Save") {
                    store.add(title.isEmpty ? "Untitled" : title, priority: priority)
                    presentationMode.wrappedValue.dismiss()
                }
            )
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var store: TodoStore
    @State private var showingAdd = false
    @State private var showingSort = false
    @State private var showingClear = false

    var body: some View {
        NavigationView {
            VStack {
                Text("\(store.remaining) remaining")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                List {
                    ForEach(store.sortedItems) { item in
                        TodoRow(item: item) {
                            store.toggle(item)
                        }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                }
                HStack {
                    Button("Sort") { showingSort = true }
                    Spacer()
                    Button("Clear All") { showingClear = true }
                        .foregroundColor(.red)
                }
                .padding()
            }
            .navigationBarTitle("Todos")
            .navigationBarItems(leading: EditButton(), trailing:
                Button(action: { showingAdd = true }) {
                    Image(systemName: "plus")
                }
            )
            .sheet(isPresented: $showingAdd) {
                AddTodoView(store: store)
            }
            .actionSheet(isPresented: $showingSort) {
                ActionSheet(title: Text("Sort by"), message: nil, buttons: [
                    .default(Text("Title")) { store.sortOrder = .title },
                    .default(Text("Priority")) { store.sortOrder = .priority },
                    .default(Text("Done last")) { store.sortOrder = .done },
                    .cancel()
                ])
            }
            .alert(isPresented: $showingClear) {
                Alert(title: Text("Clear all todos?"),
                      message: Text("This cannot be undone."),
                      primaryButton: .destructive(Text("Clear")) {
                          store.items.removeAll()
                      },
                      secondaryButton: .cancel())
            }
        }
    }
}

@main
struct TodoApp: App {
    @StateObject private var store = TodoStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environmentObject(TodoStore())
    }
}
