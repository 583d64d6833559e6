// Demonstrates: a slip in a loader that otherwise runs: `Result<[Quote], QuoteError> { … }()`, meant as a closure called at once, is `Result`'s `init(catching:)` with a trailing closure, whose value cannot be called (swiftc's error); around it, a generic loading state `enum Loadable<Value> { case idle, loading, loaded(Value), failed(Error) }` with a computed `value: Value?`, a loader returning `Result<[Quote], QuoteError>` through a completion handler wrapped by `withCheckedThrowingContinuation`, `result.get()`, `try result.map { … }.get()`, `Result(catching:)`, and a view switching over the state with a `Button("Try again")`.
// Source: course (a networking course's lesson on Result and view state enums, found through a search for enum Loadable idle loading loaded failed withCheckedThrowingContinuation Result completion); written for Vivarium in that style, not copied.
// First paste: failed at load: loaded, where swiftc refuses it (93:27: cannot call value of non-function type 'Result<[Quote], QuoteError>'); the runner passed it, as the line runs only after a retry
// expected-error: 93:27: cannot call value of non-function type 'Result<[Quote], QuoteError>'
import SwiftUI

struct Quote: Identifiable, Hashable {
    let id: Int
    let text: String
    let author: String
}

enum QuoteError: Error, LocalizedError {
    case rateLimited(retryAfter: Int)
    case empty

    var errorDescription: String? {
        switch self {
        case .rateLimited(let seconds): return "Too many requests. Try again in \(seconds)s."
        case .empty: return "No quotes today."
        }
    }
}

enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(Error)

    var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }
}

final class QuoteClient {
    private var calls = 0

    func fetch(completion: @escaping (Result<[Quote], QuoteError>) -> Void) {
        calls += 1
        let attempt = calls
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            if attempt == 1 {
                completion(.failure(.rateLimited(retryAfter: 30)))
            } else {
                completion(.success([
                    Quote(id: 1, text: "Simplicity is prerequisite for reliability.", author: "Dijkstra"),
                    Quote(id: 2, text: "Premature optimization is the root of all evil.", author: "Knuth"),
                ]))
            }
        }
    }

    func fetch() async throws -> [Quote] {
        try await withCheckedThrowingContinuation { continuation in
            fetch { result in
                continuation.resume(with: result.mapError { $0 as Error })
            }
        }
    }
}

struct QuotesView: View {
    @State private var state: Loadable<[Quote]> = .idle
    private let client = QuoteClient()

    var body: some View {
        VStack(spacing: 12) {
            switch state {
            case .idle:
                Text("Tap load")
            case .loading:
                ProgressView()
            case .loaded(let quotes):
                ForEach(quotes) { quote in
                    Text("“\(quote.text)” — \(quote.author)")
                }
            case .failed(let error):
                Text(error.localizedDescription)
                Button("Try again") { Task { await load() } }
            }
            Button("Load") { Task { await load() } }
            Text("Authors: \(state.value?.map(\.author).joined(separator: ", ") ?? "none")")
        }
        .padding()
    }

    private func load() async {
        state = .loading
        do {
            let quotes = try await client.fetch()
            let checked = Result<[Quote], QuoteError> { quotes.isEmpty ? .failure(.empty) : .success(quotes) }()
            let texts = try checked.map { $0.map(\.text) }.get()
            print("got \(texts.count) quotes")
            state = .loaded(try checked.get())
        } catch {
            state = .failed(error)
        }
    }
}

#Preview {
    QuotesView()
}
