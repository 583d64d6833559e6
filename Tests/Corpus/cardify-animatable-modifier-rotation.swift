// Demonstrates: an Animatable ViewModifier (Cardify) whose animatableData is a rotation angle, a computed isFaceUp derived from it, rotation3DEffect, an extension View { func cardify(isFaceUp:) }, and cards flipped with withAnimation.
import SwiftUI

struct Cardify: ViewModifier, Animatable {
    init(isFaceUp: Bool) {
        rotation = isFaceUp ? 0 : 180
    }

    var isFaceUp: Bool {
        rotation < 90
    }

    var rotation: Double

    var animatableData: Double {
        get { return rotation }
        set { rotation = newValue }
    }

    func body(content: Content) -> some View {
        ZStack {
            let base = RoundedRectangle(cornerRadius: Constants.cornerRadius)
            base.strokeBorder(lineWidth: Constants.lineWidth)
                .background(base.fill(.white))
                .overlay(content)
                .opacity(isFaceUp ? 1 : 0)
            base.fill()
                .opacity(isFaceUp ? 0 : 1)
        }
        .rotation3DEffect(.degrees(rotation), axis: (x: 0, y: 1, z: 0))
    }

    private struct Constants {
        static let cornerRadius: CGFloat = 12
        static let lineWidth: CGFloat = 2
    }
}

extension View {
    func cardify(isFaceUp: Bool) -> some View {
        modifier(Cardify(isFaceUp: isFaceUp))
    }
}

struct Card: Identifiable {
    let id: Int
    let symbol: String
    var isFaceUp = false
}

struct CardsView: View {
    @State private var cards = ["🐶", "🐱", "🐭", "🐹"].enumerated().map { Card(id: $0.offset, symbol: $0.element) }

    var faceUpCount: Int { cards.filter(\.isFaceUp).count }

    var body: some View {
        VStack {
            HStack {
                ForEach(cards) { card in
                    Text(card.symbol)
                        .font(.largeTitle)
                        .padding()
                        .cardify(isFaceUp: card.isFaceUp)
                        .foregroundStyle(.blue)
                }
            }
            Text("\(faceUpCount) face up")
            Button("Flip all") {
                withAnimation(.easeInOut(duration: 0.6)) {
                    for index in cards.indices {
                        cards[index].isFaceUp.toggle()
                    }
                }
                print(cards.map { $0.isFaceUp ? $0.symbol : "▢" }.joined())
            }
            Button("Flip first") {
                withAnimation {
                    cards[0].isFaceUp.toggle()
                }
                print("first is \(cards[0].isFaceUp ? "up" : "down"), Cardify says \(Cardify(isFaceUp: cards[0].isFaceUp).isFaceUp)")
            }
        }
        .padding()
    }
}

#Preview {
    CardsView()
}
