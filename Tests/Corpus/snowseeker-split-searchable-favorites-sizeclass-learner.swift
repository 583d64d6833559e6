// Demonstrates: a learner's "SnowSeeker" (a 100-days course's iPad-friendly project): `Resort: Codable, Hashable, Identifiable` with a static `allResorts` decoded from JSON and an `example`, `NavigationSplitView` whose sidebar `List(sortedResorts)` has `NavigationLink(value:)` rows and `.navigationDestination(for: Resort.self)`, `.searchable(text:)` filtering with `localizedStandardContains`, a sort `Picker` in a toolbar `Menu`, an `@Observable class Favorites` saving a `Set<String>` to `UserDefaults` as JSON with `contains`/`add`/`remove`, `.environment(favorites)`, `@Environment(\.horizontalSizeClass)` choosing stacked or side-by-side details, `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, a `Group` of detail views, and an alert presenting the tapped facility.
// Source: learner's app (a 100-days course's "SnowSeeker" project, finished with its challenges); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Resort: Codable, Hashable, Identifiable {
    var id: String
    var name: String
    var country: String
    var description: String
    var price: Int
    var size: Int
    var snowDepth: Int
    var elevation: Int
    var runs: Int
    var facilities: [String]

    var facilityTypes: [Facility] {
        facilities.map(Facility.init)
    }

    static let allResorts: [Resort] = {
        let json = """
        [
          {"id": "whistler", "name": "Whistler", "country": "Canada", "description": "Huge and varied.", "price": 3, "size": 3, "snowDepth": 180, "elevation": 2182, "runs": 200, "facilities": ["Family", "Cross-country"]},
          {"id": "zermatt", "name": "Zermatt", "country": "Switzerland", "description": "In the shadow of the Matterhorn.", "price": 3, "size": 2, "snowDepth": 120, "elevation": 3883, "runs": 145, "facilities": ["Accommodation", "Eco-friendly"]},
          {"id": "niseko", "name": "Niseko", "country": "Japan", "description": "Famous for powder.", "price": 2, "size": 2, "snowDepth": 250, "elevation": 1308, "runs": 61, "facilities": ["Family", "Beginners"]}
        ]
        """
        return try! JSONDecoder().decode([Resort].self, from: Data(json.utf8))
    }()

    static let example = allResorts[0]
}

struct Facility: Identifiable {
    let id = UUID()
    var name: String

    private let icons = [
        "Accommodation": "house",
        "Beginners": "1.circle",
        "Cross-country": "map",
        "Eco-friendly": "leaf.arrow.circlepath",
        "Family": "person.3"
    ]

    private let descriptions = [
        "Accommodation": "This resort has popular on-site accommodation.",
        "Beginners": "This resort has lots of ski schools.",
        "Cross-country": "This resort has many cross-country ski routes.",
        "Eco-friendly": "This resort has won an award for environmental friendliness.",
        "Family": "This resort is popular with families."
    ]

    var icon: some View {
        if let iconName = icons[name] {
            return Image(systemName: iconName)
                .accessibilityLabel(name)
                .foregroundStyle(.secondary)
        } else {
            fatalError("Unknown facility type: \(name)")
        }
    }

    var description: String {
        if let message = descriptions[name] {
            return message
        } else {
            fatalError("Unknown facility type: \(name)")
        }
    }
}

@Observable
class Favorites {
    private var resorts: Set<String>
    private let key = "Favorites"

    init() {
        if let data = UserDefaults.standard.data(forKey: key),
           let decoded = try? JSONDecoder().decode(Set<String>.self, from: data) {
            resorts = decoded
        } else {
            resorts = []
        }
    }

    func contains(_ resort: Resort) -> Bool {
        resorts.contains(resort.id)
    }

    func add(_ resort: Resort) {
        resorts.insert(resort.id)
        save()
    }

    func remove(_ resort: Resort) {
        resorts.remove(resort.id)
        save()
    }

    func save() {
        if let data = try? JSONEncoder().encode(resorts) {
            UserDefaults.standard.set(data, forKey: key)
        }
        print("favorites:", resorts.sorted())
    }
}

enum SortOrder: String, CaseIterable {
    case standard = "Default", alphabetical = "Alphabetical", country = "Country"
}

struct ContentView: View {
    let resorts = Resort.allResorts

    @State private var favorites = Favorites()
    @State private var searchText = ""
    @State private var sortOrder = SortOrder.standard

