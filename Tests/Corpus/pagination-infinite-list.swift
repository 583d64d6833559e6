// Demonstrates: infinite scrolling — a @MainActor view model loading pages with async/await, onAppear of the last row triggering the next page, a footer ProgressView, hasMore guard.
import SwiftUI

struct Article: Identifiable, Equatable {
    let id: Int
    let title: String
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var isLoading = false
    @Published private(set) var hasMore = true

    private var page = 0
    private let pageSize = 10
    private let totalAvailable = 35

    func loadNextPageIfNeeded(current article: Article?) async {
        guard let article else {
            await loadNextPage()
            return
        }
        if article == articles.last {
            await loadNextPage()
        }
    }

    func refresh() async {
        page = 0
        articles = []
        hasMore = true
        await loadNextPage()
    }

    private func loadNextPage() async {
        guard !isLoading, hasMore else { return }
        isLoading = true
        defer { isLoading = false }

        try? await Task.sleep(nanoseconds: 250_000_000)
        let start = page * pageSize
        let end = min(start + pageSize, totalAvailable)
        let newItems = (start..<end).map { Article(id: $0, title: "Article #\($0 + 1)") }
        articles.append(contentsOf: newItems)
        page += 1
        hasMore = end < totalAvailable
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.articles) { article in
                    Text(article.title)
                        .onAppear {
                            Task { await viewModel.loadNextPageIfNeeded(current: article) }
                        }
                }
                if viewModel.isLoading {
                    HStack {
                        Spacer()
                        ProgressView()
                        Spacer()
                    }
                } else if !viewModel.hasMore {
                    Text("You're all caught up")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Feed (\(viewModel.articles.count))")
            .task {
                await viewModel.loadNextPageIfNeeded(current: nil)
            }
            .refreshable {
                await viewModel.refresh()
            }
            .toolbar {
                Button("Reload") {
                    Task { await viewModel.refresh() }
                }
            }
        }
    }
}

#Preview {
    FeedView()
}
