// Demonstrates: a 2D grid model as a struct with a nested array, mutating methods, subscript(row:column:) with get/set, neighbor counting with wrap-around modulo, Set of a Hashable struct for seeds, Timer.publish with autoconnect and onReceive, a generation counter, LazyVGrid of cells, and Equatable to detect a still life.
// Source: learner's app (a Game of Life built after a course's grids lesson); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

struct Position: Hashable {
    let row: Int
    let column: Int
}

struct Grid: Equatable {
    let rows: Int
    let columns: Int
    private var cells: [[Bool]]

    init(rows: Int, columns: Int, alive: Set<Position> = []) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: false, count: columns), count: rows)
        for position in alive { self[position.row, position.column] = true }
    }

    subscript(row: Int, column: Int) -> Bool {
        get { cells[(row + rows) % rows][(column + columns) % columns] }
        set { cells[(row + rows) % rows][(column + columns) % columns] = newValue }
    }

    var population: Int { cells.joined().filter { $0 }.count }

    func neighbors(of row: Int, _ column: Int) -> Int {
        var count = 0
        for dr in -1...1 {
            for dc in -1...1 where !(dr == 0 && dc == 0) {
                if self[row + dr, column + dc] { count += 1 }
            }
        }
        return count
    }

    mutating func step() {
        var next = self
        for row in 0..<rows {
            for column in 0..<columns {
                let n = neighbors(of: row, column)
                next[row, column] = self[row, column] ? (n == 2 || n == 3) : n == 3
            }
        }
        self = next
    }

    var picture: String {
        cells.map { row in String(row.map { $0 ? "#" : "." }) }.joined(separator: "\n")
    }
}

struct LifeView: View {
    static let glider: Set<Position> = [Position(row: 0, column: 1), Position(row: 1, column: 2),
                                        Position(row: 2, column: 0), Position(row: 2, column: 1), Position(row: 2, column: 2)]
    @State private var grid = Grid(rows: 6, columns: 6, alive: LifeView.glider)
    @State private var generation = 0
    @State private var running = false
    private let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("Generation \(generation), population \(grid.population)")
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(12), spacing: 2), count: grid.columns), spacing: 2) {
                ForEach(0..<(grid.rows * grid.columns), id: \.self) { index in
                    Rectangle()
                        .fill(grid[index / grid.columns, index % grid.columns] ? Color.primary : Color.clear)
                        .frame(width: 12, height: 12)
                }
            }
            Button(running ? "Pause" : "Run") { running.toggle() }
            Button("Step") { advance() }
            Button("Block") {
                grid = Grid(rows: 4, columns: 4, alive: [Position(row: 1, column: 1), Position(row: 1, column: 2),
                                                         Position(row: 2, column: 1), Position(row: 2, column: 2)])
                generation = 0
            }
        }
        .onReceive(timer) { _ in
            if running { advance() }
        }
    }

    private func advance() {
        let before = grid
        grid.step()
        generation += 1
        print("gen \(generation):\n\(grid.picture)")
        if before == grid { print("still life"); running = false }
    }
}

#Preview {
    LifeView()
}
