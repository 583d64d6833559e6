// Demonstrates: a toolbar Menu holding a Picker for the sort order and a Toggle, sorting with KeyPathComparator-free closures, and a filtered, sorted list.
import SwiftUI

struct Task2: Identifiable {
    let id = UUID()
    var title: String
    var priority: Int
    var due: Date
    var isDone = false
}

enum SortOrder: String, CaseIterable, Identifiable {
    case title = "Title"
    case priority = "Priority"
    case dueDate = "Due date"
    var id: String { rawValue }
}

struct TaskBoard: View {
    @State private var sortOrder: SortOrder = .priority
    @State private var hideDone = false
    @State private var tasks: [Task2] = {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        return [
            Task2(title: "Write release notes", priority: 2, due: now.addingTimeInterval(86_400 * 2)),
            Task2(title: "Fix login crash", priority: 1, due: now.addingTimeInterval(3_600), isDone: true),
            Task2(title: "Plan sprint", priority: 3, due: now.addingTimeInterval(86_400)),
        ]
    }()

    private var visibleTasks: [Task2] {
        let filtered = hideDone ? tasks.filter { !$0.isDone } : tasks
        switch sortOrder {
        case .title: return filtered.sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
        case .priority: return filtered.sorted { $0.priority < $1.priority }
        case .dueDate: return filtered.sorted { $0.due < $1.due }
        }
    }

    var body: some View {
        NavigationStack {
            List(visibleTasks) { task in
                HStack {
                    Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                    Text(task.title)
                    Spacer()
                    Text("P\(task.priority)").foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort by", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                        Toggle("Hide completed", isOn: $hideDone)
                        Divider()
                        Button("Sort by title") { sortOrder = .title }
                    } label: {
                        Label("Options", systemImage: "line.3.horizontal.decrease.circle")
                    }
                }
            }
            .onChange(of: sortOrder) {
                print("sorted by \(sortOrder.rawValue): \(visibleTasks.map(\.title))")
            }
        }
    }
}

#Preview {
    TaskBoard()
}
