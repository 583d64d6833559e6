// Demonstrates: movies sorted by an enum option in a toolbar Menu with a Picker and a Toggle, searchable, number precision formatting, two onChange forms.
// Source: Kodeco-style tutorial; written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Movie: Identifiable {
    let id = UUID()
    let title: String
    let year: Int
    let rating: Double
    let runtime: Int
}

enum SortOption: String, CaseIterable, Identifiable {
    case title = "Title"
    case year = "Year"
    case rating = "Rating"

    var id: Self { self }
}

struct MoviesView: View {
    @State private var sortOption: SortOption = .rating
    @State private var ascending = false
    @State private var query = ""

    let movies = [
        Movie(title: "Arrival", year: 2016, rating: 7.9, runtime: 116),
        Movie(title: "Blade Runner", year: 1982, rating: 8.1, runtime: 117),
        Movie(title: "Coco", year: 2017, rating: 8.4, runtime: 105),
        Movie(title: "Up", year: 2009, rating: 8.3, runtime: 96)
    ]

    var sortedMovies: [Movie] {
        let filtered = query.isEmpty ? movies : movies.filter { $0.title.lowercased().contains(query.lowercased()) }
        let sorted: [Movie]
        switch sortOption {
        case .title:
            sorted = filtered.sorted { $0.title < $1.title }
        case .year:
            sorted = filtered.sorted { $0.year < $1.year }
        case .rating:
            sorted = filtered.sorted(by: { $0.rating < $1.rating })
        }
        return ascending ? sorted : sorted.reversed()
    }

    var body: some View {
        NavigationStack {
            List(sortedMovies) { movie in
                VStack(alignment: .leading) {
                    HStack {
                        Text(movie.title).font(.headline)
                        Text("(\(String(movie.year)))")
                    }
                    HStack {
                        Text(movie.rating, format: .number.precision(.fractionLength(1)))
                        Text("\(movie.runtime / 60)h \(movie.runtime % 60)m")
                    }
                    .font(.caption)
                }
            }
            .searchable(text: $query, prompt: "Search movies")
            .navigationTitle("Movies")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort by", selection: $sortOption) {
                            ForEach(SortOption.allCases) { option in
                                Text(option.rawValue)
                            }
                        }
                        Toggle("Ascending", isOn: $ascending)
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
            .onChange(of: sortOption) {
                print(sortOption.rawValue, sortedMovies.map(\.title))
            }
            .onChange(of: ascending) { _, newValue in
                print("ascending:", newValue, sortedMovies.first?.title ?? "")
                let mean = movies.map(\.rating).reduce(0, +) / Double(movies.count)
                print("mean rating", mean, (mean * 100).rounded() / 100)
            }
        }
    }
}

#Preview {
    MoviesView()
}
