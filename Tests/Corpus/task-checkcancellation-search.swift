// Demonstrates: cooperative cancellation: .task(id:) restarts cancel the previous search, which checks Task.checkCancellation() and Task.isCancelled between steps.
import SwiftUI

struct SearchService {
    func search(_ query: String) async throws -> [String] {
        var results: [String] = []
        for step in 1...3 {
            try await Task.sleep(for: .milliseconds(200))
            try Task.checkCancellation()
            results.append("\(query) result \(step)")
        }
        return results
    }
}

struct CancellableSearchView: View {
    @State private var query = "sw"
    @State private var results: [String] = []
    @State private var log: [String] = []
    private let service = SearchService()

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $query)
            ForEach(results, id: \.self) { Text($0) }
            Button("Type more") { query += "i" }
            Text(log.joined(separator: ", "))
        }
        .task(id: query) {
            do {
                results = try await service.search(query)
                log.append("done \(query)")
            } catch is CancellationError {
                log.append("cancelled \(query)")
            } catch {
                log.append("error")
            }
            print(log.last ?? "", Task.isCancelled)
        }
    }
}

#Preview {
    CancellableSearchView()
}
