// Demonstrates: two custom Layout types (a radial layout placing subviews on a circle with cos/sin, and a flow layout wrapping rows) with sizeThatFits/placeSubviews, a LayoutValueKey read through subviews[i][Key.self], AnyLayout switching between them with animation, and ProposedViewSize.
// Source: sample code (a platform vendor's "composing custom layouts" sample, cut down); written for Vivarium in that style, not copied.
// First paste: failed at mount: custom-layout-radial-flow.swift:6:14: error: cannot find type 'LayoutValueKey' in scope
import SwiftUI

struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

struct RadialLayout: Layout {
    var radiusFraction: CGFloat = 0.4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) * radiusFraction
        let step = Angle.degrees(360 / Double(max(subviews.count, 1)))
        for (index, subview) in subviews.enumerated() {
            let rank = subview[Rank.self]
            let angle = step * Double(index) - .degrees(90)
            let point = CGPoint(x: bounds.midX + radius * cos(angle.radians) * (rank == 1 ? 0.5 : 1),
                                y: bounds.midY + radius * sin(angle.radians))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 300
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > width, x > 0 {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: width, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if point.x + size.width > bounds.maxX, point.x > bounds.minX {
                point.x = bounds.minX
                point.y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: point, proposal: ProposedViewSize(size))
            point.x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct PetVote: Identifiable {
    let id: String
    var votes: Int
}

struct LayoutsView: View {
    @State private var radial = true
    @State private var pets = [PetVote(id: "Cat", votes: 3), PetVote(id: "Dog", votes: 5), PetVote(id: "Fish", votes: 1)]

    private var ranked: [PetVote] { pets.sorted { $0.votes > $1.votes } }

    var body: some View {
        let layout = radial ? AnyLayout(RadialLayout()) : AnyLayout(FlowLayout(spacing: 4))
        VStack {
            layout {
                ForEach(pets) { pet in
                    Text("\(pet.id) \(pet.votes)")
                        .layoutValue(key: Rank.self, value: (ranked.firstIndex { $0.id == pet.id } ?? 0) + 1)
                }
            }
            Button("Switch layout") { withAnimation { radial.toggle() } }
            Button("Vote fish") {
                pets[2].votes += 5
                print(ranked.map { "\($0.id)=\($0.votes)" })
            }
        }
    }
}

#Preview {
    LayoutsView()
}
