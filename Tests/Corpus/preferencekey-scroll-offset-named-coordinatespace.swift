// Demonstrates: a `PreferenceKey` carrying a `CGFloat` scroll offset read with a `GeometryReader` in a `.background`, `proxy.frame(in: .named("scroll")).minY`, `.coordinateSpace(name: "scroll")`, `.onPreferenceChange(ScrollOffsetKey.self)`, a header that shrinks with `max(0, …)` and `min(…)`, a `static var defaultValue: CGFloat = .zero` and `reduce(value:nextValue:)` with `+=`.
// Source: Q&A answer (the accepted answer to "how to read the scroll offset of a ScrollView in SwiftUI", as pasted with the question's list); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = .zero
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct ContentView: View {
    @State private var offset: CGFloat = 0

    private var headerHeight: CGFloat {
        max(60, 200 + min(0, offset))
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("Offset: \(offset, specifier: "%.1f")")
                .frame(maxWidth: .infinity)
                .frame(height: headerHeight)
                .background(Color.blue.opacity(0.2))
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<30) { i in
                        Text("Row \(i)")
                            .padding(.vertical, 8)
                    }
                }
                .background(GeometryReader { proxy in
                    Color.clear.preference(
                        key: ScrollOffsetKey.self,
                        value: proxy.frame(in: .named("scroll")).minY
                    )
                })
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetKey.self) { value in
                offset = value
                print("offset \(value)")
            }
            Button("Reset") {
                offset = 0
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
