// Demonstrates: .searchable(text:prompt:) filtering a list with localizedCaseInsensitiveContains, ContentUnavailableView.search(text:) for no results, a computed property with an early return, sorted(by:) on a key.
import SwiftUI

struct Country: Identifiable {
    let code: String
    let name: String
    let population: Int
    var id: String { code }
}

struct CountrySearchView: View {
    @State private var query = ""
    private let countries = [
        Country(code: "NO", name: "Norway", population: 5_500_000),
        Country(code: "NZ", name: "New Zealand", population: 5_100_000),
        Country(code: "JP", name: "Japan", population: 124_000_000),
        Country(code: "KE", name: "Kenya", population: 55_000_000),
    ]

    private var results: [Country] {
        let sorted = countries.sorted { $0.name < $1.name }
        guard !query.isEmpty else { return sorted }
        return sorted.filter { $0.name.localizedCaseInsensitiveContains(query) || $0.code == query.uppercased() }
    }

    var body: some View {
        NavigationStack {
            List(results) { country in
                HStack {
                    Text(country.code).monospaced()
                    Text(country.name)
                    Spacer()
                    Text(country.population, format: .number.notation(.compactName))
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query, prompt: "Country or code")
            .navigationTitle("Countries")
        }
    }
}

#Preview {
    CountrySearchView()
}
