// Demonstrates: a generic Stack<Element> struct with mutating push/pop, ExpressibleByArrayLiteral, Sequence with a custom IteratorProtocol, CustomStringConvertible with a where-clause extension for Element: CustomStringConvertible, peek via computed property, used as an undo/redo history in a drawing-steps view model; enums with associated values as commands.
// Source: course (a data-structures-in-Swift course's stack lesson, applied to an undo feature); written for Vivarium in that style, not copied.
// First paste: failed at tap "Down": generic-stack-sequence-undo.swift:63:65: error: not supported in the playground: 'x' on Tuple (not in the playground's standard library yet)
import SwiftUI

struct Stack<Element> {
    private var storage: [Element] = []

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var top: Element? { storage.last }

    mutating func push(_ element: Element) { storage.append(element) }

    @discardableResult
    mutating func pop() -> Element? { storage.popLast() }

    mutating func removeAll() { storage.removeAll() }
}

extension Stack: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        storage = elements
    }
}

struct StackIterator<Element>: IteratorProtocol {
    var remaining: [Element]
    mutating func next() -> Element? { remaining.popLast() }
}

extension Stack: Sequence {
    func makeIterator() -> StackIterator<Element> {
        StackIterator(remaining: storage)
    }
}

extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String { "[" + storage.map(\.description).joined(separator: " | ") + "⟩" }
}

enum Command: CustomStringConvertible, Equatable {
    case move(dx: Int, dy: Int)
    case color(String)
    case stamp

    var description: String {
        switch self {
        case let .move(dx, dy): return "move(\(dx),\(dy))"
        case .color(let name): return "color(\(name))"
        case .stamp: return "stamp"
        }
    }
}

@Observable
final class Sketch {
    var done: Stack<Command> = [.color("black")]
    var undone = Stack<Command>()

    var position: (x: Int, y: Int) {
        done.reduce((x: 0, y: 0)) { point, command in
            if case let .move(dx, dy) = command { return (point.x + dx, point.y + dy) }
            return point
        }
    }

    func perform(_ command: Command) {
        done.push(command)
        undone.removeAll()
        print("done: \(done)")
    }

    func undo() {
        guard let command = done.pop() else { return }
        undone.push(command)
        print("undid \(command); redo has \(undone.count)")
    }

    func redo() {
        guard let command = undone.pop() else { return }
        done.push(command)
        print("redid \(command)")
    }
}

struct SketchView: View {
    @State private var sketch = Sketch()

    var body: some View {
        VStack {
            Text("At \(sketch.position.x), \(sketch.position.y); \(sketch.done.count) steps")
            Text("Last: \(sketch.done.top?.description ?? "none")")
            HStack {
                Button("Right") { sketch.perform(.move(dx: 10, dy: 0)) }
                Button("Down") { sketch.perform(.move(dx: 0, dy: 5)) }
                Button("Stamp") { sketch.perform(.stamp) }
            }
            HStack {
                Button("Undo") { sketch.undo() }
                    .disabled(sketch.done.isEmpty)
                Button("Redo") { sketch.redo() }
                    .disabled(sketch.undone.isEmpty)
            }
            Button("List") {
                for (index, command) in sketch.done.enumerated() { print(index, command) }
                print(sketch.done.contains(.stamp), sketch.done.map(\.description).count)
            }
        }
    }
}

#Preview {
    SketchView()
}
