// Demonstrates: the debounced search object apps copy from a 2020 blog: `final class SearchViewModel: ObservableObject` with `@Published var searchText` and `@Published var debouncedText` joined in `init` by `$searchText.debounce(for: .milliseconds(300), scheduler: RunLoop.main).removeDuplicates().assign(to: &$debouncedText)`, a second `@Published var results` computed by a `map` over the debounced text and `assign(to: &$results)`, `.searchable(text: $viewModel.searchText)` and a count of how many searches ran.
// Source: public app code (a pantry app's inventory search and a social app's search view model, both debouncing into a second published property; found through a search for debounce removeDuplicates); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

final class SearchViewModel: ObservableObject {
    @Published var searchText: String = ""
    @Published var debouncedText: String = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searchCount = 0

    let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Mango", "Melon"]

    init() {
        $searchText
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .assign(to: &$debouncedText)

        $debouncedText
            .map { [fruits] text -> [String] in
                text.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .assign(to: &$results)
    }

    func didSearch() {
        searchCount += 1
    }
}

struct SearchView: View {
    @StateObject private var viewModel = SearchViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.results, id: \.self) { fruit in
                Text(fruit)
            }
            .overlay {
                if viewModel.results.isEmpty {
                    Text("No results for \"\(viewModel.debouncedText)\"")
                }
            }
            .navigationTitle("Fruits")
            .searchable(text: $viewModel.searchText)
            .onChange(of: viewModel.debouncedText) { _ in
                viewModel.didSearch()
            }
            .toolbar {
                Text("\(viewModel.searchCount) searches")
            }
        }
    }
}

struct SearchView_Previews: PreviewProvider {
    static var previews: some View {
        SearchView()
    }
}
