// Demonstrates: a feed with .refreshable awaiting a reload, a loading overlay during the first load, an error banner with retry, and a Task stored to cancel a slow request.
import SwiftUI

struct FeedItem: Identifiable, Equatable {
    let id: Int
    let text: String
}

@MainActor
final class FeedModel: ObservableObject {
    @Published private(set) var items: [FeedItem] = []
    @Published private(set) var isLoading = false
    @Published var errorText: String?
    private var page = 0

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            try await Task.sleep(for: .milliseconds(400))
            page += 1
            if page == 2 { throw URLError(.timedOut) }
            items = (1...3).map { FeedItem(id: page * 10 + $0, text: "Post \($0) of page \(page)") }
            errorText = nil
        } catch is CancellationError {
            print("load cancelled")
        } catch {
            errorText = "Couldn't refresh (\((error as? URLError)?.code == .timedOut ? "timed out" : "error"))"
        }
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List {
            if let errorText = model.errorText {
                HStack {
                    Text(errorText)
                    Button("Retry") { Task { await model.load() } }
                }
            }
            ForEach(model.items) { item in
                Text(item.text)
            }
        }
        .overlay {
            if model.isLoading && model.items.isEmpty {
                ProgressView("Loading")
            }
        }
        .refreshable {
            await model.load()
        }
        .task {
            await model.load()
        }
    }
}

#Preview {
    FeedView()
}
