// Demonstrates: an in-memory ModelContainer built for previews with ModelConfiguration(isStoredInMemoryOnly:), sample data inserted into mainContext, and @Query(sort: [SortDescriptor]) in reverse order.
import SwiftUI
import SwiftData

@Model
final class Trip {
    var destination: String
    var nights: Int

    init(destination: String, nights: Int) {
        self.destination = destination
        self.nights = nights
    }
}

@MainActor
let previewContainer: ModelContainer = {
    do {
        let container = try ModelContainer(for: Trip.self,
                                           configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (place, nights) in [("Lisbon", 3), ("Kyoto", 7), ("Oslo", 2)] {
            container.mainContext.insert(Trip(destination: place, nights: nights))
        }
        return container
    } catch {
        fatalError("Failed to create container: \(error)")
    }
}()

struct TripsView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: [SortDescriptor(\Trip.nights, order: .reverse)]) private var trips: [Trip]

    var body: some View {
        List {
            ForEach(trips) { trip in
                HStack {
                    Text(trip.destination)
                    Spacer()
                    Text("\(trip.nights) nights")
                }
            }
            Button("Add Weekend") {
                modelContext.insert(Trip(destination: "Paris", nights: 2))
            }
            Button("Extend Oslo") {
                let oslo = try? modelContext.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.destination == "Oslo" }))
                oslo?.first?.nights += 10
            }
        }
    }
}

#Preview {
    TripsView()
        .modelContainer(previewContainer)
}