    var filteredResorts: [Resort] {
        if searchText.isEmpty {
            resorts
        } else {
            resorts.filter { $0.name.localizedStandardContains(searchText) }
        }
    }

    var sortedResorts: [Resort] {
        switch sortOrder {
        case .standard: filteredResorts
        case .alphabetical: filteredResorts.sorted { $0.name < $1.name }
        case .country: filteredResorts.sorted { $0.country < $1.country }
        }
    }

    var body: some View {
        NavigationSplitView {
            List(sortedResorts) { resort in
                NavigationLink(value: resort) {
                    HStack {
                        Image(systemName: "mountain.2")
                            .frame(width: 40, height: 25)
                        VStack(alignment: .leading) {
                            Text(resort.name)
                                .font(.headline)
                            Text("\(resort.runs) runs")
                                .foregroundStyle(.secondary)
                        }
                        if favorites.contains(resort) {
                            Spacer()
                            Image(systemName: "heart.fill")
                                .accessibilityLabel("This is a favorite resort")
                                .foregroundStyle(.red)
                        }
                    }
                }
            }
            .navigationTitle("Resorts")
            .navigationDestination(for: Resort.self) { resort in
                ResortView(resort: resort)
            }
            .searchable(text: $searchText, prompt: "Search for a resort")
            .toolbar {
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Picker("Sort", selection: $sortOrder) {
                        ForEach(SortOrder.allCases, id: \.self) { order in
                            Text(order.rawValue)
                        }
                    }
                }
            }
        } detail: {
            WelcomeView()
        }
        .environment(favorites)
    }
}

struct WelcomeView: View {
    var body: some View {
        VStack {
            Text("Welcome to SnowSeeker!")
                .font(.largeTitle)
            Text("Please select a resort from the left-hand menu; swipe from the left edge to show it.")
                .foregroundStyle(.secondary)
        }
    }
}

struct ResortView: View {
    let resort: Resort

    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(Favorites.self) var favorites

    @State private var selectedFacility: Facility?
    @State private var showingFacility = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    if horizontalSizeClass == .compact && dynamicTypeSize > .large {
                        VStack(spacing: 10) { ResortDetailsView(resort: resort) }
                        VStack(spacing: 10) { SkiDetailsView(resort: resort) }
                    } else {
                        ResortDetailsView(resort: resort)
                        SkiDetailsView(resort: resort)
                    }
                }
                .padding(.vertical)
                .background(.primary.opacity(0.1))
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)

                Group {
                    Text(resort.description)
                        .padding(.vertical)

                    Text("Facilities")
                        .font(.headline)

                    HStack {
                        ForEach(resort.facilityTypes) { facility in
                            Button {
                                selectedFacility = facility
                                showingFacility = true
                            } label: {
                                facility.icon
                                    .font(.title)
                            }
                        }
                    }
                    .padding(.vertical)
                }
                .padding(.horizontal)
            }

            Button(favorites.contains(resort) ? "Remove from Favorites" : "Add to Favorites") {
                if favorites.contains(resort) {
                    favorites.remove(resort)
                } else {
                    favorites.add(resort)
                }
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
        .navigationTitle("\(resort.name), \(resort.country)")
        .navigationBarTitleDisplayMode(.inline)
        .alert(selectedFacility?.name ?? "More information", isPresented: $showingFacility, presenting: selectedFacility) { _ in
        } message: { facility in
            Text(facility.description)
        }
    }
}

struct ResortDetailsView: View {
    let resort: Resort

    var size: String {
        switch resort.size {
        case 1: "Small"
        case 2: "Average"
        default: "Large"
        }
    }

    var price: String {
        String(repeating: "$", count: resort.price)
    }

    var body: some View {
        Group {
            VStack {
                Text("Size").font(.caption.bold())
                Text(size).font(.title3)
            }
            VStack {
                Text("Price").font(.caption.bold())
                Text(price).font(.title3)
            }
        }
        .frame(maxWidth: .infinity)
    }
}

struct SkiDetailsView: View {
    let resort: Resort

    var body: some View {
        Group {
            VStack {
                Text("Elevation").font(.caption.bold())
                Text("\(resort.elevation)m").font(.title3)
            }
            VStack {
                Text("Snow").font(.caption.bold())
                Text("\(resort.snowDepth)cm").font(.title3)
            }
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    ContentView()
}
