// Demonstrates: Conway's Game of Life on a small board: `struct Cell: Hashable { let x: Int; let y: Int }` kept in a `Set<Cell>`, `neighbours` by a nested `for dx in -1...1` with `continue`, `func step()` computing the next generation with `reduce(into: [Cell: Int]())`, a `Grid` of `GridRow`s, `onTapGesture` toggling a cell, and `Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()` driving `.onReceive` only while `isRunning`.
// Source: learner's app (a Game of Life kata in SwiftUI, found through a search for game of life Set<Cell> neighbours Timer.publish); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Cell: Hashable {
    let x: Int
    let y: Int

    var neighbours: [Cell] {
        var result: [Cell] = []
        for dx in -1...1 {
            for dy in -1...1 {
                if dx == 0 && dy == 0 { continue }
                result.append(Cell(x: x + dx, y: y + dy))
            }
        }
        return result
    }
}

final class Life: ObservableObject {
    let size = 6
    @Published var alive: Set<Cell> = [Cell(x: 1, y: 2), Cell(x: 2, y: 2), Cell(x: 3, y: 2)]
    @Published var generation = 0

    func toggle(_ cell: Cell) {
        if alive.contains(cell) {
            alive.remove(cell)
        } else {
            alive.insert(cell)
        }
    }

    func step() {
        let counts = alive.flatMap(\.neighbours).reduce(into: [Cell: Int]()) { counts, cell in
            counts[cell, default: 0] += 1
        }
        alive = Set(counts.compactMap { cell, count in
            let inside = (0..<size).contains(cell.x) && (0..<size).contains(cell.y)
            guard inside else { return nil }
            return count == 3 || (count == 2 && alive.contains(cell)) ? cell : nil
        })
        generation += 1
    }
}

struct LifeView: View {
    @StateObject private var life = Life()
    @State private var isRunning = false
    private let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("Generation \(life.generation) · \(life.alive.count) alive")
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                ForEach(0..<life.size, id: \.self) { y in
                    GridRow {
                        ForEach(0..<life.size, id: \.self) { x in
                            Rectangle()
                                .fill(life.alive.contains(Cell(x: x, y: y)) ? Color.green : Color.gray.opacity(0.2))
                                .frame(width: 30, height: 30)
                                .onTapGesture { life.toggle(Cell(x: x, y: y)) }
                        }
                    }
                }
            }
            HStack {
                Button(isRunning ? "Pause" : "Run") { isRunning.toggle() }
                Button("Step") { life.step() }
            }
        }
        .onReceive(timer) { _ in
            if isRunning { life.step() }
        }
    }
}

#Preview {
    LifeView()
}
