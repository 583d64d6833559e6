// Demonstrates: Codable with explicit CodingKeys, nestedContainer for a flattened "location" object, decodeIfPresent defaults, and encoding back with sorted keys.
import SwiftUI

struct Venue: Identifiable, Codable {
    let id: Int
    let name: String
    let city: String
    let latitude: Double
    let capacity: Int

    enum CodingKeys: String, CodingKey {
        case id = "venue_id"
        case name
        case location
        case capacity
    }

    enum LocationKeys: String, CodingKey {
        case city
        case lat
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        capacity = try container.decodeIfPresent(Int.self, forKey: .capacity) ?? 0
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        city = try location.decode(String.self, forKey: .city)
        latitude = try location.decode(Double.self, forKey: .lat)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(capacity, forKey: .capacity)
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(city, forKey: .city)
        try location.encode(latitude, forKey: .lat)
    }
}

enum VenueLoader {
    static let json = """
    [
      {"venue_id": 7, "name": "Blue Hall", "capacity": 300, "location": {"city": "Oslo", "lat": 59.91}},
      {"venue_id": 9, "name": "The Shed", "location": {"city": "Bergen", "lat": 60.39}}
    ]
    """

    static func load() -> Result<[Venue], Error> {
        Result { try JSONDecoder().decode([Venue].self, from: Data(json.utf8)) }
    }
}

struct VenueList: View {
    @State private var venues: [Venue] = []
    @State private var exported = ""
    @State private var failure: String?

    var body: some View {
        List {
            ForEach(venues) { venue in
                VStack(alignment: .leading) {
                    Text(venue.name).font(.headline)
                    Text("\(venue.city) · \(venue.capacity) seats · \(venue.latitude, specifier: "%.2f")")
                }
            }
            if let failure {
                Text(failure).foregroundStyle(.red)
            }
            Button("Export first") {
                guard let first = venues.first else { return }
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                if let data = try? encoder.encode(first) {
                    exported = String(decoding: data, as: UTF8.self)
                }
            }
            Text(exported).font(.caption.monospaced())
        }
        .onAppear {
            switch VenueLoader.load() {
            case .success(let loaded): venues = loaded
            case .failure(let error): failure = error.localizedDescription
            }
        }
    }
}

#Preview {
    VenueList()
}
