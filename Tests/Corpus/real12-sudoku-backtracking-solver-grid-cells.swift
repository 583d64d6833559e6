// Demonstrates: an algorithm-heavy hobby app: a `struct Sudoku` over `[[Int]]` with `func isValid(_ value: Int, row: Int, column: Int) -> Bool` checking the row, column and 3×3 box (`let boxRow = row / 3 * 3`), a recursive backtracking `mutating func solve() -> Bool` returning early, a puzzle parsed from a string with `compactMap(\.wholeNumberValue)` and `stride(from:to:by:)`, and a 9×9 `Grid` with `GridRow`s and a Solve button timing the steps.
// Source: learner's app (a Sudoku solver visualised in SwiftUI, found through a search for sudoku backtracking solve isValid boxRow SwiftUI Grid); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Sudoku {
    var cells: [[Int]]
    private(set) var steps = 0

    init(_ puzzle: String) {
        let digits = puzzle.compactMap(\.wholeNumberValue)
        cells = stride(from: 0, to: 81, by: 9).map { Array(digits[$0..<$0 + 9]) }
    }

    func isValid(_ value: Int, row: Int, column: Int) -> Bool {
        for i in 0..<9 {
            if cells[row][i] == value || cells[i][column] == value { return false }
        }
        let boxRow = row / 3 * 3
        let boxColumn = column / 3 * 3
        for r in boxRow..<boxRow + 3 {
            for c in boxColumn..<boxColumn + 3 where cells[r][c] == value {
                return false
            }
        }
        return true
    }

    mutating func solve() -> Bool {
        for row in 0..<9 {
            for column in 0..<9 where cells[row][column] == 0 {
                for value in 1...9 where isValid(value, row: row, column: column) {
                    cells[row][column] = value
                    steps += 1
                    if solve() { return true }
                    cells[row][column] = 0
                }
                return false
            }
        }
        return true
    }
}

struct SudokuView: View {
    @State private var puzzle = Sudoku(
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
    )
    @State private var message = "Unsolved"

    var body: some View {
        VStack {
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                ForEach(0..<9, id: \.self) { row in
                    GridRow {
                        ForEach(0..<9, id: \.self) { column in
                            Text(puzzle.cells[row][column] == 0 ? " " : "\(puzzle.cells[row][column])")
                                .frame(width: 28, height: 28)
                                .background(((row / 3) + (column / 3)).isMultiple(of: 2) ? Color.gray.opacity(0.2) : Color.clear)
                        }
                    }
                }
            }
            Text(message)
            Button("Solve") {
                var copy = puzzle
                if copy.solve() {
                    puzzle = copy
                    message = "Solved in \(copy.steps) steps"
                } else {
                    message = "No solution"
                }
                print(puzzle.cells[0])
            }
        }
    }
}

#Preview {
    SudokuView()
}
