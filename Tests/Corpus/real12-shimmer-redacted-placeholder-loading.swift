// Demonstrates: skeleton loading rows: `.redacted(reason: isLoading ? .placeholder : [])` over rows built from `Article.placeholders`, a `Shimmer: ViewModifier` with `@State private var phase: CGFloat = 0` masking content with a `LinearGradient(gradient: Gradient(stops: [...]), startPoint:endPoint:)` offset by `phase` and animated `.linear(duration: 1.5).repeatForever(autoreverses: false)` from `.onAppear`, `.unredacted()` on a header, `@Environment(\.redactionReasons)` read in a row, and a `.task` that loads after a second.
// Source: blog companion code (a post on skeleton screens with redacted and a shimmer modifier, found through a search for redacted(reason: .placeholder) shimmer ViewModifier redactionReasons); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: inferring the type of '.init' here (write it as 'Type.init')
import SwiftUI

struct Article: Identifiable {
    let id: Int
    let title: String
    let summary: String

    static let placeholders = (0..<3).map {
        Article(id: -$0 - 1, title: "Placeholder title", summary: "Placeholder summary text that is long")
    }
}

struct Shimmer: ViewModifier {
    @State private var phase: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .mask(
                LinearGradient(
                    gradient: Gradient(stops: [
                        .init(color: .black.opacity(0.4), location: phase),
                        .init(color: .black, location: phase + 0.1),
                        .init(color: .black.opacity(0.4), location: phase + 0.2)
                    ]),
                    startPoint: .leading,
                    endPoint: .trailing
                )
            )
            .onAppear {
                withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                    phase = 0.8
                }
            }
    }
}

extension View {
    @ViewBuilder
    func shimmering(active: Bool) -> some View {
        if active {
            modifier(Shimmer())
        } else {
            self
        }
    }
}

struct ArticleRow: View {
    let article: Article
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        VStack(alignment: .leading) {
            Text(article.title).font(.headline)
            Text(reasons.contains(.placeholder) ? "Loading…" : article.summary)
                .font(.subheadline)
        }
    }
}

struct FeedView: View {
    @State private var articles = Article.placeholders
    @State private var isLoading = true

    var body: some View {
        List {
            Text("Top stories")
                .font(.title)
                .unredacted()
            ForEach(articles) { article in
                ArticleRow(article: article)
            }
        }
        .redacted(reason: isLoading ? .placeholder : [])
        .shimmering(active: isLoading)
        .task {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            articles = [
                Article(id: 1, title: "Swift 6 is here", summary: "Data-race safety by default."),
                Article(id: 2, title: "SwiftUI tips", summary: "Ten modifiers you missed.")
            ]
            isLoading = false
        }
    }
}

#Preview {
    FeedView()
}
