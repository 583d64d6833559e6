// Demonstrates: a generic `AsyncListView<Item: Identifiable, Row: View>` holding a `load: () async throws -> [Item]` closure and a `@ViewBuilder row: (Item) -> Row`, its private enum `Phase` with `[Item]` and `Error` payloads, `.task` and `.refreshable`, a `protocol ArticleService` with an `async throws` requirement and two conformances (a mock that fails every other call), `any ArticleService` stored in a view, `some View` helper functions.
// Source: AI assistant (a chat assistant's answer to "make a reusable list view that loads async data with loading and error states"); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Article: Identifiable, Decodable {
    let id: Int
    let title: String
}

protocol ArticleService {
    func fetchArticles() async throws -> [Article]
}

struct MockArticleService: ArticleService {
    func fetchArticles() async throws -> [Article] {
        try await Task.sleep(nanoseconds: 300_000_000)
        return [Article(id: 1, title: "Generics in SwiftUI"), Article(id: 2, title: "Async/await basics")]
    }
}

final class FlakyArticleService: ArticleService {
    private var calls = 0
    struct Flaky: Error {}

    func fetchArticles() async throws -> [Article] {
        calls += 1
        if calls % 2 == 1 { throw Flaky() }
        return [Article(id: calls, title: "Call \(calls)")]
    }
}

struct AsyncListView<Item: Identifiable, Row: View>: View {
    private enum Phase {
        case loading
        case loaded([Item])
        case failed(Error)
    }

    let load: () async throws -> [Item]
    @ViewBuilder let row: (Item) -> Row
    @State private var phase: Phase = .loading

    var body: some View {
        Group {
            switch phase {
            case .loading:
                ProgressView("Loading…")
            case .loaded(let items) where items.isEmpty:
                Text("Nothing here")
            case .loaded(let items):
                List(items) { item in
                    row(item)
                }
            case .failed(let error):
                VStack {
                    Text("Failed: \(String(describing: error))")
                    Button("Retry") {
                        Task { await reload() }
                    }
                }
            }
        }
        .task { await reload() }
        .refreshable { await reload() }
    }

    private func reload() async {
        do {
            phase = .loaded(try await load())
        } catch {
            phase = .failed(error)
        }
    }
}

struct ArticlesScreen: View {
    let service: any ArticleService

    var body: some View {
        AsyncListView(load: service.fetchArticles) { article in
            articleRow(article)
        }
    }

    private func articleRow(_ article: Article) -> some View {
        Text("\(article.id). \(article.title)")
    }
}

#Preview("Mock") {
    ArticlesScreen(service: MockArticleService())
}

#Preview("Flaky") {
    ArticlesScreen(service: FlakyArticleService())
}
