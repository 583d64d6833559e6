// Demonstrates: an @MainActor ObservableObject with an async load() using Task.sleep(for:), a loading flag with defer, .task on appear, a retry button starting a Task, and error enum with Equatable.
import SwiftUI

enum LoadError: Error, Equatable {
    case timeout
}

@MainActor
final class QuotesModel: ObservableObject {
    @Published private(set) var quotes: [String] = []
    @Published private(set) var isLoading = false
    @Published var error: LoadError?
    private var attempt = 0

    func load() async {
        isLoading = true
        defer { isLoading = false }
        attempt += 1
        do {
            try await Task.sleep(for: .seconds(1))
            if attempt == 1 {
                throw LoadError.timeout
            }
            quotes = ["Stay hungry", "Think different", "Less is more"]
            error = nil
        } catch let loadError as LoadError {
            error = loadError
        } catch {
            print("unexpected \(error)")
        }
    }
}

struct QuotesView: View {
    @StateObject private var model = QuotesModel()

    var body: some View {
        List {
            if model.isLoading {
                ProgressView()
            }
            if model.error == .timeout {
                Text("Timed out")
                Button("Retry") {
                    Task { await model.load() }
                }
            }
            ForEach(model.quotes, id: \.self) { quote in
                Text(quote)
            }
        }
        .task {
            await model.load()
        }
    }
}

#Preview {
    QuotesView()
}
