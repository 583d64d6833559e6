// Demonstrates: a toolbar `Menu { … } label: { … } primaryAction: { … }` (tap adds, long-press opens), `Menu` with `Picker(selection:) { … }` using `.pickerStyle(.inline)` and a `Label` per option, `ControlGroup` of buttons, `Toggle` in a menu, `.menuOrder(.fixed)`, `.menuStyle(.button)` on an inline filter menu, and a filter over `Set<String>` tags with `isSubset(of:)`.
// Source: WWDC session sample (an iOS 16 session's menu demo with primary actions and control groups, found through a search for Menu primaryAction ControlGroup menuOrder pickerStyle inline Label); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Task13: Identifiable {
    let id = UUID()
    var title: String
    var tags: Set<String>
    var done = false
}

enum TaskFilter: String, CaseIterable, Identifiable {
    case all, open, done
    var id: Self { self }
    var icon: String {
        switch self {
        case .all: "tray"
        case .open: "circle"
        case .done: "checkmark.circle"
        }
    }
}

struct TaskBoard: View {
    @State private var tasks = [
        Task13(title: "Write tests", tags: ["dev"]),
        Task13(title: "Plan sprint", tags: ["team", "planning"]),
        Task13(title: "Fix crash", tags: ["dev", "urgent"], done: true),
    ]
    @State private var filter: TaskFilter = .all
    @State private var requiredTags: Set<String> = []
    @State private var showTags = true

    private var allTags: [String] { Array(Set(tasks.flatMap(\.tags))).sorted() }

    private var visible: [Task13] {
        tasks.filter { task in
            switch filter {
            case .all: true
            case .open: !task.done
            case .done: task.done
            }
        }
        .filter { requiredTags.isSubset(of: $0.tags) }
    }

    var body: some View {
        NavigationStack {
            List(visible) { task in
                VStack(alignment: .leading) {
                    Text(task.title).strikethrough(task.done)
                    if showTags {
                        Text(task.tags.sorted().joined(separator: " · ")).font(.caption)
                    }
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                Menu {
                    Picker("Filter", selection: $filter) {
                        ForEach(TaskFilter.allCases) { filter in
                            Label(filter.rawValue.capitalized, systemImage: filter.icon).tag(filter)
                        }
                    }
                    .pickerStyle(.inline)
                    ControlGroup {
                        ForEach(allTags, id: \.self) { tag in
                            Button(tag) {
                                if requiredTags.contains(tag) { requiredTags.remove(tag) } else { requiredTags.insert(tag) }
                            }
                        }
                    }
                    Toggle("Show tags", isOn: $showTags)
                } label: {
                    Label("Add", systemImage: "plus")
                } primaryAction: {
                    tasks.append(Task13(title: "New task \(tasks.count + 1)", tags: ["inbox"]))
                }
                .menuOrder(.fixed)
            }
            .safeAreaInset(edge: .bottom) {
                Menu("Filter: \(filter.rawValue)") {
                    ForEach(TaskFilter.allCases) { option in
                        Button(option.rawValue) { filter = option }
                    }
                }
                .menuStyle(.button)
                .padding()
            }
        }
    }
}

#Preview {
    TaskBoard()
}
