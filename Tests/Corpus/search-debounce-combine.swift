// Demonstrates: a search view model: $query debounced on RunLoop.main, removeDuplicates, map, sink with [weak self], NumberFormatter decimals.
// Source: blog companion (Combine search); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

struct City: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let country: String
    let population: Int
}

final class CitySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [City] = []
    @Published private(set) var searchCount = 0

    private var cancellables = Set<AnyCancellable>()
    private let all = [
        City(name: "Lisbon", country: "Portugal", population: 545_000),
        City(name: "London", country: "UK", population: 8_982_000),
        City(name: "Lyon", country: "France", population: 516_000),
        City(name: "Porto", country: "Portugal", population: 232_000),
        City(name: "Paris", country: "France", population: 2_161_000)
    ]

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .sink { [weak self] text in
                self?.search(text)
            }
            .store(in: &cancellables)
    }

    private func search(_ text: String) {
        searchCount += 1
        results = text.isEmpty ? all : all.filter { $0.name.lowercased().hasPrefix(text) || $0.country.lowercased().contains(text) }
        print("search '\(text)' -> \(results.map(\.name))")
    }

    static let populationFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()
}

struct CitySearchView: View {
    @StateObject private var viewModel = CitySearchViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.results) { city in
                VStack(alignment: .leading) {
                    Text(city.name).font(.headline)
                    Text("\(city.country) · \(CitySearchViewModel.populationFormatter.string(from: NSNumber(value: city.population)) ?? "?")")
                        .font(.caption)
                }
            }
            .searchable(text: $viewModel.query)
            .navigationTitle("Cities (\(viewModel.searchCount))")
            .toolbar {
                Button("Find Portugal") {
                    viewModel.query = "Portugal"
                }
            }
        }
    }
}

#Preview {
    CitySearchView()
}
