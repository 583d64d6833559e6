// Demonstrates: swipeable flashcards — DragGesture with onChanged/onEnded updating an offset, rotation from the drag width, a threshold deciding known/unknown, ZStack of cards with zIndex, a flip on tap with rotation3DEffect.
import SwiftUI

struct Flashcard: Identifiable, Equatable {
    let id = UUID()
    let front: String
    let back: String
}

struct CardView: View {
    let card: Flashcard
    var onRemove: (_ known: Bool) -> Void

    @State private var offset: CGSize = .zero
    @State private var isFlipped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color.white)
            .shadow(radius: 4)
            .overlay(
                Text(isFlipped ? card.back : card.front)
                    .font(.title)
                    .padding()
            )
            .frame(width: 280, height: 180)
            .rotationEffect(.degrees(Double(offset.width / 10)))
            .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .offset(x: offset.width, y: 0)
            .opacity(2 - Double(abs(offset.width) / 100))
            .onTapGesture {
                withAnimation { isFlipped.toggle() }
            }
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.width) > 100 {
                            onRemove(value.translation.width > 0)
                        } else {
                            withAnimation(.spring()) { offset = .zero }
                        }
                    }
            )
    }
}

struct FlashcardDeckView: View {
    @State private var cards = [
        Flashcard(front: "Hola", back: "Hello"),
        Flashcard(front: "Gracias", back: "Thank you"),
        Flashcard(front: "Adiós", back: "Goodbye"),
    ]
    @State private var known = 0
    @State private var unknown = 0

    var body: some View {
        VStack(spacing: 24) {
            Text("Known \(known) · Again \(unknown)")
            ZStack {
                ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                    CardView(card: card) { wasKnown in
                        remove(card, known: wasKnown)
                    }
                    .zIndex(Double(cards.count - index))
                }
            }
            if cards.isEmpty {
                Button("Start over") {
                    cards = [Flashcard(front: "Sí", back: "Yes"), Flashcard(front: "No", back: "No")]
                }
            } else {
                HStack {
                    Button("I knew it") { if let first = cards.first { remove(first, known: true) } }
                    Button("Show again") { if let first = cards.first { remove(first, known: false) } }
                }
            }
        }
    }

    private func remove(_ card: Flashcard, known wasKnown: Bool) {
        if wasKnown { known += 1 } else { unknown += 1 }
        cards.removeAll { $0 == card }
    }
}

#Preview {
    FlashcardDeckView()
}
