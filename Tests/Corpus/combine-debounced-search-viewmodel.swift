// Demonstrates: a Combine pipeline in a view model — $query.debounce.removeDuplicates.sink into @Published results.
import SwiftUI
import Combine

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let catalog = ["swift", "swiftui", "combine", "concurrency"]

    init() {
        print("SearchViewModel init")
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] text in
                guard let self else { return }
                self.results = text.isEmpty ? [] : self.catalog.filter { $0.hasPrefix(text) }
                print("searched '\(text)': \(self.results.count) results")
            }
            .store(in: &cancellables)
    }

    deinit { print("SearchViewModel deinit") }
}

struct SearchScreen: View {
    @StateObject private var viewModel = SearchViewModel()

    var body: some View {
        VStack {
            TextField("Search", text: $viewModel.query)
            ForEach(viewModel.results, id: \.self) { Text($0) }
            Button("Type swift") { viewModel.query = "swift" }
            Button("Type co") { viewModel.query = "co" }
        }
    }
}

#Preview {
    SearchScreen()
}
