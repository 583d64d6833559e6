// Demonstrates: iOS 17's map: `@State private var position: MapCameraPosition = .userLocation(fallback: .automatic)`, `Map(position: $position, selection: $selectedResult) { ForEach(results, id: \.self) { Marker(item.name, systemImage: …, coordinate: …).tint(.orange) } UserAnnotation() }`, `.mapStyle(.standard(elevation: .realistic))`, `.mapControls { MapUserLocationButton(); MapCompass(); MapScaleView() }`, `.onMapCameraChange { context in visibleRegion = context.region }`, `.safeAreaInset(edge: .bottom)` with buttons setting `position = .region(…)` and `.automatic`, and a `CLLocationCoordinate2D` extension of static places.
// Source: public app code (a WWDC23 "Meet MapKit for SwiftUI"-style demo kept by a learner, found through a search for MapCameraPosition); written for Vivarium in that style, not copied.
// First paste: failed at load: value of type 'Annotation' has no member 'annotationTitles'
import SwiftUI
import MapKit

extension CLLocationCoordinate2D {
    static let parking = CLLocationCoordinate2D(latitude: 42.354528, longitude: -71.068369)
    static let cafe = CLLocationCoordinate2D(latitude: 42.3561, longitude: -71.0624)
}

struct Spot: Hashable {
    let name: String
    let symbol: String
    let latitude: Double
    let longitude: Double
    var coordinate: CLLocationCoordinate2D { .init(latitude: latitude, longitude: longitude) }
}

struct ContentView: View {
    @State private var position: MapCameraPosition = .userLocation(fallback: .automatic)
    @State private var visibleRegion: MKCoordinateRegion?
    @State private var selectedResult: Spot?

    let results = [
        Spot(name: "Public Garden", symbol: "leaf", latitude: 42.3541, longitude: -71.0704),
        Spot(name: "Boston Common", symbol: "tree", latitude: 42.3550, longitude: -71.0656),
    ]

    var body: some View {
        Map(position: $position, selection: $selectedResult) {
            Annotation("Parking", coordinate: .parking) {
                ZStack {
                    RoundedRectangle(cornerRadius: 5)
                        .fill(.background)
                    Image(systemName: "car")
                        .padding(5)
                }
            }
            .annotationTitles(.hidden)
            Marker("Cafe", systemImage: "cup.and.saucer", coordinate: .cafe)
            ForEach(results, id: \.self) { spot in
                Marker(spot.name, systemImage: spot.symbol, coordinate: spot.coordinate)
                    .tint(.orange)
                    .tag(spot)
            }
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
            MapScaleView()
        }
        .onMapCameraChange { context in
            visibleRegion = context.region
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button {
                    position = .region(MKCoordinateRegion(center: .parking, latitudinalMeters: 500, longitudinalMeters: 500))
                } label: {
                    Label("Parking", systemImage: "car")
                }
                Button {
                    position = .automatic
                } label: {
                    Label("All", systemImage: "map")
                }
                if let selectedResult {
                    Text(selectedResult.name)
                }
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
    }
}

#Preview {
    ContentView()
}
