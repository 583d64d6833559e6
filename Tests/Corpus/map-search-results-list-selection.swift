// Demonstrates: a places screen pairing a Map with a List — Map(initialPosition:selection:) with tagged Markers, MapCameraPosition.item via MKMapItem, MapUserLocationButton in .mapControls, and the selected place shown below.
import SwiftUI
import MapKit

struct Place: Identifiable, Hashable {
    let id: Int
    let name: String
    let latitude: Double
    let longitude: Double

    var coordinate: CLLocationCoordinate2D { .init(latitude: latitude, longitude: longitude) }
}

struct PlacesView: View {
    private let places = [
        Place(id: 1, name: "Blue Bottle", latitude: 37.7764, longitude: -122.4233),
        Place(id: 2, name: "Tartine", latitude: 37.7614, longitude: -122.4241)
    ]
    @State private var selection: Int?
    @State private var camera: MapCameraPosition = .userLocation(fallback: .automatic)

    var body: some View {
        VStack {
            Map(position: $camera, selection: $selection) {
                UserAnnotation()
                ForEach(places) { place in
                    Marker(place.name, systemImage: "cup.and.saucer", coordinate: place.coordinate)
                        .tag(place.id)
                }
            }
            .mapControls {
                MapUserLocationButton()
                MapCompass()
            }
            List(places, selection: $selection) { place in
                Button(place.name) {
                    selection = place.id
                    let item = MKMapItem(placemark: MKPlacemark(coordinate: place.coordinate))
                    item.name = place.name
                    camera = .item(item)
                }
            }
            Text(selection.flatMap { id in places.first { $0.id == id }?.name } ?? "Nothing selected")
            Text(camera.followsUserLocation ? "following you" : "fixed camera")
        }
    }
}

#Preview {
    PlacesView()
}
