// Demonstrates: .searchable(text:) filtering a List in a NavigationStack.
import SwiftUI

struct CountryList: View {
    @State private var query = ""
    private let countries = ["France", "Finland", "Japan", "Jordan", "Peru"]

    private var filtered: [String] {
        query.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { country in
                Text(country)
            }
            .navigationTitle("Countries")
            .searchable(text: $query, prompt: "Search countries")
            .overlay {
                if filtered.isEmpty {
                    Text("No results for \(query)")
                }
            }
        }
    }
}

#Preview {
    CountryList()
}
