// Demonstrates: a protocol with an associatedtype for loadable view models and a generic AsyncContentView<Source, Content> switching on its state.
import SwiftUI

enum LoadingState<Value> {
    case idle
    case loading
    case failed(Error)
    case loaded(Value)
}

protocol LoadableObject: ObservableObject {
    associatedtype Output
    var state: LoadingState<Output> { get }
    func load()
}

struct Article: Identifiable {
    let id: Int
    let title: String
}

@MainActor
final class ArticleListViewModel: LoadableObject {
    @Published private(set) var state: LoadingState<[Article]> = .idle
    private var attempts = 0

    func load() {
        state = .loading
        attempts += 1
        let attempt = attempts
        Task {
            try? await Task.sleep(nanoseconds: 500_000_000)
            if attempt == 1 {
                state = .failed(URLError(.timedOut))
            } else {
                state = .loaded([Article(id: 1, title: "Generics in SwiftUI"), Article(id: 2, title: "Loading states")])
            }
            print("load \(attempt) finished")
        }
    }
}

struct AsyncContentView<Source: LoadableObject, Content: View>: View {
    @ObservedObject var source: Source
    var content: (Source.Output) -> Content

    init(source: Source, @ViewBuilder content: @escaping (Source.Output) -> Content) {
        self.source = source
        self.content = content
    }

    var body: some View {
        switch source.state {
        case .idle:
            Color.clear.onAppear(perform: source.load)
        case .loading:
            ProgressView()
        case .failed(let error):
            VStack {
                Text("Failed: \(error.localizedDescription)")
                Button("Retry", action: source.load)
            }
        case .loaded(let output):
            content(output)
        }
    }
}

struct ArticlesScreen: View {
    @StateObject private var viewModel = ArticleListViewModel()

    var body: some View {
        NavigationStack {
            AsyncContentView(source: viewModel) { articles in
                List(articles) { article in
                    Text(article.title)
                }
            }
            .navigationTitle("Articles")
        }
    }
}

#Preview {
    ArticlesScreen()
}
