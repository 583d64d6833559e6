// Demonstrates: Tinder-style swipe cards — a ZStack of cards with .zIndex, DragGesture updating a @GestureState CGSize offset, .onEnded removing the top card past a translation threshold, rotation from the drag width, like/nope counters, and a reset button.
import SwiftUI

struct Card: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

struct SwipeDeck: View {
    @State private var cards = [
        Card(id: 1, name: "Mochi", color: .pink),
        Card(id: 2, name: "Biscuit", color: .orange),
        Card(id: 3, name: "Pepper", color: .teal),
    ]
    @State private var likes = 0
    @State private var nopes = 0
    @GestureState private var drag: CGSize = .zero

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                if cards.isEmpty {
                    Text("No more pets nearby")
                }
                ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                    let isTop = index == cards.count - 1
                    RoundedRectangle(cornerRadius: 20)
                        .fill(card.color.gradient)
                        .overlay(Text(card.name).font(.largeTitle.bold()).foregroundStyle(.white))
                        .frame(width: 280, height: 380)
                        .offset(isTop ? drag : .zero)
                        .rotationEffect(.degrees(isTop ? Double(drag.width / 20) : 0))
                        .zIndex(Double(index))
                        .gesture(isTop ? swipe : nil)
                }
            }
            HStack(spacing: 40) {
                Button("Nope") { decide(like: false) }
                Text("♥ \(likes) · ✕ \(nopes)").monospacedDigit()
                Button("Like") { decide(like: true) }
            }
            .disabled(cards.isEmpty)
            Button("Reset") {
                likes = 0
                nopes = 0
            }
        }
    }

    private var swipe: some Gesture {
        DragGesture()
            .updating($drag) { value, state, _ in
                state = value.translation
            }
            .onEnded { value in
                if abs(value.translation.width) > 120 {
                    decide(like: value.translation.width > 0)
                }
            }
    }

    private func decide(like: Bool) {
        guard let top = cards.popLast() else { return }
        if like { likes += 1 } else { nopes += 1 }
        print("\(like ? "liked" : "passed on") \(top.name); \(cards.count) left")
    }
}

#Preview {
    SwipeDeck()
}
