// Demonstrates: iOS 14's map API as most 2021–2023 learner apps use it: `@State var region = MKCoordinateRegion(center:span:)`, `Map(coordinateRegion: $region, interactionModes: .all, showsUserLocation: true, annotationItems: places) { place in MapMarker(coordinate: place.coordinate, tint: .red) }`, an `Identifiable` struct with a computed `CLLocationCoordinate2D`, a zoom button changing `region.span`, and a text of the span.
// Source: public app code (a study repository's `MapView` with `MapMarker`s, the deprecated iOS 14 initializer; found through a search for annotationItems); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import MapKit

struct Place: Identifiable {
    let id = UUID()
    let name: String
    let latitude: Double
    let longitude: Double
    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

struct MapView: View {
    @State var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 35.1796, longitude: 129.0756),
        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))

    let places = [
        Place(name: "Haeundae", latitude: 35.1587, longitude: 129.1604),
        Place(name: "Gwangalli", latitude: 35.1532, longitude: 129.1187),
        Place(name: "Seomyeon", latitude: 35.1577, longitude: 129.0591),
    ]

    var body: some View {
        VStack {
            Map(coordinateRegion: $region,
                interactionModes: .all,
                showsUserLocation: true,
                annotationItems: places) { place in
                MapMarker(coordinate: place.coordinate, tint: .red)
            }
            .edgesIgnoringSafeArea(.top)
            HStack {
                Text("span \(region.span.latitudeDelta, specifier: "%.3f")")
                Spacer()
                Button("Zoom in") {
                    region.span = MKCoordinateSpan(latitudeDelta: region.span.latitudeDelta / 2,
                                                   longitudeDelta: region.span.longitudeDelta / 2)
                }
            }
            .padding()
        }
    }
}

struct MapView_Previews: PreviewProvider {
    static var previews: some View {
        MapView()
    }
}
