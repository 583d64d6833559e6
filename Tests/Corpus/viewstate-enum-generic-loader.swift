// Demonstrates: a generic loading state enum with associated values switched in body, an async throwing loader in .task, a retry button, a custom LocalizedError.
import SwiftUI

enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)
}

enum FetchError: LocalizedError {
    case offline
    case server(code: Int)

    var errorDescription: String? {
        switch self {
        case .offline:
            return "You appear to be offline."
        case .server(let code):
            return "The server answered \(code)."
        }
    }
}

struct Quote: Identifiable {
    let id: Int
    let text: String
    let author: String
}

struct QuoteClient {
    var failNext: Bool

    func fetchQuotes() async throws -> [Quote] {
        try await Task.sleep(nanoseconds: 300_000_000)
        if failNext {
            throw FetchError.server(code: 503)
        }
        return [
            Quote(id: 1, text: "Simplicity is prerequisite for reliability.", author: "Dijkstra"),
            Quote(id: 2, text: "Make it work, make it right, make it fast.", author: "Beck"),
        ]
    }
}

struct QuotesView: View {
    @State private var state: Loadable<[Quote]> = .idle
    @State private var attempts = 0

    var body: some View {
        VStack {
            content
            Text("Attempts: \(attempts)")
                .font(.caption)
        }
        .task {
            await load()
        }
    }

    @ViewBuilder
    private var content: some View {
        switch state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let quotes):
            List(quotes) { quote in
                VStack(alignment: .leading) {
                    Text("“\(quote.text)”")
                    Text("— \(quote.author)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Button("Reload") {
                Task { await load() }
            }
        case .failed(let message):
            VStack(spacing: 8) {
                Image(systemName: "exclamationmark.triangle")
                Text(message)
                Button("Retry") {
                    Task { await load() }
                }
            }
        }
    }

    private func load() async {
        state = .loading
        attempts += 1
        // The first attempt fails, like a flaky network.
        let client = QuoteClient(failNext: attempts == 1)
        do {
            state = .loaded(try await client.fetchQuotes())
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

#Preview {
    QuotesView()
}
