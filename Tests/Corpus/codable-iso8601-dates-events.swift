// Demonstrates: decoding JSON with ISO-8601 dates and custom CodingKeys, an optional field, relative date formatting, and grouping decoded events by day.
import SwiftUI

struct Event: Codable, Identifiable {
    let id: Int
    let title: String
    let startsAt: Date
    let location: String?

    enum CodingKeys: String, CodingKey {
        case id
        case title = "name"
        case startsAt = "starts_at"
        case location
    }
}

enum EventFeed {
    static let json = """
    [
      {"id": 1, "name": "Swift meetup", "starts_at": "2024-03-05T18:30:00Z", "location": "Berlin"},
      {"id": 2, "name": "Design review", "starts_at": "2024-03-05T09:00:00Z"},
      {"id": 3, "name": "Release party", "starts_at": "2024-03-07T20:00:00Z", "location": "Office"}
    ]
    """

    static func decode() throws -> [Event] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Event].self, from: Data(json.utf8))
    }
}

struct EventsView: View {
    @State private var events: [Event] = []
    @State private var errorMessage: String?

    private var days: [(day: String, events: [Event])] {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let grouped = Dictionary(grouping: events) { formatter.string(from: $0.startsAt) }
        return grouped.keys.sorted().map { (day: $0, events: grouped[$0]!.sorted { $0.startsAt < $1.startsAt }) }
    }

    var body: some View {
        List {
            if let errorMessage {
                Text(errorMessage).foregroundStyle(.red)
            }
            ForEach(days, id: \.day) { group in
                Section(group.day) {
                    ForEach(group.events) { event in
                        VStack(alignment: .leading) {
                            Text(event.title)
                            Text(event.location ?? "Online").font(.caption)
                        }
                    }
                }
            }
            Button("Reload") { load() }
        }
        .onAppear(perform: load)
    }

    private func load() {
        do {
            events = try EventFeed.decode()
            print("decoded \(events.count) events; first at \(events[0].startsAt.timeIntervalSince1970)")
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

#Preview {
    EventsView()
}
