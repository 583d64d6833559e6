// Demonstrates: iOS 16/17 search — searchable with a drawer placement and prompt, searchScopes bound to an enum, searchSuggestions with completions, and onSubmit(of: .search).
import SwiftUI

enum Scope: String, CaseIterable, Identifiable {
    case all = "All", fruit = "Fruit", vegetable = "Vegetables"
    var id: Self { self }
}

struct Produce: Identifiable {
    let id = UUID()
    let name: String
    let isFruit: Bool
}

struct ProduceSearch: View {
    @State private var query = ""
    @State private var scope: Scope = .all
    @State private var submitted: [String] = []

    private let items = [
        Produce(name: "Apple", isFruit: true), Produce(name: "Apricot", isFruit: true),
        Produce(name: "Asparagus", isFruit: false), Produce(name: "Broccoli", isFruit: false),
    ]

    private var results: [Produce] {
        items.filter { item in
            let inScope = scope == .all || (scope == .fruit) == item.isFruit
            return inScope && (query.isEmpty || item.name.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { item in
                Text(item.name)
            }
            .navigationTitle("Produce")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search produce")
            .searchScopes($scope) {
                ForEach(Scope.allCases) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
            .searchSuggestions {
                ForEach(items.filter { $0.name.hasPrefix(query) && !query.isEmpty }) { item in
                    Text(item.name).searchCompletion(item.name)
                }
            }
            .onSubmit(of: .search) {
                submitted.append(query)
                print("searched \(query): \(results.count) results")
            }
            .toolbar {
                Button("Fruit only") { scope = .fruit }
                Button("Type Ap") { query = "Ap" }
            }
        }
    }
}

#Preview {
    ProduceSearch()
}
