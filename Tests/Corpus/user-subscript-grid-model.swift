// Demonstrates: a user-declared subscript (getter and setter) on a model struct stored in @State.
import SwiftUI

struct Board {
    private var cells = Array(repeating: 0, count: 9)

    subscript(row: Int, column: Int) -> Int {
        get { cells[row * 3 + column] }
        set { cells[row * 3 + column] = newValue }
    }

    subscript(index: Int) -> Int {
        cells[index]
    }

    var total: Int { cells.reduce(0, +) }
}

struct BoardView: View {
    @State private var board = Board()

    var body: some View {
        VStack {
            ForEach(0..<3) { row in
                HStack {
                    ForEach(0..<3) { column in
                        Text("\(board[row, column])")
                            .frame(width: 30)
                    }
                }
            }
            Text("Total \(board.total), first \(board[0])")
            Button("Mark centre") { board[1, 1] += 1 }
            Button("Mark corner") { board[0, 0] = 5 }
        }
    }
}

#Preview {
    BoardView()
}
