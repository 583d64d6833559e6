// Demonstrates: a list-detail app over an @Observable model data object decoded from bundled JSON text — @Environment(ModelData.self), a local `@Bindable var modelData = modelData` inside body to bind into an array element found with firstIndex(where:), a favorites filter Toggle inside the List, and a reusable FavoriteButton with a Binding<Bool>.
import SwiftUI
import Observation

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
    var category: Category

    enum Category: String, CaseIterable, Codable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }

    private var coordinates: Coordinates

    struct Coordinates: Hashable, Codable {
        var latitude: Double
        var longitude: Double
    }

    var locationText: String {
        String(format: "%.3f, %.3f", coordinates.latitude, coordinates.longitude)
    }
}

let landmarkJSON = """
[
  {"id": 1001, "name": "Turtle Rock", "park": "Joshua Tree National Park", "state": "California",
   "description": "Granite boulders.", "isFavorite": true, "category": "Rivers",
   "coordinates": {"latitude": 34.011286, "longitude": -116.166868}},
  {"id": 1002, "name": "Silver Salmon Creek", "park": "Lake Clark National Park", "state": "Alaska",
   "description": "Bears fishing.", "isFavorite": false, "category": "Lakes",
   "coordinates": {"latitude": 59.980167, "longitude": -152.665167}},
  {"id": 1003, "name": "Chilkoot Trail", "park": "Klondike Gold Rush", "state": "Alaska",
   "description": "A steep pass.", "isFavorite": true, "category": "Mountains",
   "coordinates": {"latitude": 59.560551, "longitude": -135.334571}},
  {"id": 1004, "name": "St. Mary Lake", "park": "Glacier National Park", "state": "Montana",
   "description": "A glacial lake.", "isFavorite": false, "category": "Lakes",
   "coordinates": {"latitude": 48.69423, "longitude": -113.536248}}
]
"""

func load<T: Decodable>(_ text: String) -> T {
    let data = Data(text.utf8)
    do {
        let decoder = JSONDecoder()
        return try decoder.decode(T.self, from: data)
    } catch {
        fatalError("Couldn't parse landmarks as \(T.self):\n\(error)")
    }
}

@Observable
class ModelData {
    var landmarks: [Landmark] = load(landmarkJSON)

    var categories: [String: [Landmark]] {
        Dictionary(
            grouping: landmarks,
            by: { $0.category.rawValue }
        )
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Image(systemName: "photo")
                .resizable()
                .frame(width: 50, height: 50)
            Text(landmark.name)

            Spacer()

            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        ScrollView {
            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
                }

                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
                Text(landmark.locationText)
                    .font(.caption.monospacedDigit())
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
        }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }

                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle("Landmarks")
            .onChange(of: showFavoritesOnly) {
                print("showing \(filteredLandmarks.count) of \(modelData.landmarks.count); categories: \(modelData.categories.keys.sorted())")
            }
        } detail: {
            Text("Select a Landmark")
        }
    }
}

#Preview {
    LandmarkList()
        .environment(ModelData())
}
