// Demonstrates: a Combine pipeline from a protocol returning AnyPublisher (Just, Fail, eraseToAnyPublisher), debounce on RunLoop.main, removeDuplicates, filter, map, flatMap to a search, catch with a fallback, receive(on:), assign(to: &$x), sink with [weak self] stored in a Set<AnyCancellable>.
// Source: blog companion (a Combine-in-MVVM article's sample); written for Vivarium in that style, not copied.
// First paste: failed at mount: combine-anypublisher-repository-search.swift:31:21: error: value of type '_Operator' has no member 'count'
import SwiftUI
import Combine

struct Book: Identifiable, Equatable {
    let id = UUID()
    let title: String
    let author: String
}

enum SearchError: Error {
    case tooShort
    case offline
}

protocol BookRepository {
    func search(_ query: String) -> AnyPublisher<[Book], SearchError>
}

final class InMemoryBookRepository: BookRepository {
    private let books = [
        Book(title: "Dune", author: "Frank Herbert"),
        Book(title: "Dracula", author: "Bram Stoker"),
        Book(title: "Emma", author: "Jane Austen"),
        Book(title: "Persuasion", author: "Jane Austen"),
    ]

    func search(_ query: String) -> AnyPublisher<[Book], SearchError> {
        guard query.count >= 2 else {
            return Fail(error: SearchError.tooShort).eraseToAnyPublisher()
        }
        let matches = books.filter { $0.title.localizedCaseInsensitiveContains(query) || $0.author.localizedCaseInsensitiveContains(query) }
        return Just(matches)
            .setFailureType(to: SearchError.self)
            .eraseToAnyPublisher()
    }
}

final class BookSearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Book] = []
    @Published private(set) var status = "Type to search"
    @Published var trimmedQuery = ""

    private let repository: BookRepository
    private var cancellables = Set<AnyCancellable>()

    init(repository: BookRepository = InMemoryBookRepository()) {
        self.repository = repository

        $query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .assign(to: &$trimmedQuery)

        $trimmedQuery
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .flatMap { [repository] query in
                repository.search(query)
                    .map { books -> [Book]? in books }
                    .catch { error -> Just<[Book]?> in
                        print("search failed: \(error)")
                        return Just(nil)
                    }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] books in
                guard let self else { return }
                if let books {
                    self.results = books
                    self.status = books.isEmpty ? "No matches" : "\(books.count) found"
                } else {
                    self.results = []
                    self.status = "Keep typing…"
                }
                print("status: \(self.status)")
            }
            .store(in: &cancellables)
    }

    deinit {
        print("BookSearchViewModel deinit")
    }
}

struct BookSearchView: View {
    @StateObject private var viewModel = BookSearchViewModel()

    var body: some View {
        NavigationStack {
            List {
                Section(viewModel.status) {
                    ForEach(viewModel.results) { book in
                        VStack(alignment: .leading) {
                            Text(book.title).font(.headline)
                            Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .searchable(text: $viewModel.query, prompt: "Title or author")
            .navigationTitle("Library")
            .toolbar {
                Button("Austen") { viewModel.query = "austen" }
                Button("D") { viewModel.query = "D" }
                Button("Clear") { viewModel.query = "" }
            }
        }
    }
}

#Preview {
    BookSearchView()
}
