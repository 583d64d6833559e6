// Demonstrates: a Combine search view model: `$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).removeDuplicates().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }` then `flatMap` into a fake search returning `Future`, `.receive(on:)`, `.assign(to: &$results)`, a second pipeline counting keystrokes with `scan`, `@Published` history, and a `TextField` with `onCommit`.
// Source: book (a Combine chapter on search-as-you-type, found through a search for $query debounce removeDuplicates flatMap Future assign(to: &$results) RunLoop.main); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

struct Country: Identifiable, Hashable {
    let id: String
    let name: String
    let capital: String
}

let allCountries: [Country] = [
    Country(id: "PT", name: "Portugal", capital: "Lisbon"),
    Country(id: "PL", name: "Poland", capital: "Warsaw"),
    Country(id: "PE", name: "Peru", capital: "Lima"),
    Country(id: "NO", name: "Norway", capital: "Oslo"),
    Country(id: "NZ", name: "New Zealand", capital: "Wellington"),
    Country(id: "JP", name: "Japan", capital: "Tokyo")
]

enum SearchAPI {
    static func search(_ term: String) -> Future<[Country], Never> {
        Future { promise in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                let lower = term.lowercased()
                let found = allCountries.filter {
                    $0.name.lowercased().contains(lower) || $0.capital.lowercased().contains(lower)
                }
                promise(.success(found))
            }
        }
    }
}

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Country] = []
    @Published private(set) var keystrokes = 0
    @Published private(set) var recent: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .flatMap { SearchAPI.search($0) }
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)

        $query
            .dropFirst()
            .scan(0) { count, _ in count + 1 }
            .sink { [weak self] count in
                self?.keystrokes = count
            }
            .store(in: &cancellables)

        $results
            .dropFirst()
            .sink { found in
                print("results: \(found.map(\.name).joined(separator: ", "))")
            }
            .store(in: &cancellables)
    }

    func commit() {
        let term = query.trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty, !recent.contains(term) else { return }
        recent.insert(term, at: 0)
        if recent.count > 3 {
            recent.removeLast()
        }
    }
}

struct CountryRow: View {
    let country: Country

    var body: some View {
        HStack {
            Text(country.id)
                .font(.system(.caption, design: .monospaced))
                .padding(4)
                .background(Color.gray.opacity(0.2))
            Text(country.name)
            Spacer()
            Text(country.capital)
                .foregroundColor(.secondary)
        }
    }
}

struct SearchScreen: View {
    @StateObject private var viewModel = SearchViewModel()

    var body: some View {
        NavigationView {
            VStack {
                TextField("Country or capital", text: $viewModel.query, onCommit: viewModel.commit)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                    .autocapitalization(.none)
                    .disableAutocorrection(true)
                    .padding(.horizontal)
                Text("\(viewModel.keystrokes) edits")
                    .font(.caption)
                if !viewModel.recent.isEmpty {
                    HStack {
                        ForEach(viewModel.recent, id: \.self) { term in
                            Button(term) {
                                viewModel.query = term
                            }
                        }
                    }
                }
                List(viewModel.results) { country in
                    CountryRow(country: country)
                }
                Button("Try \"po\"") {
                    viewModel.query = "po"
                }
            }
            .navigationBarTitle("Countries")
        }
    }
}

struct SearchScreen_Previews: PreviewProvider {
    static var previews: some View {
        SearchScreen()
    }
}
