// Demonstrates: a movie watchlist app in one file: `Movie: Codable, Identifiable` decoded from an embedded JSON string with `JSONDecoder`, an `enum SortOrder` in a toolbar `Menu` with `Picker` inline, `sorted { ... }` switching on the order, a star rating control writing back through `Binding` to the array element found with `firstIndex`, `contextMenu` to mark watched, and `.strikethrough(movie.watched)`.
// Source: learner's app (a movie watchlist built after a beginner course, posted whole to a forum, found through a search for watchlist movie Codable JSON string decode sort Menu Picker rating stars contextMenu watched strikethrough); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Movie: Codable, Identifiable {
    let id: Int
    let title: String
    let year: Int
    var rating: Int
    var watched: Bool
}

enum SortOrder: String, CaseIterable, Identifiable {
    case title = "Title", year = "Year", rating = "Rating"
    var id: Self { self }
}

let moviesJSON = """
[
  {"id": 1, "title": "Arrival", "year": 2016, "rating": 5, "watched": true},
  {"id": 2, "title": "Brazil", "year": 1985, "rating": 4, "watched": false},
  {"id": 3, "title": "Coco", "year": 2017, "rating": 3, "watched": false}
]
"""

struct WatchlistView: View {
    @State private var movies: [Movie] = {
        let data = Data(moviesJSON.utf8)
        return (try? JSONDecoder().decode([Movie].self, from: data)) ?? []
    }()
    @State private var sortOrder: SortOrder = .title

    var sorted: [Movie] {
        movies.sorted {
            switch sortOrder {
            case .title: $0.title < $1.title
            case .year: $0.year > $1.year
            case .rating: $0.rating > $1.rating
            }
        }
    }

    var body: some View {
        NavigationStack {
            List(sorted) { movie in
                VStack(alignment: .leading) {
                    Text("\(movie.title) (\(String(movie.year)))")
                        .strikethrough(movie.watched)
                    StarRating(rating: binding(for: movie))
                }
                .contextMenu {
                    Button(movie.watched ? "Mark unwatched" : "Mark watched") {
                        if let index = movies.firstIndex(where: { $0.id == movie.id }) {
                            movies[index].watched.toggle()
                        }
                    }
                }
            }
            .navigationTitle("Watchlist")
            .toolbar {
                Menu("Sort") {
                    Picker("Sort by", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.inline)
                }
            }
        }
    }

    func binding(for movie: Movie) -> Binding<Int> {
        Binding(
            get: { movie.rating },
            set: { newValue in
                if let index = movies.firstIndex(where: { $0.id == movie.id }) {
                    movies[index].rating = newValue
                    print("\(movie.title) rated \(newValue)")
                }
            }
        )
    }
}

struct StarRating: View {
    @Binding var rating: Int

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { value in
                Image(systemName: value <= rating ? "star.fill" : "star")
                    .onTapGesture { rating = value }
            }
        }
    }
}

#Preview {
    WatchlistView()
}
