// Demonstrates: Result<[T], NetworkError> switched with nested patterns (.failure(.offline)), and a typed-throws function (Swift 6) caught as its error type.
import SwiftUI

enum NetworkError: Error, Equatable {
    case offline
    case server(code: Int)
    case decoding
}

struct FeedItem: Identifiable {
    let id: Int
    let title: String
}

struct FeedLoader {
    var mode = 0

    func fetch() -> Result<[FeedItem], NetworkError> {
        switch mode {
        case 0: return .success([FeedItem(id: 1, title: "Hello"), FeedItem(id: 2, title: "World")])
        case 1: return .failure(.offline)
        default: return .failure(.server(code: 503))
        }
    }

    func parseCount(_ text: String) throws(NetworkError) -> Int {
        guard let value = Int(text) else { throw .decoding }
        return value
    }
}

struct FeedView: View {
    @State private var loader = FeedLoader()
    @State private var items: [FeedItem] = []
    @State private var status = "Idle"

    private func reload() {
        switch loader.fetch() {
        case .success(let loaded) where loaded.isEmpty:
            status = "Empty"
        case .success(let loaded):
            items = loaded
            status = "Loaded \(loaded.count)"
        case .failure(.offline):
            status = "You are offline"
        case .failure(.server(let code)) where code >= 500:
            status = "Server error \(code)"
        case .failure(let error):
            status = "Failed: \(error)"
        }
        print(status)
    }

    var body: some View {
        List {
            Text(status)
            ForEach(items) { Text($0.title) }
            Button("Reload") { reload() }
            Button("Go offline") {
                loader.mode = 1
                reload()
            }
            Button("Break server") {
                loader.mode = 2
                reload()
            }
            Button("Parse") {
                do {
                    let count = try loader.parseCount("12x")
                    print("count \(count)")
                } catch {
                    print("typed error: \(error == .decoding)")
                }
            }
        }
        .onAppear(perform: reload)
    }
}

#Preview {
    FeedView()
}
