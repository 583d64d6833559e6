// Demonstrates: a PreferenceKey with reduce collecting child heights, GeometryReader in a background reporting a size, onPreferenceChange in the parent, a ViewModifier + View extension (`readSize`), an anchorless equal-width trick, and a @State written from the preference.
// Source: blog post (a "sizing views with preferences" article's companion project); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct MaxHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct SizeKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

struct SizeReader: ViewModifier {
    func body(content: Content) -> some View {
        content.background(
            GeometryReader { proxy in
                Color.clear.preference(key: SizeKey.self, value: proxy.size)
            }
        )
    }
}

extension View {
    func readSize(_ onChange: @escaping (CGSize) -> Void) -> some View {
        modifier(SizeReader())
            .onPreferenceChange(SizeKey.self, perform: onChange)
    }
}

struct Tile: View {
    let title: String
    let lines: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            ForEach(0..<lines, id: \.self) { index in
                Text("Line \(index + 1)")
            }
        }
        .padding()
        .background(
            GeometryReader { proxy in
                Color.clear.preference(key: MaxHeightKey.self, value: proxy.size.height)
            }
        )
    }
}

struct EqualHeightTilesView: View {
    @State private var tallest: CGFloat = 0
    @State private var footerSize: CGSize = .zero
    @State private var extraLines = 0

    var body: some View {
        VStack {
            HStack(alignment: .top) {
                Tile(title: "Short", lines: 1)
                    .frame(minHeight: tallest, alignment: .top)
                Tile(title: "Tall", lines: 3 + extraLines)
                    .frame(minHeight: tallest, alignment: .top)
            }
            .onPreferenceChange(MaxHeightKey.self) { height in
                tallest = height
                print("tallest is now \(height)")
            }
            Text("Footer")
                .readSize { size in
                    footerSize = size
                    print("footer \(Int(size.width))x\(Int(size.height))")
                }
            Text("Tallest: \(tallest, specifier: "%.0f")")
            Button("Add a line") { extraLines += 1 }
        }
    }
}

#Preview {
    EqualHeightTilesView()
}
