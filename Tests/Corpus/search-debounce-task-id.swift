// Demonstrates: search with debounce through .task(id:) — Task.sleep cancelled by the next keystroke, a mock async service, .searchable, ContentUnavailableView for no results.
import SwiftUI

struct Country: Identifiable, Hashable {
    let code: String
    let name: String
    var id: String { code }
}

actor CountryService {
    private let all: [Country] = [
        Country(code: "PT", name: "Portugal"),
        Country(code: "ES", name: "Spain"),
        Country(code: "FR", name: "France"),
        Country(code: "FI", name: "Finland"),
        Country(code: "PE", name: "Peru"),
    ]

    func search(_ query: String) async -> [Country] {
        guard !query.isEmpty else { return all }
        return all.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }
}

struct CountrySearchView: View {
    @State private var query = ""
    @State private var results: [Country] = []
    @State private var searchCount = 0

    private let service = CountryService()

    var body: some View {
        NavigationStack {
            List(results) { country in
                HStack {
                    Text(country.code)
                        .font(.caption.monospaced())
                        .padding(4)
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 4))
                    Text(country.name)
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Countries")
            .searchable(text: $query, prompt: "Search countries")
            .task(id: query) {
                do {
                    try await Task.sleep(for: .milliseconds(300))
                } catch {
                    return
                }
                results = await service.search(query)
                searchCount += 1
            }
            .toolbar {
                Menu("Try") {
                    Button("fin") { query = "fin" }
                    Button("zz") { query = "zz" }
                    Button("Clear") { query = "" }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Searches run: \(searchCount)")
                    .font(.footnote)
            }
        }
    }
}

#Preview {
    CountrySearchView()
}
