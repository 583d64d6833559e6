// Demonstrates: a .task cancelled when its view goes away, whose catch prints error.localizedDescription; localizedDescription of several error kinds.
// Source: blog companion (a post on task cancellation); written for Vivarium in that style, not copied.
// First paste: failed at tap "Show feed": value of type 'CancellationError' has no member 'localizedDescription'
// A blog post's companion: what happens to a .task when its view goes away.

import SwiftUI

enum FeedError: LocalizedError {
    case offline
    case badStatus(Int)

    var errorDescription: String? {
        switch self {
        case .offline: return "You appear to be offline."
        case .badStatus(let code): return "The server answered \(code)."
        }
    }
}

struct FeedItem: Identifiable, Decodable {
    let id: Int
    let title: String
}

@MainActor
final class FeedModel: ObservableObject {
    @Published var items: [FeedItem] = []
    @Published var errorMessage: String?

    func load() async {
        do {
            try await Task.sleep(nanoseconds: 2_000_000_000)
            items = [FeedItem(id: 1, title: "First"), FeedItem(id: 2, title: "Second")]
        } catch {
            errorMessage = error.localizedDescription
            print("load failed: \(error.localizedDescription)")
        }
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List {
            if let errorMessage = model.errorMessage {
                Text(errorMessage).foregroundStyle(.red)
            }
            ForEach(model.items) { item in
                Text(item.title)
            }
        }
        .task {
            await model.load()
        }
    }
}

struct ContentView: View {
    @State private var showFeed = true

    var body: some View {
        VStack {
            Toggle("Show feed", isOn: $showFeed)
            if showFeed {
                FeedView()
            }
            Button("Describe errors") {
                let errors: [Error] = [CancellationError(), URLError(.notConnectedToInternet), FeedError.badStatus(500),
                                       CocoaError(.fileNoSuchFile), DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad"))]
                for error in errors {
                    print(error.localizedDescription)
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
