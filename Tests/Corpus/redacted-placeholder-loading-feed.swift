// Demonstrates: a news feed that shows placeholder rows with .redacted(reason: .placeholder) while a task loads, .unredacted() on a badge, redactionReasons read from the environment, and a refresh button that reloads.
import SwiftUI

struct Article: Identifiable {
    let id: Int
    let headline: String
    let source: String

    static let placeholders = (0..<3).map { Article(id: -$0 - 1, headline: "Loading headline text here", source: "Source") }
}

@MainActor
final class FeedModel: ObservableObject {
    @Published private(set) var articles: [Article] = Article.placeholders
    @Published private(set) var isLoading = false

    func load() async {
        isLoading = true
        articles = Article.placeholders
        try? await Task.sleep(for: .seconds(1))
        articles = [
            Article(id: 1, headline: "City opens new riverside park", source: "Metro"),
            Article(id: 2, headline: "Local team wins the cup", source: "Sports Daily"),
            Article(id: 3, headline: "Rain expected all weekend", source: "Weather Now"),
        ]
        isLoading = false
        print("loaded \(articles.count) articles")
    }
}

struct ArticleRow: View {
    let article: Article
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.headline)
                .font(.headline)
            HStack {
                Text(article.source)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                if redactionReasons.contains(.placeholder) {
                    Text("…")
                } else {
                    Text("NEW")
                        .font(.caption2.bold())
                        .padding(.horizontal, 6)
                        .background(.blue, in: Capsule())
                        .foregroundStyle(.white)
                        .unredacted()
                }
            }
        }
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        NavigationStack {
            List(model.articles) { article in
                ArticleRow(article: article)
            }
            .redacted(reason: model.isLoading ? .placeholder : [])
            .navigationTitle("Headlines")
            .toolbar {
                Button("Refresh") {
                    Task { await model.load() }
                }
                .disabled(model.isLoading)
            }
            .task {
                await model.load()
            }
        }
    }
}

#Preview {
    FeedView()
}
