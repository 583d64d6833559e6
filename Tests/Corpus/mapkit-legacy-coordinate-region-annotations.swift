// Demonstrates: the iOS 14–16 MapKit API learners still paste: `Map(coordinateRegion: $region, annotationItems: places) { place in MapMarker(coordinate:tint:) }`, `MKCoordinateRegion(center:span:)` with `CLLocationCoordinate2D` and `MKCoordinateSpan(latitudeDelta:longitudeDelta:)`, `MapAnnotation` with a custom view, moving the region from buttons, distance with `CLLocation.distance(from:)`.
// Source: learner's app (a "bucket list" project from a 100-days course, written against iOS 16); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import MapKit

struct Place: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

struct BucketListMap: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275),
        span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5)
    )
    @State private var places = [
        Place(name: "Buckingham Palace", coordinate: CLLocationCoordinate2D(latitude: 51.501, longitude: -0.141)),
        Place(name: "Tower of London", coordinate: CLLocationCoordinate2D(latitude: 51.508, longitude: -0.076)),
    ]

    var body: some View {
        VStack {
            Map(coordinateRegion: $region, annotationItems: places) { place in
                MapAnnotation(coordinate: place.coordinate) {
                    VStack {
                        Image(systemName: "star.circle")
                            .foregroundColor(.red)
                        Text(place.name)
                            .fixedSize()
                    }
                }
            }
            Text(String(format: "%.3f, %.3f", region.center.latitude, region.center.longitude))
            HStack {
                Button("Add here") {
                    places.append(Place(name: "Pin \(places.count + 1)", coordinate: region.center))
                }
                Button("Paris") {
                    region.center = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
                    region.span = MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)
                }
                Button("Distance") {
                    let a = CLLocation(latitude: places[0].coordinate.latitude, longitude: places[0].coordinate.longitude)
                    let b = CLLocation(latitude: places[1].coordinate.latitude, longitude: places[1].coordinate.longitude)
                    print("\(Int(a.distance(from: b))) m")
                }
            }
        }
    }
}

#Preview {
    BucketListMap()
}
