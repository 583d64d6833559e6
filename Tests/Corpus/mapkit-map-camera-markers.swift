// Demonstrates: an iOS 17 MapKit screen — Map(position:) with Marker and Annotation content, MapCameraPosition.region / .automatic, CLLocationCoordinate2D, a selected place, and buttons that move the camera.
import SwiftUI
import MapKit

struct Landmark: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let latitude: Double
    let longitude: Double

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    static func == (lhs: Landmark, rhs: Landmark) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Landmark {
    static let samples = [
        Landmark(name: "Golden Gate Bridge", latitude: 37.8199, longitude: -122.4783),
        Landmark(name: "Alcatraz", latitude: 37.8267, longitude: -122.4230),
        Landmark(name: "Coit Tower", latitude: 37.8024, longitude: -122.4058)
    ]
}

struct CityMapView: View {
    @State private var position: MapCameraPosition = .automatic
    @State private var selected: Landmark?

    var body: some View {
        VStack {
            Map(position: $position) {
                ForEach(Landmark.samples) { landmark in
                    Marker(landmark.name, systemImage: "star.fill", coordinate: landmark.coordinate)
                        .tint(.orange)
                }
                Annotation("Ferry Building", coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937)) {
                    Image(systemName: "ferry")
                        .padding(6)
                        .background(.blue, in: Circle())
                }
            }
            .mapStyle(.standard)
            .frame(height: 300)

            HStack {
                ForEach(Landmark.samples) { landmark in
                    Button(landmark.name) {
                        selected = landmark
                        position = .region(MKCoordinateRegion(
                            center: landmark.coordinate,
                            span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01)
                        ))
                    }
                }
            }
            Button("Show all") {
                selected = nil
                position = .automatic
            }
            if let selected {
                Text("\(selected.name) at \(selected.coordinate.latitude, specifier: "%.3f"), \(selected.coordinate.longitude, specifier: "%.3f")")
            }
        }
    }
}

#Preview {
    CityMapView()
}
