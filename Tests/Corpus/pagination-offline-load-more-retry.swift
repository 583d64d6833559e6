// Demonstrates: page-by-page loading of an article feed — a @MainActor view model with currentPage and canLoadMore, onAppear of the last row triggering the next page, URLSession failures ending in a "Retry" row, and locally cached first page from Documents as fallback.
import SwiftUI

struct Article: Codable, Identifiable, Hashable {
    let id: Int
    let title: String
}

@MainActor
final class FeedModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var failedPage: Int?
    @Published private(set) var isLoading = false
    private(set) var currentPage = 0
    private(set) var canLoadMore = true
    private let cacheURL = URL.cachesDirectory.appending(path: "feed-page-1.json")

    init() {
        if let data = try? Data(contentsOf: cacheURL), let cached = try? JSONDecoder().decode([Article].self, from: data) {
            articles = cached
        } else {
            articles = (1...3).map { Article(id: $0, title: "Cached article \($0)") }
            if let data = try? JSONEncoder().encode(articles) {
                try? data.write(to: cacheURL)
            }
        }
        print("feed starts with \(articles.count) articles")
    }

    func loadNextPage() async {
        guard canLoadMore, !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        let page = currentPage + 1
        do {
            let url = URL(string: "https://api.example.com/articles?page=\(page)")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let next = try JSONDecoder().decode([Article].self, from: data)
            articles += next
            currentPage = page
            canLoadMore = !next.isEmpty
            failedPage = nil
        } catch {
            failedPage = page
            print("page \(page) failed: \(error.localizedDescription)")
        }
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List {
            ForEach(model.articles) { article in
                Text(article.title)
                    .onAppear {
                        if article == model.articles.last {
                            Task { await model.loadNextPage() }
                        }
                    }
            }
            if model.isLoading {
                ProgressView()
            } else if let page = model.failedPage {
                Button("Retry page \(page)") {
                    Task { await model.loadNextPage() }
                }
            }
        }
    }
}

#Preview {
    FeedView()
}
