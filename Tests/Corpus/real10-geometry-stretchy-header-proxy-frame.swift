// Demonstrates: a stretching scroll-view header packaged by a developer: `public struct StretchingHeader<Content: View>: View` storing `let content: () -> Content` from an `@ViewBuilder` init, `VStack(content: content)` passing the closure itself, `func height(for proxy: GeometryProxy) -> CGFloat` and `offset(for:)` reading `proxy.frame(in: .global).minY`, a `blur(for:)` helper, a view extension `stretchable(in:)` with `@ViewBuilder`, a named coordinate space `.coordinateSpace(name: "scroll")` read with `.named("scroll")`, and a detail screen using it above `LazyVStack` rows.
// Source: GitHub app (a developer's small "stretching header" Swift package and an app that copied it; repository tiusender/StretchingHeader studied, and a copy found through a search for proxy.frame(in: .global).minY); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

public struct StretchingHeader<Content: View>: View {
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    func height(for proxy: GeometryProxy) -> CGFloat {
        let y = proxy.frame(in: .global).minY
        return proxy.size.height + max(0, y)
    }

    func offset(for proxy: GeometryProxy) -> CGFloat {
        let y = proxy.frame(in: .global).minY
        return min(0, -y)
    }

    func blur(for proxy: GeometryProxy) -> CGFloat {
        max(0, proxy.frame(in: .global).minY / 30 - 5)
    }

    public var body: some View {
        GeometryReader { geo in
            VStack(content: content)
                .frame(width: geo.size.width, height: height(for: geo))
                .offset(y: offset(for: geo))
                .blur(radius: blur(for: geo))
        }
    }
}

extension View {
    @ViewBuilder
    func stretchable(in geometryProxy: GeometryProxy) -> some View {
        let width = geometryProxy.size.width
        let height = geometryProxy.size.height
        let minY = geometryProxy.frame(in: .named("scroll")).minY
        let useStandard = minY <= 0
        self.frame(
            width: width,
            height: height + (useStandard ? 0 : minY)
        )
        .offset(y: useStandard ? 0 : -minY)
    }
}

struct TripDetail: View {
    @State private var liked = false

    var body: some View {
        ScrollView {
            StretchingHeader {
                LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                    .overlay(Text("Lisbon").font(.largeTitle.bold()).foregroundColor(.white))
            }
            .frame(height: 220)

            GeometryReader { proxy in
                Color.teal
                    .stretchable(in: proxy)
            }
            .frame(height: 80)

            LazyVStack(alignment: .leading, spacing: 12) {
                Button(liked ? "Liked" : "Like") {
                    liked.toggle()
                }
                ForEach(1...10, id: \.self) { day in
                    Text("Day \(day)")
                        .padding(.horizontal)
                }
            }
        }
        .coordinateSpace(name: "scroll")
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    TripDetail()
}
