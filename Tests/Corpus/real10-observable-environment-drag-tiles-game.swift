// Demonstrates: a structured-course word game joined from its Models and Views folders: an `@Observable class Tile: Identifiable` with `Equatable` in an extension, an `@Observable` game whose `submit()` compares `tiles.sorted { $0.position.x < $1.position.x }` with `lexicographicallyPrecedes`, flips tiles through `zip`, then `Task { @MainActor in try await Task.sleep(for: .seconds(2)) … }`; `@Environment(Sorter.self)` in a canvas view, `DragGesture().onChanged { tile.position = value.location }`, `onChange(of:) { oldValue, newValue in switch (oldValue, newValue) { case (.youWin, .instructions): … } }`, static constants in an extension declared after use, `rotation3DEffect`, and a `#Preview` that `return`s a view after a `let`.
// Source: learner's app (a learner's copy of a platform vendor's structured SwiftUI course, its "alphabetizer" game; repository neil-explores/SwiftUI_Example_Apps studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Message: String {
    case instructions = "Drag the words into alphabetical order"
    case tryAgain = "Not quite! Try again."
    case youWin = "You did it!"
}

struct Vocabulary {
    let words: [String]
    static let icons = ["Bear": "🐻", "Cat": "🐱", "Dog": "🐶", "Eel": "🐍", "Fox": "🦊", "Owl": "🦉"]

    static let landAnimals = Vocabulary(words: ["Bear", "Cat", "Dog", "Fox", "Owl"])

    func selectRandomWords(count: Int) -> [String] {
        Array(words.shuffled().prefix(count))
    }
}

@Observable
class Tile: Identifiable {
    let id = UUID()
    var word: String
    var position: CGPoint = .zero
    // When flipped, show a checkmark instead of the word
    var flipped = false

    init(word: String) {
        self.word = word
    }

    var icon: String {
        Vocabulary.icons[word] ?? "🤷"
    }
}

// asking: "are these two objects the same?"
extension Tile: Equatable {
    static func == (lhs: Tile, rhs: Tile) -> Bool {
        lhs.id == rhs.id
    }
}

@Observable
class Sorter {
    private let tileCount = 3
    private var vocab: Vocabulary

    var tiles = [Tile]()
    var score = 0
    var message: Message = .instructions

    init(vocab: Vocabulary = .landAnimals) {
        self.vocab = vocab
        startNewGame()
    }

    /// Checks if the tiles are in alphabetical order, sorted by where the player left them.
    func submit() {
        let userSortedTiles = tiles.sorted {
            $0.position.x < $1.position.x
        }
        let alphabeticallySortedTiles = tiles.sorted {
            $0.word.lexicographicallyPrecedes($1.word)
        }
        let isAlphabetized = userSortedTiles == alphabeticallySortedTiles
        if isAlphabetized {
            score += 1
        }
        message = isAlphabetized ? .youWin : .tryAgain

        for (tile, correctTile) in zip(userSortedTiles, alphabeticallySortedTiles) {
            tile.flipped = tile == correctTile
        }

        Task { @MainActor in
            try await Task.sleep(for: .seconds(2))
            if isAlphabetized {
                startNewGame()
            }
            for tile in tiles {
                tile.flipped = false
            }
            message = .instructions
        }
    }

    private func startNewGame() {
        let newWords = vocab.selectRandomWords(count: tileCount)
        if tiles.isEmpty {
            for word in newWords {
                tiles.append(Tile(word: word))
            }
        } else {
            for (tile, word) in zip(tiles, newWords) {
                tile.word = word
            }
        }
    }
}

struct TileView: View {
    var tile: Tile
    private let borderWidth = 5.0

    var body: some View {
        VStack {
            if tile.flipped {
                Image(systemName: "checkmark")
                    .font(Font.system(size: 60))
                    .foregroundStyle(Color.green)
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            } else {
                Text(tile.icon)
                    .font(Font.system(size: 40))
                Text(tile.word)
                    .font(.title)
            }
        }
        .frame(width: Tile.size - borderWidth * 2, height: Tile.size - borderWidth * 2)
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(borderStyle(), lineWidth: borderWidth))
        .background(Color.purple.opacity(0.5))
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .rotation3DEffect(.degrees(tile.flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .animation(.easeInOut, value: tile.flipped)
    }

    func borderStyle() -> some ShapeStyle {
        return LinearGradient(colors: [
            Color(red: 157.0 / 255.0, green: 153.0 / 255.0, blue: 244.0 / 255.0),
            Color(red: 246.0 / 255.0, green: 206.0 / 255.0, blue: 241.0 / 255.0),
        ], startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

struct WordCanvas: View {
    @Environment(Sorter.self) private var sorter

    private var tiles: [Tile] {
        sorter.tiles
    }

    var body: some View {
        ZStack {
            HStack(spacing: Tile.spacing) {
                ForEach(tiles) { _ in
                    Rectangle()
                        .fill(Color.purple.opacity(0.2))
                        .offset(y: -(Tile.size + Tile.halfSize))
                        .frame(width: Tile.placeholderSize, height: Tile.placeholderSize)
                }
            }
            ForEach(tiles) { tile in
                TileView(tile: tile)
                    .offset(tile.centeredOffset)
                    .gesture(DragGesture().onChanged { value in
                        tile.position = value.location
                    })
            }
            .offset(x: Tile.halfSize)
        }
        .onAppear {
            setInitialTilePositions()
        }
        .onChange(of: sorter.message) { oldValue, newValue in
            switch (oldValue, newValue) {
            case (.youWin, .instructions):
                withAnimation {
                    setInitialTilePositions()
                }
            default:
                break
            }
        }
    }
}

extension WordCanvas {
    private func setInitialTilePositions() {
        // 0,0 is the middle of the stack
        tiles.enumerated().forEach { index, tile in
            let midpoint = Double(tiles.count - 1) / 2.0
            let position = Double(index) - midpoint
            tiles[index].position.x = (Tile.size + Tile.spacing) * position
            tiles[index].position.y = Tile.halfSize
        }
    }
}

extension Tile {
    static let placeholderSize = size - 20.0
    static let size = 120.0
    static let halfSize = 60.0
    static let spacing = 20.0

    // Drag from the center of the tile instead of the top left
    var centeredOffset: CGSize {
        CGSize(width: position.x - Tile.halfSize, height: position.y - Tile.halfSize)
    }
}

struct ContentView: View {
    @Environment(Sorter.self) private var sorter

    var body: some View {
        VStack {
            Text("Score: \(sorter.score)")
                .font(.headline)
            Text(sorter.message.rawValue)
            WordCanvas()
            Button("Submit") {
                sorter.submit()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview {
    ContentView()
        .environment(Sorter())
}

#Preview("One tile") {
    let tile = Tile(word: "Bear")
    return TileView(tile: tile)
        // simulate the flip that submitting causes
        .onTapGesture {
            tile.flipped.toggle()
        }
}
