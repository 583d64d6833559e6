// Demonstrates: reading a scroll offset the iOS 14–16 way: `ScrollView { … GeometryReader { proxy in Color.clear.preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY) } … }.coordinateSpace(name: "scroll")`, `struct ScrollOffsetKey: PreferenceKey { static var defaultValue: CGFloat = .zero; static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() } }`, `.onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }`, a header whose opacity follows `offset`, and iOS 17's `.coordinateSpace(.named("scroll"))` spelling in a second view.
// Source: blog companion code (a post on collapsing headers through a named coordinate space and a preference key, found through a search for coordinateSpace(name: "scroll") ScrollOffsetPreferenceKey frame(in: .named)); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = .zero

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct CollapsingHeaderView: View {
    @State private var offset: CGFloat = 0

    var headerOpacity: Double {
        max(0, min(1, 1 + Double(offset) / 120))
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("Inbox")
                .font(.largeTitle.bold())
                .opacity(headerOpacity)
            ScrollView {
                GeometryReader { proxy in
                    Color.clear.preference(
                        key: ScrollOffsetKey.self,
                        value: proxy.frame(in: .named("scroll")).minY
                    )
                }
                .frame(height: 0)
                LazyVStack(alignment: .leading) {
                    ForEach(1...30, id: \.self) { index in
                        Text("Message \(index)")
                            .padding(.vertical, 6)
                    }
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetKey.self) { value in
                offset = value
            }
            Text("offset \(Int(offset))")
                .font(.caption)
        }
    }
}

struct ModernOffsetView: View {
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Text("minY \(Int(proxy.frame(in: .named("list")).minY))")
            }
            .frame(height: 30)
        }
        .coordinateSpace(.named("list"))
    }
}

#Preview {
    CollapsingHeaderView()
}
