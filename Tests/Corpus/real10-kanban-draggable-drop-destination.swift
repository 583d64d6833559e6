// Demonstrates: a kanban board from a conference session's drag-and-drop demo as learners retype it: three `@State` arrays of `String` tasks, a `BoardView(title:tasks:)` drawing cards in a `ZStack` over `RoundedRectangle(...).foregroundColor(Color(.secondarySystemFill))`, `.draggable(task)` on each card, `.dropDestination(for: String.self) { items, location in inProgressTasks += items; return true } isTargeted: { isTargeted = $0 }` with the "drag and drop makes a copy" comment, removal from the other columns in the drop, a `Transferable` struct with `CodableRepresentation(contentType: .json)` beside it, `Color(uiColor: .secondarySystemGroupedBackground)`, and `.previewInterfaceOrientation(.landscapeRight)`.
// Source: learner's app (learners' retypings of a conference session's kanban drag-and-drop demo; repositories siddharth-kothari-spk/SwiftUISamples and petrdragonman/DragDropObject studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UniformTypeIdentifiers

struct DraggableCard: Transferable, Identifiable, Hashable, Codable {
    let id: UUID
    let title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
    }
}

struct ContentView: View {

    @State private var toDoTasks: [String] = ["@Observable Migration", "Keyframe Animations", "Migrate to SwiftData"]
    @State private var inProgressTasks: [String] = []
    @State private var doneTasks: [String] = []

    @State private var isToDoTargeted = false
    @State private var isInProgressTargeted = false
    @State private var isDoneTargeted = false

    var body: some View {
        VStack {
            HStack(spacing: 12) {
                BoardView(title: "To Do", tasks: toDoTasks, isTargeted: isToDoTargeted)
                    .dropDestination(for: String.self) { items, location in
                        for task in items {
                            inProgressTasks.removeAll { $0 == task }
                            doneTasks.removeAll { $0 == task }
                        }
                        // by default drag and drop creates a copy and not passed by reference
                        let totalTasks = toDoTasks + items
                        toDoTasks = Array(totalTasks.uniqued())
                        return true
                    } isTargeted: { isTargeted in
                        isToDoTargeted = isTargeted
                    }

                BoardView(title: "In Progress", tasks: inProgressTasks, isTargeted: isInProgressTargeted)
                    .dropDestination(for: String.self) { items, location in
                        for task in items {
                            toDoTasks.removeAll { $0 == task }
                            doneTasks.removeAll { $0 == task }
                        }
                        inProgressTasks += items
                        return true
                    } isTargeted: { isTargeted in
                        isInProgressTargeted = isTargeted
                    }

                BoardView(title: "Done", tasks: doneTasks, isTargeted: isDoneTargeted)
                    .dropDestination(for: String.self) { items, location in
                        for task in items {
                            toDoTasks.removeAll { $0 == task }
                            inProgressTasks.removeAll { $0 == task }
                        }
                        doneTasks += items
                        return true
                    } isTargeted: { isTargeted in
                        isDoneTargeted = isTargeted
                    }
            }
            // no drag on a test device: a button moves the first task along
            Button("Start first task") {
                guard let first = toDoTasks.first else { return }
                toDoTasks.removeFirst()
                inProgressTasks.append(first)
            }
        }
        .padding()
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

struct BoardView: View {

    let title: String
    let tasks: [String]
    let isTargeted: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.footnote.bold())

            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .frame(maxWidth: .infinity)
                    .foregroundColor(isTargeted ? .teal.opacity(0.15) : Color(.secondarySystemFill))

                VStack(alignment: .leading, spacing: 12) {
                    ForEach(tasks, id: \.self) { task in
                        Text(task)
                            .padding(12)
                            .background(Color(uiColor: .secondarySystemGroupedBackground))
                            .cornerRadius(8)
                            .shadow(radius: 1, x: 1, y: 1)
                            .draggable(task)
                    }
                    Spacer()
                }
                .padding(.vertical)
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView().previewInterfaceOrientation(.landscapeRight)
    }
}
