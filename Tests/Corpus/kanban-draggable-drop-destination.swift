// Demonstrates: a small kanban board — Transferable String payloads with .draggable(_:) on cards and .dropDestination(for: String.self) on columns that move a task between arrays, plus explicit move buttons for when dragging is not available.
import SwiftUI

struct KanbanTask: Identifiable, Hashable {
    let id: UUID = UUID()
    var title: String
}

enum Column: String, CaseIterable, Identifiable {
    case todo = "To Do"
    case doing = "Doing"
    case done = "Done"
    var id: String { rawValue }

    var next: Column? {
        let all = Column.allCases
        let index = all.firstIndex(of: self)!
        return index + 1 < all.count ? all[index + 1] : nil
    }
}

@Observable
final class Board {
    var columns: [Column: [KanbanTask]] = [
        .todo: [KanbanTask(title: "Sketch UI"), KanbanTask(title: "Write copy")],
        .doing: [KanbanTask(title: "Build API")],
        .done: [],
    ]

    func move(title: String, to destination: Column) -> Bool {
        for column in Column.allCases {
            if let index = columns[column]?.firstIndex(where: { $0.title == title }) {
                guard column != destination else { return false }
                let task = columns[column]!.remove(at: index)
                columns[destination, default: []].append(task)
                print("moved \(title): \(column.rawValue) -> \(destination.rawValue)")
                return true
            }
        }
        return false
    }
}

struct TaskCard: View {
    let task: KanbanTask
    let column: Column
    let advance: () -> Void

    var body: some View {
        HStack {
            Text(task.title)
            Spacer()
            if column.next != nil {
                Button("Advance", systemImage: "arrow.right", action: advance)
                    .labelStyle(.iconOnly)
            }
        }
        .padding(8)
        .background(.background, in: RoundedRectangle(cornerRadius: 8))
        .draggable(task.title)
    }
}

struct ColumnView: View {
    let column: Column
    let board: Board
    @State private var isTargeted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(column.rawValue) (\(board.columns[column]?.count ?? 0))")
                .font(.headline)
            ForEach(board.columns[column] ?? []) { task in
                TaskCard(task: task, column: column) {
                    if let next = column.next {
                        _ = board.move(title: task.title, to: next)
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .padding()
        .background(isTargeted ? Color.accentColor.opacity(0.2) : Color.gray.opacity(0.1))
        .dropDestination(for: String.self) { titles, _ in
            var moved = false
            for title in titles {
                moved = board.move(title: title, to: column) || moved
            }
            return moved
        } isTargeted: { targeted in
            isTargeted = targeted
        }
    }
}

struct KanbanBoardView: View {
    @State private var board = Board()

    var body: some View {
        HStack(alignment: .top) {
            ForEach(Column.allCases) { column in
                ColumnView(column: column, board: board)
            }
        }
        .padding()
    }
}

#Preview {
    KanbanBoardView()
}
