// Demonstrates: a 2048 clone's model: tiles placed at `SIMD2<Int>` positions (`tile.position &+ direction.vector`), `enum Direction { case up, down, left, right; var vector: SIMD2<Int> }`, a `Board` struct with `mutating func slide(_:)` merging equal neighbours once per move, a seeded spawn, `LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4))` of cells looked up by position, and arrow buttons standing in for swipes.
// Source: learner's app (a 2048 game written while learning SwiftUI, found through a search for SIMD2<Int> 2048 game board merge); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find type 'SIMD2' in scope
import SwiftUI

struct Tile: Identifiable, Equatable {
    let id = UUID()
    var value: Int
    var position: SIMD2<Int>
}

enum Direction: CaseIterable {
    case up, down, left, right

    var vector: SIMD2<Int> {
        switch self {
        case .up: return SIMD2(0, -1)
        case .down: return SIMD2(0, 1)
        case .left: return SIMD2(-1, 0)
        case .right: return SIMD2(1, 0)
        }
    }

    var symbol: String {
        switch self {
        case .up: return "arrow.up"
        case .down: return "arrow.down"
        case .left: return "arrow.left"
        case .right: return "arrow.right"
        }
    }
}

struct Board {
    static let size = 4
    var tiles: [Tile] = [
        Tile(value: 2, position: SIMD2(0, 0)),
        Tile(value: 2, position: SIMD2(1, 0)),
        Tile(value: 4, position: SIMD2(3, 3))
    ]
    var score = 0

    func tile(at position: SIMD2<Int>) -> Tile? {
        tiles.first { $0.position == position }
    }

    private func inside(_ p: SIMD2<Int>) -> Bool {
        p.x >= 0 && p.y >= 0 && p.x < Board.size && p.y < Board.size
    }

    mutating func slide(_ direction: Direction) {
        let v = direction.vector
        let ordered = tiles.sorted { a, b in
            let da = a.position.x * v.x + a.position.y * v.y
            let db = b.position.x * v.x + b.position.y * v.y
            return da > db
        }
        var placed: [Tile] = []
        var merged: Set<UUID> = []
        for var tile in ordered {
            var next = tile.position &+ v
            while inside(next), !placed.contains(where: { $0.position == next }) {
                tile.position = next
                next = tile.position &+ v
            }
            if let index = placed.firstIndex(where: { $0.position == next && $0.value == tile.value && !merged.contains($0.id) }) {
                placed[index].value *= 2
                score += placed[index].value
                merged.insert(placed[index].id)
            } else {
                placed.append(tile)
            }
        }
        tiles = placed
        spawn()
    }

    mutating func spawn() {
        for y in 0..<Board.size {
            for x in 0..<Board.size where tile(at: SIMD2(x, y)) == nil {
                tiles.append(Tile(value: 2, position: SIMD2(x, y)))
                return
            }
        }
    }
}

struct GameView: View {
    @State private var board = Board()
    private let columns = Array(repeating: GridItem(.flexible()), count: Board.size)

    var body: some View {
        VStack {
            Text("Score: \(board.score)").font(.title2)
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<Board.size * Board.size, id: \.self) { index in
                    let position = SIMD2(index % Board.size, index / Board.size)
                    Text(board.tile(at: position).map { "\($0.value)" } ?? "")
                        .frame(width: 60, height: 60)
                        .background(Color.orange.opacity(board.tile(at: position) == nil ? 0.1 : 0.6))
                }
            }
            HStack {
                ForEach(Direction.allCases, id: \.self) { direction in
                    Button {
                        withAnimation { board.slide(direction) }
                    } label: {
                        Image(systemName: direction.symbol)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    GameView()
}
