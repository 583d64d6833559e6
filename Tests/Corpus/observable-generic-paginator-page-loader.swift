// Demonstrates: an @Observable generic paginator over a protocol with an associated type (PageLoader), injected with a concrete loader, loading pages in .task and on a "Load more" button.
import SwiftUI
import Observation

protocol PageLoader {
    associatedtype Item: Identifiable
    func page(_ number: Int) async throws -> [Item]
}

struct Quote: Identifiable, Hashable {
    let id: Int
    let text: String
}

struct QuoteLoader: PageLoader {
    let pageSize = 2
    let all = ["Stay hungry", "Think different", "Less is more", "Ship it", "Keep it simple"]

    func page(_ number: Int) async throws -> [Quote] {
        try await Task.sleep(for: .milliseconds(100))
        let start = number * pageSize
        guard start < all.count else { return [] }
        let end = min(start + pageSize, all.count)
        return (start..<end).map { Quote(id: $0, text: all[$0]) }
    }
}

@Observable
final class Paginator<Loader: PageLoader> {
    private(set) var items: [Loader.Item] = []
    private(set) var isLoading = false
    private(set) var reachedEnd = false
    @ObservationIgnored private var nextPage = 0
    @ObservationIgnored private let loader: Loader

    init(loader: Loader) {
        self.loader = loader
    }

    func loadMore() async {
        guard !isLoading, !reachedEnd else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await loader.page(nextPage)
            if page.isEmpty {
                reachedEnd = true
            } else {
                items.append(contentsOf: page)
                nextPage += 1
            }
        } catch {
            reachedEnd = true
        }
    }
}

struct QuotesView: View {
    @State private var paginator = Paginator(loader: QuoteLoader())

    var body: some View {
        List {
            ForEach(paginator.items) { quote in
                Text(quote.text)
            }
            if paginator.isLoading {
                ProgressView()
            } else if paginator.reachedEnd {
                Text("No more quotes").foregroundStyle(.secondary)
            } else {
                Button("Load more") {
                    Task { await paginator.loadMore() }
                }
            }
        }
        .task { await paginator.loadMore() }
    }
}

#Preview {
    QuotesView()
}
