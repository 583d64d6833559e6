// Demonstrates: a stretchy parallax header — GeometryReader inside a ScrollView reading geo.frame(in: .global).minY and geo.size, helper functions computing offset and height from it, .clipped(), and a named coordinate space read with frame(in: .named("scroll")).
import SwiftUI

struct StretchyHeader: View {
    let title: String
    private let height: CGFloat = 280

    private func offset(for proxy: GeometryProxy) -> CGFloat {
        let minY = proxy.frame(in: .global).minY
        return minY > 0 ? -minY : 0
    }

    private func headerHeight(for proxy: GeometryProxy) -> CGFloat {
        let minY = proxy.frame(in: .global).minY
        return proxy.size.height + max(minY, 0)
    }

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                Text(title)
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .padding()
            }
            .frame(width: proxy.size.width, height: headerHeight(for: proxy))
            .clipped()
            .offset(y: offset(for: proxy))
            .onAppear {
                print("header size \(Int(proxy.size.width))×\(Int(proxy.size.height)), minY \(Int(proxy.frame(in: .named("scroll")).minY))")
            }
        }
        .frame(height: height)
    }
}

struct ArticleView: View {
    @State private var paragraphs = (1...5).map { "Paragraph \($0): Lorem ipsum dolor sit amet." }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                StretchyHeader(title: "Mountains")
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(paragraphs, id: \.self) { paragraph in
                        Text(paragraph)
                    }
                    Button("Add paragraph") {
                        paragraphs.append("Paragraph \(paragraphs.count + 1): More text.")
                    }
                }
                .padding()
            }
        }
        .coordinateSpace(name: "scroll")
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    ArticleView()
}
