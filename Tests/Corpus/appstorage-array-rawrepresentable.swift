// Demonstrates: storing an array in @AppStorage through the common RawRepresentable extension on Array (JSON in a String), toggling favorites, and reading them back in a second view.
import SwiftUI

extension Array: RawRepresentable where Element: Codable {
    public init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8),
              let result = try? JSONDecoder().decode([Element].self, from: data) else {
            return nil
        }
        self = result
    }

    public var rawValue: String {
        guard let data = try? JSONEncoder().encode(self),
              let result = String(data: data, encoding: .utf8) else {
            return "[]"
        }
        return result
    }
}

struct FavoritesBadge: View {
    @AppStorage("favoriteCities") private var favorites: [String] = []

    var body: some View {
        Text(favorites.isEmpty ? "No favorites" : "★ \(favorites.joined(separator: ", "))")
    }
}

struct CityPicker: View {
    @AppStorage("favoriteCities") private var favorites: [String] = []
    private let cities = ["Lisbon", "Kyoto", "Quito"]

    var body: some View {
        VStack(alignment: .leading) {
            FavoritesBadge()
            ForEach(cities, id: \.self) { city in
                Button(favorites.contains(city) ? "Unstar \(city)" : "Star \(city)") {
                    if let index = favorites.firstIndex(of: city) {
                        favorites.remove(at: index)
                    } else {
                        favorites.append(city)
                    }
                    print("stored: \(favorites.rawValue)")
                }
            }
        }
    }
}

#Preview {
    CityPicker()
}
