// Demonstrates: the "Composing custom layouts with SwiftUI" sample's equal-width layout: `struct MyEqualWidthHStack: Layout` with `sizeThatFits`/`placeSubviews`, `subviews.map { $0.sizeThatFits(.unspecified) }`, `spacing(subviews:)` from `subviews[i].spacing.distance(to:along:)`, `place(at:anchor:proposal:)`, plus `ViewThatFits` falling back to a `VStack`, used for voting buttons with counts.
// Source: Apple documentation sample code (Composing custom layouts with SwiftUI, found through a search for Layout protocol sizeThatFits placeSubviews MyEqualWidthHStack maxSize spacing); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0, +)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, size in
            CGSize(width: max(currentMax.width, size.width), height: max(currentMax.height, size.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

struct Pet: Identifiable {
    let id: String
    var votes = 0
}

struct VotingButtons: View {
    @State private var pets = [Pet(id: "Cat"), Pet(id: "Goldfish"), Pet(id: "Dog")]

    var body: some View {
        VStack {
            ForEach(pets) { pet in
                Text("\(pet.id): \(pet.votes)")
            }
            ViewThatFits {
                MyEqualWidthHStack {
                    buttons
                }
                VStack {
                    buttons
                }
            }
        }
    }

    @ViewBuilder
    private var buttons: some View {
        ForEach($pets) { $pet in
            Button {
                pet.votes += 1
            } label: {
                Text(pet.id).frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

#Preview {
    VotingButtons()
}
