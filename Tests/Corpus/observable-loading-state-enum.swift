// Demonstrates: an @Observable view model with a generic LoadState enum (associated values), async loading faked with Task.sleep(for:), .task, a retry button, switch over the state in body.
import SwiftUI
import Observation

enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)
}

struct Article: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let readingTime: Int
}

@Observable
final class ArticlesViewModel {
    var state: LoadState<[Article]> = .idle
    private var attempts = 0

    func load() async {
        state = .loading
        attempts += 1
        do {
            try await Task.sleep(for: .milliseconds(800))
            if attempts == 1 {
                throw URLError(.notConnectedToInternet)
            }
            state = .loaded([
                Article(title: "Understanding @Observable", readingTime: 6),
                Article(title: "Structured concurrency", readingTime: 9),
            ])
        } catch {
            state = .failed("Could not load (attempt \(attempts))")
        }
    }
}

struct ArticlesView: View {
    @State private var model = ArticlesViewModel()

    var body: some View {
        NavigationStack {
            Group {
                switch model.state {
                case .idle, .loading:
                    ProgressView("Loading…")
                case .loaded(let articles):
                    List(articles) { article in
                        HStack {
                            Text(article.title)
                            Spacer()
                            Text("\(article.readingTime) min").foregroundStyle(.secondary)
                        }
                    }
                case .failed(let message):
                    VStack(spacing: 12) {
                        Text(message)
                        Button("Retry") {
                            Task { await model.load() }
                        }
                    }
                }
            }
            .navigationTitle("Articles")
        }
        .task { await model.load() }
    }
}

#Preview {
    ArticlesView()
}
