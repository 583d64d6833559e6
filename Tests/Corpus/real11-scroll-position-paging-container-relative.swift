// Demonstrates: iOS 17 paging without `TabView`: `ScrollView(.horizontal)` over `LazyHStack` of cards with `.containerRelativeFrame(.horizontal)`, `.scrollTargetLayout()`, `.scrollTargetBehavior(.paging)`, `.scrollPosition(id: $currentID)` with an optional `Int?` id, `.scrollIndicators(.hidden)`, page dots built from the ids that highlight `currentID`, next/previous buttons writing `currentID` inside `withAnimation`, and `.onChange(of: currentID) { oldValue, newValue in … }` logging the page.
// Source: public app code (an onboarding carousel built with scrollPosition and scrollTargetBehavior, found through a search for scrollPosition(id:) paging); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Card: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

struct CarouselView: View {
    let cards = [
        Card(id: 0, title: "Plan", color: .orange),
        Card(id: 1, title: "Track", color: .green),
        Card(id: 2, title: "Share", color: .purple),
    ]
    @State private var currentID: Int? = 0
    @State private var log: [String] = []

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(cards) { card in
                        RoundedRectangle(cornerRadius: 24)
                            .fill(card.color.gradient)
                            .overlay(Text(card.title).font(.largeTitle).foregroundStyle(.white))
                            .padding()
                            .containerRelativeFrame(.horizontal)
                            .id(card.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)
            .frame(height: 300)

            HStack {
                ForEach(cards) { card in
                    Circle()
                        .fill(card.id == currentID ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }

            HStack {
                Button("Previous") {
                    withAnimation { currentID = max((currentID ?? 0) - 1, 0) }
                }
                .disabled(currentID == 0)
                Button("Next") {
                    withAnimation { currentID = min((currentID ?? 0) + 1, cards.count - 1) }
                }
                .disabled(currentID == cards.count - 1)
            }
            Text(log.joined(separator: " → "))
                .font(.caption)
        }
        .onChange(of: currentID) { oldValue, newValue in
            log.append("\(oldValue ?? -1)→\(newValue ?? -1)")
        }
    }
}

#Preview {
    CarouselView()
}
