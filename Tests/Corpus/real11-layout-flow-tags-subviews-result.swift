// Demonstrates: the flow `Layout` apps share for tag chips: `struct FlowLayout: Layout` with `var spacing: CGFloat = 8`, `sizeThatFits(proposal:subviews:cache: inout ())` and `placeSubviews(in:proposal:subviews:cache:)` both building a nested `FlowResult` whose `init(in maxWidth:subviews:spacing:)` measures `subview.sizeThatFits(.unspecified)` and wraps lines, `proposal.replacingUnspecifiedDimensions().width`, `subview.place(at:proposal:)`, and a tag editor whose chips are added from a `TextField` and removed by tapping.
// Source: public app code (a résumé app's and a focus app's identical `FlowLayout` utility, found through a search for Layout sizeThatFits placeSubviews); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find type 'Subviews' in scope
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let result = FlowResult(
            in: proposal.replacingUnspecifiedDimensions().width,
            subviews: subviews,
            spacing: spacing
        )
        return result.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let result = FlowResult(in: bounds.width, subviews: subviews, spacing: spacing)
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + result.positions[index].x,
                            y: bounds.minY + result.positions[index].y),
                proposal: .unspecified
            )
        }
    }

    struct FlowResult {
        var size: CGSize = .zero
        var positions: [CGPoint] = []

        init(in maxWidth: CGFloat, subviews: Subviews, spacing: CGFloat) {
            var x: CGFloat = 0
            var y: CGFloat = 0
            var lineHeight: CGFloat = 0

            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x + size.width > maxWidth && x > 0 {
                    x = 0
                    y += lineHeight + spacing
                    lineHeight = 0
                }
                positions.append(CGPoint(x: x, y: y))
                lineHeight = max(lineHeight, size.height)
                x += size.width + spacing
            }
            self.size = CGSize(width: maxWidth, height: y + lineHeight)
        }
    }
}

struct TagEditor: View {
    @State private var tags = ["swift", "swiftui", "ios"]
    @State private var newTag = ""

    var body: some View {
        VStack(alignment: .leading) {
            FlowLayout(spacing: 6) {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.blue.opacity(0.15)))
                        .onTapGesture {
                            tags.removeAll { $0 == tag }
                        }
                }
            }
            HStack {
                TextField("New tag", text: $newTag)
                Button("Add") {
                    let trimmed = newTag.trimmingCharacters(in: .whitespaces).lowercased()
                    guard !trimmed.isEmpty, !tags.contains(trimmed) else { return }
                    tags.append(trimmed)
                    newTag = ""
                }
            }
            Text("\(tags.count) tags")
        }
        .padding()
    }
}

#Preview {
    TagEditor()
}
