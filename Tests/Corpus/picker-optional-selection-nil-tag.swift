// Demonstrates: a Picker bound to an optional enum — a "None" row tagged `nil as Category?`, each case tagged Optional(case), .pickerStyle(.menu) and .inline, a LabeledContent summary, and a Button that clears the selection.
import SwiftUI

enum Category: String, CaseIterable, Identifiable {
    case work, home, errands

    var id: Self { self }

    var title: String {
        switch self {
        case .work: "Work"
        case .home: "Home"
        case .errands: "Errands"
        }
    }

    var symbol: String {
        switch self {
        case .work: "briefcase"
        case .home: "house"
        case .errands: "cart"
        }
    }
}

enum Priority: Int, CaseIterable, Comparable {
    case low = 1, medium, high

    static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    var label: String { String(describing: self).capitalized }
}

struct NewTaskForm: View {
    @State private var title = ""
    @State private var category: Category?
    @State private var priority: Priority? = .medium

    private var summary: String {
        let cat = category?.title ?? "Uncategorized"
        let pri = priority.map { "\($0.label) (\($0.rawValue))" } ?? "No priority"
        return "\(cat) · \(pri)"
    }

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $title)
                Picker("Category", selection: $category) {
                    Text("None").tag(nil as Category?)
                    ForEach(Category.allCases) { category in
                        Label(category.title, systemImage: category.symbol)
                            .tag(Optional(category))
                    }
                }
                .pickerStyle(.menu)
            }

            Section("Priority") {
                Picker("Priority", selection: $priority) {
                    ForEach(Priority.allCases.sorted(by: >), id: \.self) { level in
                        Text(level.label).tag(level as Priority?)
                    }
                    Text("Unset").tag(Priority?.none)
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }

            Section {
                LabeledContent("Summary", value: summary)
                Button("Clear category") {
                    category = nil
                }
                .disabled(category == nil)
                Button("Make it urgent work") {
                    category = .work
                    priority = Priority.allCases.max()
                }
            }
        }
        .onChange(of: category) { old, new in
            print("category: \(String(describing: old)) -> \(String(describing: new))")
        }
        .onChange(of: priority) {
            print("priority now \(priority?.label ?? "nil"), is high: \(priority.map { $0 >= .high } ?? false)")
        }
    }
}

#Preview {
    NewTaskForm()
}
