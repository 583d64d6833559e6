// Demonstrates: a `LoadableObject` protocol with an associated `Output`, a generic `LoadingState<Value>` enum, a generic `AsyncContentView<Source: LoadableObject, Content: View>` that switches on the source's state, and a generic `ListViewModel<Item: Identifiable & Decodable>` plugged into it.
import SwiftUI

enum LoadingState<Value> {
    case idle
    case loading
    case failed(Error)
    case loaded(Value)
}

@MainActor
protocol LoadableObject: ObservableObject {
    associatedtype Output
    var state: LoadingState<Output> { get }
    func load()
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
                Text(error.localizedDescription)
                Button("Retry", action: source.load)
            }
        case .loaded(let output):
            content(output)
        }
    }
}

struct Article: Identifiable, Decodable {
    let id: Int
    let title: String
    let minutes: Int
}

@MainActor
final class ListViewModel<Item: Identifiable & Decodable>: LoadableObject {
    @Published private(set) var state: LoadingState<[Item]> = .idle
    private let json: String
    private var attempts = 0

    init(json: String) {
        self.json = json
    }

    func load() {
        attempts += 1
        state = .loading
        print("loading \(Item.self) (attempt \(attempts))")
        Task {
            try? await Task.sleep(for: .seconds(1))
            do {
                let items = try JSONDecoder().decode([Item].self, from: Data(json.utf8))
                state = .loaded(items)
                print("loaded \(items.count) \(String(describing: Item.self))s")
            } catch {
                state = .failed(error)
                print("failed: \(error)")
            }
        }
    }
}

struct ArticlesScreen: View {
    @StateObject private var model = ListViewModel<Article>(json: """
    [{"id": 1, "title": "Generics in Swift", "minutes": 7},
     {"id": 2, "title": "Opaque types", "minutes": 4}]
    """)

    var body: some View {
        NavigationStack {
            AsyncContentView(source: model) { articles in
                List(articles) { article in
                    HStack {
                        Text(article.title)
                        Spacer()
                        Text("\(article.minutes) min").foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Reading list")
        }
    }
}

#Preview {
    ArticlesScreen()
}
