// Demonstrates: a view model whose `$searchText` and `$scope` are joined with `combineLatest`, `debounce` and `removeDuplicates`-free `sink` into `[weak self]`; `.searchable(text:placement:prompt:)`, `.searchScopes($scope)` with `ForEach(allCases)`, `.searchSuggestions` with `.searchCompletion`, an enum `Cuisine: String, CaseIterable` with `.rawValue.capitalized`, `.task { await load() }`.
// Source: video course companion (a bootcamp-style course's "searchable, suggestions and scopes" episode); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

struct Restaurant: Identifiable, Hashable {
    let id: String
    let title: String
    let cuisine: CuisineOption
}

enum CuisineOption: String, CaseIterable {
    case american, italian, japanese
}

final class RestaurantManager {
    func getAllRestaurants() async throws -> [Restaurant] {
        [
            Restaurant(id: "1", title: "Burger Shack", cuisine: .american),
            Restaurant(id: "2", title: "Pasta Palace", cuisine: .italian),
            Restaurant(id: "3", title: "Sushi Heaven", cuisine: .japanese),
            Restaurant(id: "4", title: "Local Market", cuisine: .american),
        ]
    }
}

enum SearchScopeOption: Hashable {
    case all
    case cuisine(option: CuisineOption)

    var title: String {
        switch self {
        case .all:
            return "All"
        case .cuisine(option: let option):
            return option.rawValue.capitalized
        }
    }
}

@MainActor
final class SearchableViewModel: ObservableObject {
    @Published private(set) var allRestaurants: [Restaurant] = []
    @Published private(set) var filteredRestaurants: [Restaurant] = []
    @Published var searchText: String = ""
    @Published var searchScope: SearchScopeOption = .all
    @Published private(set) var allSearchScopes: [SearchScopeOption] = []

    let manager = RestaurantManager()
    private var cancellables = Set<AnyCancellable>()

    var isSearching: Bool {
        !searchText.isEmpty
    }

    init() {
        addSubscribers()
    }

    private func addSubscribers() {
        $searchText
            .combineLatest($searchScope)
            .debounce(for: 0.3, scheduler: DispatchQueue.main)
            .sink { [weak self] (searchText, searchScope) in
                self?.filterRestaurants(searchText: searchText, currentSearchScope: searchScope)
            }
            .store(in: &cancellables)
    }

    private func filterRestaurants(searchText: String, currentSearchScope: SearchScopeOption) {
        guard !searchText.isEmpty else {
            filteredRestaurants = []
            searchScope = .all
            return
        }
        var restaurantsInScope = allRestaurants
        switch currentSearchScope {
        case .all:
            break
        case .cuisine(let option):
            restaurantsInScope = allRestaurants.filter { $0.cuisine == option }
        }
        let search = searchText.lowercased()
        filteredRestaurants = restaurantsInScope.filter { restaurant in
            let titleContainsSearch = restaurant.title.lowercased().contains(search)
            let cuisineContainsSearch = restaurant.cuisine.rawValue.lowercased().contains(search)
            return titleContainsSearch || cuisineContainsSearch
        }
    }

    func loadRestaurants() async {
        do {
            allRestaurants = try await manager.getAllRestaurants()
            let allCuisines = Set(allRestaurants.map { $0.cuisine })
            allSearchScopes = [.all] + allCuisines.map { SearchScopeOption.cuisine(option: $0) }
                .sorted { $0.title < $1.title }
        } catch {
            print(error)
        }
    }

    func getSearchSuggestions() -> [String] {
        guard isSearching else { return [] }
        var suggestions: [String] = []
        let search = searchText.lowercased()
        if search.contains("pa") {
            suggestions.append("Pasta")
        }
        if search.contains("su") {
            suggestions.append("Sushi")
        }
        for cuisine in CuisineOption.allCases where cuisine.rawValue.contains(search) {
            suggestions.append(cuisine.rawValue.capitalized)
        }
        return suggestions
    }
}

struct SearchableBootcamp: View {
    @StateObject private var viewModel = SearchableViewModel()

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(viewModel.isSearching ? viewModel.filteredRestaurants : viewModel.allRestaurants) { restaurant in
                    restaurantRow(restaurant: restaurant)
                }
            }
            .padding()
        }
        .searchable(text: $viewModel.searchText, placement: .automatic, prompt: Text("Search restaurants..."))
        .searchScopes($viewModel.searchScope, scopes: {
            ForEach(viewModel.allSearchScopes, id: \.self) { scope in
                Text(scope.title)
                    .tag(scope)
            }
        })
        .searchSuggestions({
            ForEach(viewModel.getSearchSuggestions(), id: \.self) { suggestion in
                Text(suggestion)
                    .searchCompletion(suggestion)
            }
        })
        .navigationTitle("Restaurants")
        .task {
            await viewModel.loadRestaurants()
        }
    }

    private func restaurantRow(restaurant: Restaurant) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(restaurant.title)
                .font(.headline)
            Text(restaurant.cuisine.rawValue.capitalized)
                .font(.caption)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.black.opacity(0.05))
    }
}

#Preview {
    NavigationStack {
        SearchableBootcamp()
    }
}
