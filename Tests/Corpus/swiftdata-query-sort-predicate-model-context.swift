// Demonstrates: a SwiftData list as the Xcode template grows it: `@Model final class Trip` with a `@Relationship(deleteRule: .cascade)` to `[Stop]`, `@Query(sort: \Trip.startDate, order: .reverse)`, a `#Predicate` filter passed to a child's `init` building `_trips = Query(filter:sort:)`, `modelContext.insert` and `delete`, `.modelContainer(for: Trip.self, inMemory: true)` in the preview.
// Source: sample code (a platform vendor's SwiftData trips sample, reduced to a list and a filter); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import SwiftData

@Model
final class Trip {
    var name: String
    var startDate: Date
    @Relationship(deleteRule: .cascade) var stops: [Stop] = []

    init(name: String, startDate: Date) {
        self.name = name
        self.startDate = startDate
    }
}

@Model
final class Stop {
    var place: String
    init(place: String) { self.place = place }
}

struct TripsView: View {
    @Environment(\.modelContext) private var modelContext
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            FilteredTrips(search: searchText)
                .searchable(text: $searchText)
                .toolbar {
                    Button("Add") {
                        let trip = Trip(name: "Trip \(Int.random(in: 1...99))", startDate: .now)
                        trip.stops.append(Stop(place: "Lisbon"))
                        modelContext.insert(trip)
                    }
                    Button("Add Rome") {
                        modelContext.insert(Trip(name: "Rome", startDate: .now.addingTimeInterval(-86_400)))
                    }
                }
        }
    }
}

struct FilteredTrips: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var trips: [Trip]

    init(search: String) {
        _trips = Query(filter: #Predicate<Trip> { trip in
            search.isEmpty || trip.name.localizedStandardContains(search)
        }, sort: \Trip.startDate, order: .reverse)
    }

    var body: some View {
        List {
            ForEach(trips) { trip in
                VStack(alignment: .leading) {
                    Text(trip.name)
                    Text("\(trip.stops.count) stops")
                }
            }
            .onDelete { offsets in
                for index in offsets {
                    modelContext.delete(trips[index])
                }
            }
            Text("\(trips.count) trips")
        }
    }
}

#Preview {
    TripsView()
        .modelContainer(for: Trip.self, inMemory: true)
}
