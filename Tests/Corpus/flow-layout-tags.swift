// Demonstrates: a custom Layout conformance (a wrapping flow of tag chips) with sizeThatFits/placeSubviews.
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > maxWidth, x > 0 {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: maxWidth, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > bounds.maxX, x > bounds.minX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct TagCloudView: View {
    @State private var tags = ["swift", "swiftui", "ios", "layout", "combine", "async"]
    @State private var selected: Set<String> = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(selected.count) selected")
                .font(.headline)
            FlowLayout(spacing: 6) {
                ForEach(tags, id: \.self) { tag in
                    Button(tag) {
                        if selected.contains(tag) {
                            selected.remove(tag)
                        } else {
                            selected.insert(tag)
                        }
                    }
                    .buttonStyle(.bordered)
                    .tint(selected.contains(tag) ? .blue : .gray)
                }
            }
        }
        .padding()
    }
}

#Preview {
    TagCloudView()
}
