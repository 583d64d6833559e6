// Demonstrates: an iOS 15-era `@MainActor final class` view model (`ObservableObject`) with an enum `LoadingState<Value>` generic over its payload, an `async throws` repository with `Task.sleep(nanoseconds:)`, `Task { await viewModel.load() }` from `onAppear` kept in a `Task<Void, Never>?` and cancelled in `onDisappear`, `Task.isCancelled` checks, `.refreshable`, and a retry button.
// Source: conference talk companion (a talk on moving an MVVM app from Combine to async/await, found through a search for @MainActor final class ViewModel ObservableObject LoadingState Task onAppear onDisappear cancel Task.sleep nanoseconds); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum LoadingState<Value> {
    case idle
    case loading
    case failed(Error)
    case loaded(Value)
}

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
    let readingMinutes: Int
}

enum RepositoryError: Error, LocalizedError {
    case offline

    var errorDescription: String? {
        switch self {
        case .offline: return "You appear to be offline."
        }
    }
}

struct ArticleRepository {
    var failFirst = true
    private static var attempts = 0

    func fetchArticles() async throws -> [Article] {
        try await Task.sleep(nanoseconds: 800_000_000)
        ArticleRepository.attempts += 1
        if failFirst && ArticleRepository.attempts == 1 {
            throw RepositoryError.offline
        }
        return (1...5).map { Article(id: $0, title: "Article \($0)", readingMinutes: $0 * 3) }
    }
}

@MainActor
final class ArticlesViewModel: ObservableObject {
    @Published private(set) var state: LoadingState<[Article]> = .idle
    private let repository: ArticleRepository

    init(repository: ArticleRepository = ArticleRepository()) {
        self.repository = repository
        print("ArticlesViewModel init")
    }

    deinit {
        print("ArticlesViewModel deinit")
    }

    func load() async {
        state = .loading
        do {
            let articles = try await repository.fetchArticles()
            if Task.isCancelled { return }
            state = .loaded(articles)
            print("loaded \(articles.count) articles")
        } catch {
            state = .failed(error)
            print("failed: \(error.localizedDescription)")
        }
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.title)
                .font(.headline)
            Text("\(article.readingMinutes) min read")
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
    }
}

struct ArticlesView: View {
    @StateObject private var viewModel = ArticlesViewModel()
    @State private var loadTask: Task<Void, Never>?

    var body: some View {
        NavigationView {
            content
                .navigationTitle("Articles")
        }
        .onAppear {
            loadTask = Task {
                await viewModel.load()
            }
        }
        .onDisappear {
            loadTask?.cancel()
        }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView()
        case .failed(let error):
            VStack(spacing: 12) {
                Text(error.localizedDescription)
                    .foregroundColor(.red)
                Button("Retry") {
                    Task {
                        await viewModel.load()
                    }
                }
            }
        case .loaded(let articles):
            List(articles) { article in
                ArticleRow(article: article)
            }
            .refreshable {
                await viewModel.load()
            }
        }
    }
}

struct ArticlesView_Previews: PreviewProvider {
    static var previews: some View {
        ArticlesView()
    }
}
