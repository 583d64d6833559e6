// Demonstrates: a SwiftData trip planner: `@Model final class Trip` with a `@Relationship(deleteRule: .cascade)` to `Stop`s, `@Query(sort: \Trip.startDate, order: .reverse)`, `@Environment(\.modelContext)` inserting and deleting, a `#Preview` with `.modelContainer(for: Trip.self, inMemory: true)`, and the count of stops per trip.
// Source: tutorial (an iOS 17 SwiftData "trips" tutorial with relationships and cascade delete, found through a search for SwiftData Model Relationship deleteRule cascade Query sort order reverse modelContext insert delete preview inMemory); written for Vivarium in that style, not copied.
// First paste: failed at delete: wrong answer: a `Stop` appended to an inserted trip's `stops` never joined the store, and deleting the trip reported the trip and its stops "leaked: kept alive by a reference cycle" (the cascade deleted nothing)
import SwiftUI
import SwiftData

@Model
final class Trip {
    var name: String
    var startDate: Date
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []

    init(name: String, startDate: Date) {
        self.name = name
        self.startDate = startDate
    }
}

@Model
final class Stop {
    var city: String
    var trip: Trip?

    init(city: String) {
        self.city = city
    }
}

struct TripsView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]

    var body: some View {
        NavigationStack {
            List {
                ForEach(trips) { trip in
                    HStack {
                        Text(trip.name)
                        Spacer()
                        Text("\(trip.stops.count) stops")
                        Button("Add stop") {
                            let stop = Stop(city: "City \(trip.stops.count + 1)")
                            trip.stops.append(stop)
                        }
                    }
                }
                .onDelete(perform: deleteTrips)
            }
            .navigationTitle("Trips")
            .toolbar {
                Button("New trip") {
                    let trip = Trip(name: "Trip \(trips.count + 1)", startDate: .now.addingTimeInterval(Double(trips.count) * 86_400))
                    modelContext.insert(trip)
                }
            }
        }
    }

    private func deleteTrips(at offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(trips[index])
        }
    }
}

#Preview {
    TripsView()
        .modelContainer(for: Trip.self, inMemory: true)
}
