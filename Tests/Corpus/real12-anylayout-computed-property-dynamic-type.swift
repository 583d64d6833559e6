// Demonstrates: switching a stack's axis without losing state: `var layout: AnyLayout { dynamicTypeSize.isAccessibilitySize || isVertical ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 20)) }` read from `@Environment(\.dynamicTypeSize)`, called as `layout { … }` around `ForEach` badges that keep their `@State` counters, a `.animation(.default, value: isVertical)`, and a toggle flipping the axis.
// Source: blog companion code (a post on AnyLayout adapting to Dynamic Type, found through a search for AnyLayout VStackLayout HStackLayout dynamicTypeSize isAccessibilitySize); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: the '.layout' modifier
import SwiftUI

struct Badge: View {
    let title: String
    @State private var taps = 0

    var body: some View {
        Button("\(title) \(taps)") {
            taps += 1
        }
        .buttonStyle(.bordered)
    }
}

struct BadgeStrip: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var isVertical = false

    private let titles = ["Swift", "SwiftUI", "Xcode"]

    var layout: AnyLayout {
        dynamicTypeSize.isAccessibilitySize || isVertical
            ? AnyLayout(VStackLayout(spacing: 12))
            : AnyLayout(HStackLayout(spacing: 20))
    }

    var body: some View {
        VStack {
            layout {
                ForEach(titles, id: \.self) { title in
                    Badge(title: title)
                }
            }
            .animation(.default, value: isVertical)

            Toggle("Vertical", isOn: $isVertical)
                .padding(.top)
        }
        .padding()
    }
}

#Preview {
    BadgeStrip()
}
