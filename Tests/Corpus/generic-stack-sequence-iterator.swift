// Demonstrates: a generic `Stack<Element>` value type conforming to `Sequence` through its own `IteratorProtocol` struct, `ExpressibleByArrayLiteral`, `CustomStringConvertible` when elements are, and an undo history built on it in a view.
import SwiftUI

struct Stack<Element> {
    private var storage: [Element] = []

    var top: Element? { storage.last }
    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }

    mutating func push(_ element: Element) {
        storage.append(element)
    }

    @discardableResult
    mutating func pop() -> Element? {
        storage.popLast()
    }
}

extension Stack: Sequence {
    struct Iterator: IteratorProtocol {
        var remaining: [Element]
        mutating func next() -> Element? { remaining.popLast() }
    }

    func makeIterator() -> Iterator { Iterator(remaining: storage) }
}

extension Stack: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        storage = elements
    }
}

extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String { "[" + map(\.description).joined(separator: " ← ") + "]" }
}

struct DrawingEditor: View {
    @State private var strokes: Stack<String> = ["circle"]
    @State private var undone = Stack<String>()
    private let shapes = ["square", "triangle", "star"]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Top: \(strokes.top ?? "nothing")")
            Text("History: \(strokes.description)")
            HStack {
                Button("Draw") {
                    strokes.push(shapes[strokes.count % shapes.count])
                    undone = []
                }
                Button("Undo") {
                    if let last = strokes.pop() { undone.push(last) }
                    print("undo -> \(strokes), redo \(undone.count)")
                }
                .disabled(strokes.isEmpty)
                Button("Redo") {
                    if let last = undone.pop() { strokes.push(last) }
                    print("redo -> \(Array(strokes))")
                }
                .disabled(undone.isEmpty)
            }
        }
        .padding()
    }
}

#Preview {
    DrawingEditor()
}
