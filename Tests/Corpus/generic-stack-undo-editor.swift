// Demonstrates: a generic struct Stack<Element> with mutating methods and a computed property, used inside an ObservableObject for undo/redo; private(set); guard let; buttons disabled by state.
import SwiftUI

struct Stack<Element> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }

    mutating func push(_ item: Element) {
        items.append(item)
    }

    @discardableResult
    mutating func pop() -> Element? {
        items.popLast()
    }

    mutating func removeAll() {
        items.removeAll()
    }
}

final class DrawingHistory: ObservableObject {
    @Published private(set) var strokes: [String] = []
    private var undoStack = Stack<[String]>()
    private var redoStack = Stack<[String]>()

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    func add(_ stroke: String) {
        undoStack.push(strokes)
        redoStack.removeAll()
        strokes.append(stroke)
    }

    func undo() {
        guard let previous = undoStack.pop() else { return }
        redoStack.push(strokes)
        strokes = previous
    }

    func redo() {
        guard let next = redoStack.pop() else { return }
        undoStack.push(strokes)
        strokes = next
    }
}

struct UndoEditorView: View {
    @StateObject private var history = DrawingHistory()
    @State private var counter = 1

    var body: some View {
        VStack(spacing: 16) {
            Text(history.strokes.isEmpty ? "Empty canvas" : history.strokes.joined(separator: " → "))
            HStack {
                Button("Draw") {
                    history.add("stroke \(counter)")
                    counter += 1
                }
                Button("Undo") { history.undo() }
                    .disabled(!history.canUndo)
                Button("Redo") { history.redo() }
                    .disabled(!history.canRedo)
            }
        }
        .padding()
        .onChange(of: history.strokes) { old, new in
            print("strokes \(old.count) -> \(new.count)")
        }
    }
}

#Preview {
    UndoEditorView()
}
