// Demonstrates: a Minesweeper board as a learner writes it: `[[Square]]` rows in an `ObservableObject`, mines placed with a seeded generator conforming to `RandomNumberGenerator` (`struct SeededGenerator` with `mutating func next() -> UInt64`, used as `positions.shuffled(using: &generator)`), `adjacentMines` counted with index bounds checks, a recursive `reveal(row:column:)` flooding empty squares, `onTapGesture` and `onLongPressGesture` to flag, and a game-over alert.
// Source: learner's app (a Minesweeper clone from a SwiftUI course's final project, found through a search for minesweeper reveal recursive adjacent mines onLongPressGesture flag); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'RandomNumberGenerator'
import SwiftUI

struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

struct Square {
    var isMine = false
    var isRevealed = false
    var isFlagged = false
    var adjacentMines = 0
}

final class Minefield: ObservableObject {
    let rows = 5
    let columns = 5
    @Published var squares: [[Square]] = []
    @Published var isGameOver = false

    init(mines: Int = 4, seed: UInt64 = 7) {
        squares = Array(repeating: Array(repeating: Square(), count: columns), count: rows)
        var generator = SeededGenerator(state: seed)
        let positions = (0..<rows * columns).shuffled(using: &generator).prefix(mines)
        for position in positions {
            squares[position / columns][position % columns].isMine = true
        }
        for row in 0..<rows {
            for column in 0..<columns {
                squares[row][column].adjacentMines = countMines(row: row, column: column)
            }
        }
    }

    private func countMines(row: Int, column: Int) -> Int {
        var count = 0
        for r in max(row - 1, 0)...min(row + 1, rows - 1) {
            for c in max(column - 1, 0)...min(column + 1, columns - 1) where squares[r][c].isMine {
                count += 1
            }
        }
        return count
    }

    func reveal(row: Int, column: Int) {
        guard !squares[row][column].isRevealed, !squares[row][column].isFlagged else { return }
        squares[row][column].isRevealed = true
        if squares[row][column].isMine {
            isGameOver = true
            return
        }
        guard squares[row][column].adjacentMines == 0 else { return }
        for r in max(row - 1, 0)...min(row + 1, rows - 1) {
            for c in max(column - 1, 0)...min(column + 1, columns - 1) {
                reveal(row: r, column: c)
            }
        }
    }

    func toggleFlag(row: Int, column: Int) {
        squares[row][column].isFlagged.toggle()
    }

    var revealedCount: Int {
        squares.joined().filter(\.isRevealed).count
    }
}

struct SquareView: View {
    let square: Square

    var body: some View {
        ZStack {
            Rectangle().fill(square.isRevealed ? Color.white : Color.gray)
            if square.isFlagged {
                Text("🚩")
            } else if square.isRevealed {
                Text(square.isMine ? "💣" : (square.adjacentMines > 0 ? "\(square.adjacentMines)" : ""))
            }
        }
        .frame(width: 40, height: 40)
    }
}

struct MinesweeperView: View {
    @StateObject private var field = Minefield()

    var body: some View {
        VStack {
            Text("Revealed: \(field.revealedCount)")
            VStack(spacing: 2) {
                ForEach(0..<field.rows, id: \.self) { row in
                    HStack(spacing: 2) {
                        ForEach(0..<field.columns, id: \.self) { column in
                            SquareView(square: field.squares[row][column])
                                .onTapGesture { field.reveal(row: row, column: column) }
                                .onLongPressGesture { field.toggleFlag(row: row, column: column) }
                        }
                    }
                }
            }
            Button("Reveal corner") { field.reveal(row: 0, column: 0) }
        }
        .alert("Boom!", isPresented: $field.isGameOver) {
            Button("OK", role: .cancel) {}
        }
    }
}

#Preview {
    MinesweeperView()
}
