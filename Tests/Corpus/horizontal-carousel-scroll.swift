// Demonstrates: a horizontal ScrollView with showsIndicators: false and a LazyHStack of cards, iOS 17's scrollTargetBehavior(.viewAligned) and containerRelativeFrame, a selected card id with scrollPosition(id:).
import SwiftUI

struct Card: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

struct CarouselView: View {
    private let cards = (1...6).map { Card(id: $0, title: "Card \($0)", color: $0.isMultiple(of: 2) ? .blue : .orange) }
    @State private var current: Int? = 1

    var body: some View {
        VStack {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(cards) { card in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(card.color.gradient)
                            .overlay(Text(card.title).foregroundStyle(.white))
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $current)
            Text("Showing \(current ?? 0)")
            Button("Jump to 4") { current = 4 }
        }
    }
}

#Preview {
    CarouselView()
}
