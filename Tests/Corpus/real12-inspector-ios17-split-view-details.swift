// Demonstrates: iOS 17's inspector beside a split view: `NavigationSplitView { List(trips, selection: $selectedID) … } detail: { … }` with `.inspector(isPresented: $showInspector) { TripInspector(trip: $trips[index]) .inspectorColumnWidth(min: 200, ideal: 250, max: 400) .presentationDetents([.medium, .large]) }`, a toolbar button toggling it with `Label("Inspector", systemImage: "info.circle")`, `@State private var selectedID: Trip.ID?`, `trips.firstIndex(where:)` for the binding, and `ContentUnavailableView("Select a trip", systemImage: "airplane")`.
// Source: public app code (a trip planner's iPad layout with an inspector, found through a search for inspector(isPresented:) inspectorColumnWidth NavigationSplitView); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Trip: Identifiable {
    let id = UUID()
    var name: String
    var nights: Int
    var notes = ""
}

struct TripInspector: View {
    @Binding var trip: Trip

    var body: some View {
        Form {
            TextField("Name", text: $trip.name)
            Stepper("\(trip.nights) nights", value: $trip.nights, in: 1...30)
            TextField("Notes", text: $trip.notes)
        }
    }
}

struct TripsView: View {
    @State private var trips = [
        Trip(name: "Lisbon", nights: 4),
        Trip(name: "Kyoto", nights: 7)
    ]
    @State private var selectedID: Trip.ID?
    @State private var showInspector = false

    var selectedIndex: Int? {
        trips.firstIndex { $0.id == selectedID }
    }

    var body: some View {
        NavigationSplitView {
            List(trips, selection: $selectedID) { trip in
                Text(trip.name)
            }
            .navigationTitle("Trips")
        } detail: {
            if let index = selectedIndex {
                VStack {
                    Text(trips[index].name).font(.largeTitle)
                    Text("\(trips[index].nights) nights")
                }
                .inspector(isPresented: $showInspector) {
                    TripInspector(trip: $trips[index])
                        .inspectorColumnWidth(min: 200, ideal: 250, max: 400)
                        .presentationDetents([.medium, .large])
                }
            } else {
                ContentUnavailableView("Select a trip", systemImage: "airplane")
            }
        }
        .toolbar {
            Button {
                showInspector.toggle()
            } label: {
                Label("Inspector", systemImage: "info.circle")
            }
        }
    }
}

#Preview {
    TripsView()
}
