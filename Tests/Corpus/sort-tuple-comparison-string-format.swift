// Demonstrates: sorting tasks by several keys with tuple comparison in sorted(by:), String(format:) with padded numbers, a due-date countdown string, and a Menu choosing the sort.
import SwiftUI

struct TaskItem: Identifiable {
    let id = UUID()
    var title: String
    var priority: Int
    var minutes: Int
    var done = false
}

enum SortOrder: String, CaseIterable, Identifiable {
    case priority = "Priority", duration = "Duration", title = "Title"
    var id: Self { self }
}

struct TaskBoard: View {
    @State private var tasks = [
        TaskItem(title: "Email", priority: 2, minutes: 15),
        TaskItem(title: "Report", priority: 1, minutes: 90),
        TaskItem(title: "Call", priority: 2, minutes: 5),
        TaskItem(title: "Backup", priority: 3, minutes: 5, done: true),
    ]
    @State private var order: SortOrder = .priority

    private var sorted: [TaskItem] {
        switch order {
        case .priority:
            return tasks.sorted { ($0.done ? 1 : 0, $0.priority, $0.title) < ($1.done ? 1 : 0, $1.priority, $1.title) }
        case .duration:
            return tasks.sorted { ($0.minutes, $0.title) < ($1.minutes, $1.title) }
        case .title:
            return tasks.sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
        }
    }

    private func clock(_ minutes: Int) -> String {
        String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    var body: some View {
        NavigationStack {
            List(sorted) { task in
                HStack {
                    Text("P\(task.priority)")
                        .font(.caption.monospaced())
                    Text(task.title)
                        .strikethrough(task.done)
                    Spacer()
                    Text(clock(task.minutes))
                        .monospacedDigit()
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                Menu {
                    Picker("Sort", selection: $order) {
                        ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button("Cycle order") {
                    let all = SortOrder.allCases
                    order = all[(all.firstIndex(of: order)! + 1) % all.count]
                    print(order.rawValue, sorted.map(\.title), String(format: "total %.1f h", Double(tasks.map(\.minutes).reduce(0, +)) / 60))
                }
            }
        }
    }
}

#Preview {
    TaskBoard()
}
