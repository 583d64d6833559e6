// Demonstrates: a flashcards app in one file: a `Deck` of `Card`s with `shuffled()`, a flip done with `rotation3DEffect(.degrees(...), axis: (x: 0, y: 1, z: 0))` and `withAnimation(.spring(duration: 0.4))`, known/unknown buttons moving the index and counting a score, a results screen when the deck ends with "try again" reshuffling, and a `@State` deck index with `guard` against running past the end.
// Source: course (a university iOS course's flashcards assignment as a student's whole-file submission, found through a search for flashcards SwiftUI rotation3DEffect flip isFlipped shuffled known unknown score results restart); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Card: Identifiable, Equatable {
    let id = UUID()
    let front: String
    let back: String
}

struct Deck {
    var title: String
    var cards: [Card]

    static let capitals = Deck(title: "Capitals", cards: [
        Card(front: "France", back: "Paris"),
        Card(front: "Japan", back: "Tokyo"),
        Card(front: "Kenya", back: "Nairobi"),
    ])
}

struct FlashcardsView: View {
    @State private var cards = Deck.capitals.cards
    @State private var index = 0
    @State private var isFlipped = false
    @State private var known = 0

    var finished: Bool { index >= cards.count }

    var body: some View {
        VStack(spacing: 20) {
            Text(Deck.capitals.title).font(.title)
            if finished {
                ResultsView(known: known, total: cards.count) {
                    cards.shuffle()
                    index = 0
                    known = 0
                    isFlipped = false
                }
            } else {
                Text("Card \(index + 1) of \(cards.count)")
                CardFace(card: cards[index], isFlipped: isFlipped)
                    .onTapGesture {
                        withAnimation(.spring(duration: 0.4)) {
                            isFlipped.toggle()
                        }
                    }
                Button("Flip") {
                    withAnimation(.spring(duration: 0.4)) { isFlipped.toggle() }
                }
                HStack {
                    Button("Still learning") { next(knewIt: false) }
                    Button("Knew it") { next(knewIt: true) }
                }
            }
        }
        .padding()
    }

    func next(knewIt: Bool) {
        guard !finished else { return }
        if knewIt { known += 1 }
        isFlipped = false
        index += 1
        print("card \(index), known \(known)")
    }
}

struct CardFace: View {
    let card: Card
    let isFlipped: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(isFlipped ? Color.blue : Color.orange)
                .frame(width: 260, height: 160)
            Text(isFlipped ? card.back : card.front)
                .font(.largeTitle)
                .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        }
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    }
}

struct ResultsView: View {
    let known: Int
    let total: Int
    let onRestart: () -> Void

    var body: some View {
        VStack {
            Text("You knew \(known) of \(total)")
            Text(known == total ? "Perfect!" : "Keep practising")
            Button("Try again", action: onRestart)
        }
    }
}

#Preview {
    FlashcardsView()
}
