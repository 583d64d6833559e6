// Demonstrates: a service protocol with an async throws method, a mock conforming type faking latency with Task.sleep(nanoseconds:), dependency injection into an ObservableObject, @MainActor, do/catch with a custom Error enum, a .refreshable list.
import SwiftUI

struct Quote: Identifiable, Decodable {
    let id: Int
    let text: String
    let author: String
}

enum ServiceError: Error, LocalizedError {
    case badStatus(Int)
    case empty

    var errorDescription: String? {
        switch self {
        case .badStatus(let code): return "Server answered \(code)"
        case .empty: return "No quotes"
        }
    }
}

protocol QuoteService {
    func fetchQuotes() async throws -> [Quote]
}

struct MockQuoteService: QuoteService {
    var failFirst = false
    func fetchQuotes() async throws -> [Quote] {
        try await Task.sleep(nanoseconds: 500_000_000)
        let json = #"[{"id": 1, "text": "Simplicity is prerequisite for reliability.", "author": "Dijkstra"}, {"id": 2, "text": "Make it work, make it right, make it fast.", "author": "Beck"}]"#
        return try JSONDecoder().decode([Quote].self, from: Data(json.utf8))
    }
}

@MainActor
final class QuotesViewModel: ObservableObject {
    @Published var quotes: [Quote] = []
    @Published var isLoading = false
    @Published var error: String?
    private let service: QuoteService

    init(service: QuoteService = MockQuoteService()) {
        self.service = service
    }

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let fetched = try await service.fetchQuotes()
            guard !fetched.isEmpty else { throw ServiceError.empty }
            quotes = fetched
            error = nil
        } catch {
            self.error = error.localizedDescription
        }
    }
}

struct QuotesView: View {
    @StateObject private var viewModel = QuotesViewModel()

    var body: some View {
        List {
            if viewModel.isLoading && viewModel.quotes.isEmpty {
                ProgressView()
            }
            ForEach(viewModel.quotes) { quote in
                VStack(alignment: .leading) {
                    Text("“\(quote.text)”")
                    Text("— \(quote.author)").font(.footnote)
                }
            }
            if let error = viewModel.error {
                Text(error).foregroundColor(.red)
            }
        }
        .refreshable { await viewModel.refresh() }
        .task { await viewModel.refresh() }
    }
}

#Preview {
    QuotesView()
}
