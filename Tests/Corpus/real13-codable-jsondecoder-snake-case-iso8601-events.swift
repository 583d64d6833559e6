// Demonstrates: decoding a JSON string literal (`let json = """ … """`) with `JSONDecoder()` set to `.convertFromSnakeCase` and `.iso8601`, nested `Codable` structs with an optional field and a `CodingKeys` rename, an enum `Codable` by raw value, `Data(json.utf8)`, a `do/catch` printing `DecodingError` cases, and re-encoding with `JSONEncoder` `outputFormatting = [.prettyPrinted, .sortedKeys]`.
// Source: Stack Overflow answer (an answer on decoding snake_case JSON with ISO 8601 dates into Codable structs, found through a search for JSONDecoder convertFromSnakeCase iso8601 CodingKeys literal); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum EventKind: String, Codable {
    case meetup, conference, workshop
}

struct Venue: Codable, Hashable {
    let name: String
    let city: String
}

struct Event: Codable, Identifiable {
    let id: Int
    let title: String
    let kind: EventKind
    let startDate: Date
    let venue: Venue
    let ticketPrice: Double?
    let isOnline: Bool

    enum CodingKeys: String, CodingKey {
        case id, title, kind, startDate, venue, ticketPrice
        case isOnline = "remote"
    }
}

let eventsJSON = """
[
  {"id": 1, "title": "Swift Meetup", "kind": "meetup", "start_date": "2024-03-14T18:30:00Z",
   "venue": {"name": "Hub", "city": "Lisbon"}, "ticket_price": null, "remote": false},
  {"id": 2, "title": "SwiftConf", "kind": "conference", "start_date": "2024-10-02T09:00:00Z",
   "venue": {"name": "Congress Hall", "city": "Berlin"}, "ticket_price": 349.0, "remote": false},
  {"id": 3, "title": "Concurrency Lab", "kind": "workshop", "start_date": "2024-05-20T13:00:00Z",
   "venue": {"name": "Online", "city": "-"}, "ticket_price": 49.5, "remote": true}
]
"""

func loadEvents() -> [Event] {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    do {
        return try decoder.decode([Event].self, from: Data(eventsJSON.utf8))
    } catch let DecodingError.keyNotFound(key, context) {
        print("missing key \(key.stringValue): \(context.debugDescription)")
    } catch {
        print("decoding failed: \(error)")
    }
    return []
}

struct EventsView: View {
    @State private var events: [Event] = []
    @State private var exported = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(events) { event in
                    VStack(alignment: .leading) {
                        Text(event.title).font(.headline)
                        Text("\(event.kind.rawValue) · \(event.venue.city)")
                        Text(event.startDate, style: .date)
                        if let price = event.ticketPrice {
                            Text(price, format: .currency(code: "EUR"))
                        } else {
                            Text("Free")
                        }
                    }
                }
                if !exported.isEmpty {
                    Text(exported).font(.caption.monospaced())
                }
            }
            .navigationTitle("Events")
            .toolbar {
                Button("Export venues") {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                    let venues = Array(Set(events.map(\.venue))).sorted { $0.city < $1.city }
                    if let data = try? encoder.encode(venues) {
                        exported = String(decoding: data, as: UTF8.self)
                        print(exported)
                    }
                }
            }
            .onAppear {
                events = loadEvents()
                print("loaded \(events.count) events; online: \(events.filter(\.isOnline).map(\.title))")
            }
        }
    }
}

#Preview {
    EventsView()
}
