// Demonstrates: Apple's `AlignmentID` example as a learner extends it: `private enum FirstThirdAlignment: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 } }`, `extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThirdAlignment.self) }`, `HStack(alignment: .firstThird, spacing: 1)` of striped columns of different heights, one overridden with `.alignmentGuide(.firstThird) { context in context[.bottom] - 10 }`, and a stepper changing the stripe count.
// Source: vendor documentation example style (Apple's AlignmentID page's FirstThirdAlignment stripes, extended in a learner's layout playground; found through a search for VerticalAlignment firstThird AlignmentID); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find type 'AlignmentID' in scope
import SwiftUI

private enum FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.height / 3
    }
}

extension VerticalAlignment {
    static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

struct HorizontalStripes: View {
    var count: Int
    var color: Color

    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<count, id: \.self) { index in
                color.opacity(index.isMultiple(of: 2) ? 1 : 0.5)
            }
        }
    }
}

struct StripesGroup: View {
    @State private var stripes = 3

    var body: some View {
        VStack {
            HStack(alignment: .firstThird, spacing: 1) {
                HorizontalStripes(count: stripes, color: .blue).frame(height: 60)
                HorizontalStripes(count: stripes, color: .green).frame(height: 120)
                HorizontalStripes(count: stripes, color: .orange)
                    .frame(height: 90)
                    .alignmentGuide(.firstThird) { context in
                        context[.bottom] - 10
                    }
            }
            Stepper("Stripes: \(stripes)", value: $stripes, in: 1...9)
        }
        .padding()
    }
}

#Preview {
    StripesGroup()
}
