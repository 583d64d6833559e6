// Demonstrates: a card-matching game in the shape of a university course's MVVM lectures: a generic model `struct MemoryGame<CardContent> where CardContent: Equatable` with `mutating func choose(_:)`, an `Array` extension `var only: Element?`, a view model `class EmojiMemoryGame: ObservableObject` with `private static func createMemoryGame()` and `@Published private var model`, a `Cardify: ViewModifier` with rotation, `LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))])`, `aspectRatio(2/3, contentMode: .fit)`, and `shuffle`.
// Source: university course (a Stanford-style iOS course's Memorize assignment re-written by a student, found through a search for MemoryGame CardContent Equatable choose indexOfTheOneAndOnlyFaceUpCard Cardify ViewModifier EmojiMemoryGame); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: [Card]
    private(set) var score = 0

    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { cards[$0].isFaceUp }.only }
        set { cards.indices.forEach { cards[$0].isFaceUp = ($0 == newValue) } }
    }

    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = createCardContent(pairIndex)
            cards.append(Card(content: content, id: pairIndex * 2))
            cards.append(Card(content: content, id: pairIndex * 2 + 1))
        }
    }

    mutating func choose(_ card: Card) {
        if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }),
           !cards[chosenIndex].isFaceUp,
           !cards[chosenIndex].isMatched {
            if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
                if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                    cards[chosenIndex].isMatched = true
                    cards[potentialMatchIndex].isMatched = true
                    score += 2
                } else if cards[chosenIndex].hasBeenSeen {
                    score -= 1
                }
                cards[chosenIndex].isFaceUp = true
            } else {
                indexOfTheOneAndOnlyFaceUpCard = chosenIndex
            }
            cards[chosenIndex].hasBeenSeen = true
        }
    }

    mutating func shuffle() {
        cards.shuffle()
    }

    struct Card: Identifiable {
        var isFaceUp = false
        var isMatched = false
        var hasBeenSeen = false
        let content: CardContent
        let id: Int
    }
}

extension Array {
    var only: Element? {
        count == 1 ? first : nil
    }
}

class EmojiMemoryGame: ObservableObject {
    typealias Card = MemoryGame<String>.Card

    private static let emojis = ["🚲", "🚂", "🚁", "🚜", "🚕", "🏎", "🚑", "🚓"]

    private static func createMemoryGame() -> MemoryGame<String> {
        MemoryGame<String>(numberOfPairsOfCards: 4) { pairIndex in
            emojis[pairIndex]
        }
    }

    @Published private var model = createMemoryGame()

    var cards: [Card] {
        model.cards
    }

    var score: Int {
        model.score
    }

    // MARK: - Intent(s)

    func choose(_ card: Card) {
        model.choose(card)
    }

    func shuffle() {
        model.shuffle()
    }

    func restart() {
        model = EmojiMemoryGame.createMemoryGame()
        print("restarted, \(cards.count) cards")
    }
}

struct Cardify: ViewModifier {
    var isFaceUp: Bool

    func body(content: Content) -> some View {
        ZStack {
            let shape = RoundedRectangle(cornerRadius: 10)
            if isFaceUp {
                shape.fill().foregroundColor(.white)
                shape.strokeBorder(lineWidth: 3)
                content
            } else {
                shape.fill()
            }
        }
        .rotation3DEffect(Angle.degrees(isFaceUp ? 0 : 180), axis: (0, 1, 0))
    }
}

extension View {
    func cardify(isFaceUp: Bool) -> some View {
        modifier(Cardify(isFaceUp: isFaceUp))
    }
}

struct CardView: View {
    let card: EmojiMemoryGame.Card

    var body: some View {
        GeometryReader { geometry in
            Text(card.content)
                .font(Font.system(size: min(geometry.size.width, geometry.size.height) * 0.7))
                .frame(width: geometry.size.width, height: geometry.size.height)
                .cardify(isFaceUp: card.isFaceUp || card.isMatched)
                .opacity(card.isMatched ? 0.4 : 1)
        }
    }
}

struct EmojiMemoryGameView: View {
    @ObservedObject var game: EmojiMemoryGame

    var body: some View {
        VStack {
            Text("Score: \(game.score)")
                .font(.title)
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
                    ForEach(game.cards) { card in
                        CardView(card: card)
                            .aspectRatio(2/3, contentMode: .fit)
                            .onTapGesture {
                                withAnimation {
                                    game.choose(card)
                                }
                            }
                    }
                }
            }
            .foregroundColor(.red)
            HStack {
                Button("Shuffle") {
                    withAnimation { game.shuffle() }
                }
                Spacer()
                Button("Restart") {
                    game.restart()
                }
            }
        }
        .padding(.horizontal)
    }
}

@main
struct MemorizeApp: App {
    let game = EmojiMemoryGame()

    var body: some Scene {
        WindowGroup {
            EmojiMemoryGameView(game: game)
        }
    }
}
