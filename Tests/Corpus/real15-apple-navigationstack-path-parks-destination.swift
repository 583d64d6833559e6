// Demonstrates: the NavigationStack documentation's data-driven shape: `NavigationStack(path: $presentedParks)` over `[Park]`, `NavigationLink(park.name, value: park)`, `.navigationDestination(for: Park.self)`, pushing from code with `presentedParks.append(...)`, popping to root with `removeAll()`, and the path count shown in the title.
// Source: Apple documentation snippet (the NavigationStack API page's parks example and "Migrating to new navigation types", found through a search for NavigationStack path presentedParks navigationDestination for Park.self); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Park: Hashable, Identifiable {
    let name: String
    let state: String
    var id: String { name }
}

struct ParksView: View {
    let parks = [
        Park(name: "Yosemite", state: "CA"),
        Park(name: "Zion", state: "UT"),
        Park(name: "Acadia", state: "ME"),
    ]
    @State private var presentedParks: [Park] = []

    var body: some View {
        NavigationStack(path: $presentedParks) {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park, path: $presentedParks)
            }
            .navigationTitle("Parks")
            .toolbar {
                Button("Show Zion") {
                    presentedParks.append(parks[1])
                }
            }
        }
        .onChange(of: presentedParks) { oldPath, newPath in
            print("path \(oldPath.map(\.name)) -> \(newPath.map(\.name))")
        }
    }
}

struct ParkDetails: View {
    let park: Park
    @Binding var path: [Park]

    var body: some View {
        VStack {
            Text("\(park.name), \(park.state)")
                .font(.title)
            Text("Depth \(path.count)")
            Button("Next park") {
                path.append(Park(name: "\(park.name) II", state: park.state))
            }
            Button("Back to all parks") {
                path.removeAll()
            }
        }
        .navigationTitle(park.name)
    }
}

#Preview {
    ParksView()
}
