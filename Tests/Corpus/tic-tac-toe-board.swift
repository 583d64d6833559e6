// Demonstrates: a tic-tac-toe game model with Array(repeating:count:), win lines as index triples, an enum Player with mutating toggle, LazyVGrid of cells, a reset button, and a winner banner.
import SwiftUI

enum Player: String {
    case x = "X", o = "O"

    mutating func toggle() {
        self = self == .x ? .o : .x
    }
}

struct Board {
    private(set) var cells: [Player?] = Array(repeating: nil, count: 9)
    private static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    var winner: Player? {
        for line in Self.lines {
            if let first = cells[line[0]], cells[line[1]] == first, cells[line[2]] == first {
                return first
            }
        }
        return nil
    }

    var isFull: Bool { !cells.contains(where: { $0 == nil }) }

    mutating func place(_ player: Player, at index: Int) -> Bool {
        guard cells.indices.contains(index), cells[index] == nil, winner == nil else { return false }
        cells[index] = player
        return true
    }
}

struct TicTacToeView: View {
    @State private var board = Board()
    @State private var current: Player = .x
    private let columns = Array(repeating: GridItem(.flexible()), count: 3)

    private var status: String {
        if let winner = board.winner { return "\(winner.rawValue) wins!" }
        if board.isFull { return "Draw" }
        return "\(current.rawValue) to play"
    }

    var body: some View {
        VStack {
            Text(status).font(.title2)
            LazyVGrid(columns: columns) {
                ForEach(0..<9, id: \.self) { index in
                    Button(board.cells[index]?.rawValue ?? "·") {
                        if board.place(current, at: index) {
                            current.toggle()
                        }
                    }
                    .frame(width: 60, height: 60)
                }
            }
            Button("New game") {
                board = Board()
                current = .x
            }
        }
    }
}

#Preview {
    TicTacToeView()
}
