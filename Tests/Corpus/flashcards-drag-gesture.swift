// Demonstrates: flashcards dismissed by a DragGesture, a removal closure, an extension View stacked(at:in:) calling self.offset(y:) beside a view's @State offset.
// Source: course (a 100-days project: Flashzilla cards); written for Vivarium in that style, not copied.
// First paste: ran
// (It ran, but warned "Accessing State's value outside of being installed on a View" for each card: self.offset(y:) read the view's @State offset.)
import SwiftUI

struct Card: Identifiable {
    let id = UUID()
    let prompt: String
    let answer: String

    static let example = Card(prompt: "Who played the 13th Doctor in Doctor Who?", answer: "Jodie Whittaker")
}

struct CardView: View {
    let card: Card
    var removal: ((Bool) -> Void)? = nil

    @State private var isShowingAnswer = false
    @State private var offset = CGSize.zero

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 25)
                .fill(.white)
                .shadow(radius: 10)
                .background(
                    RoundedRectangle(cornerRadius: 25)
                        .fill(offset.width > 0 ? .green : .red)
                )

            VStack {
                Text(card.prompt)
                    .font(.largeTitle)
                    .foregroundStyle(.black)
                if isShowingAnswer {
                    Text(card.answer)
                        .font(.title)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(20)
            .multilineTextAlignment(.center)
        }
        .frame(width: 450, height: 250)
        .rotationEffect(.degrees(offset.width / 5.0))
        .offset(x: offset.width * 5)
        .opacity(2 - Double(abs(offset.width / 50)))
        .gesture(
            DragGesture()
                .onChanged { gesture in
                    offset = gesture.translation
                }
                .onEnded { _ in
                    if abs(offset.width) > 100 {
                        removal?(offset.width > 0)
                    } else {
                        offset = .zero
                    }
                }
        )
        .onTapGesture {
            isShowingAnswer.toggle()
        }
    }
}

struct DeckView: View {
    @State private var cards = Array<Card>(repeating: .example, count: 3)
    @State private var correct = 0

    var body: some View {
        VStack {
            Text("Correct: \(correct)")
            ZStack {
                ForEach(0..<cards.count, id: \.self) { index in
                    CardView(card: cards[index]) { wasCorrect in
                        withAnimation {
                            removeCard(at: index, correct: wasCorrect)
                        }
                    }
                    .stacked(at: index, in: cards.count)
                }
            }
            Button("Mark top correct") {
                removeCard(at: cards.count - 1, correct: true)
            }
            .disabled(cards.isEmpty)
        }
    }

    func removeCard(at index: Int, correct wasCorrect: Bool) {
        guard index >= 0 else { return }
        cards.remove(at: index)
        if wasCorrect { correct += 1 }
        print("left \(cards.count), correct \(correct)")
    }
}

extension View {
    func stacked(at position: Int, in total: Int) -> some View {
        let offset = Double(total - position)
        return self.offset(y: offset * 10)
    }
}

#Preview {
    DeckView()
}
