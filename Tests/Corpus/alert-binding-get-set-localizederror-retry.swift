// Demonstrates: an alert driven by an optional error through a hand-built `Binding(get: { error != nil }, set: { if !$0 { error = nil } })`, `LocalizedError` with `errorDescription` and `recoverySuggestion`, `.alert(isPresented:error:actions:message:)`, a retry button in the alert's actions, `throw` from a `func … throws`, `catch let error as NetworkError`.
// Source: Q&A answer (an answer to "how to show an alert for an optional error in SwiftUI", with the asker's fetch code); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum NetworkError: LocalizedError {
    case offline
    case badStatus(Int)

    var errorDescription: String? {
        switch self {
        case .offline:
            return "You're offline."
        case .badStatus(let code):
            return "The server answered \(code)."
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .offline: return "Check your connection and try again."
        case .badStatus: return "Try again later."
        }
    }
}

struct Fetcher {
    var attempt = 0

    mutating func fetch() throws -> [String] {
        attempt += 1
        switch attempt {
        case 1: throw NetworkError.offline
        case 2: throw NetworkError.badStatus(503)
        default: return ["Alpha", "Beta"]
        }
    }
}

struct ContentView: View {
    @State private var fetcher = Fetcher()
    @State private var items: [String] = []
    @State private var error: NetworkError?

    var body: some View {
        VStack {
            List(items, id: \.self) { Text($0) }
            Button("Load") { load() }
        }
        .alert(isPresented: Binding(
            get: { error != nil },
            set: { if !$0 { error = nil } }
        ), error: error) { _ in
            Button("Retry") { load() }
            Button("Cancel", role: .cancel) { }
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }

    func load() {
        do {
            items = try fetcher.fetch()
            print("loaded \(items)")
        } catch let error as NetworkError {
            print("failed: \(error.localizedDescription)")
            self.error = error
        } catch {
            print("unexpected \(error)")
        }
    }
}

#Preview {
    ContentView()
}
