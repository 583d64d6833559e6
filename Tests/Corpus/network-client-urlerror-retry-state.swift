// Demonstrates: a networking view model written the way API tutorials do — an enum load state, private(set), async throws client, catch URLError by code before a generic catch, HTTPURLResponse status check, and a Retry button.
import SwiftUI

struct Quote: Decodable, Identifiable {
    let id: Int
    let quote: String
    let author: String
}

enum APIError: LocalizedError {
    case offline
    case badStatus(Int)
    case decoding

    var errorDescription: String? {
        switch self {
        case .offline: return "You're offline. Check your connection and try again."
        case .badStatus(let code): return "Server returned \(code)."
        case .decoding: return "Unexpected data from server."
        }
    }
}

struct QuotesClient {
    var baseURL = URL(string: "https://dummyjson.com")!

    func fetchQuotes(limit: Int) async throws -> [Quote] {
        var components = URLComponents(url: baseURL.appendingPathComponent("quotes"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "limit", value: String(limit))]
        let request = URLRequest(url: components.url!)
        do {
            let (data, response) = try await URLSession.shared.data(for: request)
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                throw APIError.badStatus(http.statusCode)
            }
            struct Envelope: Decodable { let quotes: [Quote] }
            do {
                return try JSONDecoder().decode(Envelope.self, from: data).quotes
            } catch {
                throw APIError.decoding
            }
        } catch let error as URLError where error.code == .notConnectedToInternet {
            print("URLError code \(error.code.rawValue) for \(components.url!.absoluteString)")
            throw APIError.offline
        }
    }
}

@MainActor
final class QuotesViewModel: ObservableObject {
    enum Phase: Equatable {
        case idle
        case loading
        case loaded([Int])
        case failed(String)
    }

    @Published private(set) var phase: Phase = .idle
    @Published private(set) var attempts = 0
    private(set) var quotes: [Quote] = []
    private let client = QuotesClient()

    func load() async {
        attempts += 1
        phase = .loading
        do {
            quotes = try await client.fetchQuotes(limit: 5)
            phase = .loaded(quotes.map(\.id))
        } catch {
            phase = .failed(error.localizedDescription)
        }
        print("attempt \(attempts) ended in \(phase)")
    }
}

struct QuotesScreen: View {
    @StateObject private var model = QuotesViewModel()

    var body: some View {
        VStack(spacing: 16) {
            switch model.phase {
            case .idle:
                Color.clear
            case .loading:
                ProgressView("Loading quotes…")
            case .loaded:
                List(model.quotes) { quote in
                    VStack(alignment: .leading) {
                        Text(quote.quote)
                        Text(quote.author).font(.caption)
                    }
                }
            case .failed(let message):
                Image(systemName: "wifi.slash")
                    .font(.largeTitle)
                Text(message)
                    .multilineTextAlignment(.center)
                Button("Retry") {
                    Task { await model.load() }
                }
                .buttonStyle(.borderedProminent)
            }
            Text("Attempts: \(model.attempts)")
                .font(.footnote)
        }
        .task { await model.load() }
    }
}

#Preview {
    QuotesScreen()
}
