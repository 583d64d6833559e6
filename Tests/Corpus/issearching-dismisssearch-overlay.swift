// Demonstrates: reading @Environment(\.isSearching) in a child of the searchable view, dismissSearch from a result, and an overlay shown while searching with no results.
import SwiftUI

struct ResultsList: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    let matches: [String]
    let onPick: (String) -> Void

    var body: some View {
        List(matches, id: \.self) { match in
            Button(match) {
                onPick(match)
                dismissSearch()
            }
        }
        .overlay {
            if isSearching && matches.isEmpty {
                ContentUnavailableView.search
            }
        }
        .onChange(of: isSearching) { _, searching in
            print("searching: \(searching)")
        }
    }
}

struct CitySearch: View {
    @State private var query = ""
    @State private var picked: String?
    private let cities = ["Lisbon", "London", "Lima", "Oslo"]

    var body: some View {
        NavigationStack {
            ResultsList(matches: cities.filter { query.isEmpty || $0.hasPrefix(query) }) { city in
                picked = city
            }
            .searchable(text: $query)
            .navigationTitle(picked ?? "Pick a city")
            .toolbar {
                Button("Type L") { query = "L" }
                Button("Type Z") { query = "Z" }
            }
        }
    }
}

#Preview {
    CitySearch()
}
