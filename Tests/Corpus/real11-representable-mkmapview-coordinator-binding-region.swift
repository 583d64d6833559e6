// Demonstrates: a UIKit map wrapped for SwiftUI as 2020–2022 apps wrote it before `Map` had markers: `struct MapView: UIViewRepresentable` with `@Binding var region: MKCoordinateRegion`, `makeUIView(context:) -> some UIView` returning an `MKMapView` whose `delegate` is `context.coordinator`, `updateUIView(_ uiView: UIViewType, …)` casting back with `as? MKMapView`, a nested `final class MapViewCoordinator: NSObject, MKMapViewDelegate` writing the region back in `regionDidChangeAnimated`, and a screen showing the centre's latitude under it.
// Source: public app code (a UIKit map representable with a nested coordinator, as in several learners' map demos found through a search for MKMapView representables); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'MKMapViewDelegate' (from MapKit, which the playground models only in part)
import SwiftUI
import MapKit

struct MapView: UIViewRepresentable {
    @Binding var region: MKCoordinateRegion

    func makeUIView(context: Context) -> some UIView {
        let view = MKMapView()
        view.showsUserLocation = true
        view.region = region
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ uiView: UIViewType, context: Context) {
        guard let view = uiView as? MKMapView else { return }
        view.region = region
    }

    func makeCoordinator() -> MapViewCoordinator {
        MapViewCoordinator(managedView: self)
    }

    final class MapViewCoordinator: NSObject, MKMapViewDelegate {
        var managedView: MapView

        init(managedView: MapView) {
            self.managedView = managedView
            super.init()
        }

        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
            managedView.region = mapView.region
        }
    }
}

struct ContentView: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275),
        span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)
    )

    var body: some View {
        VStack {
            MapView(region: $region)
                .ignoresSafeArea(edges: .top)
            Text(String(format: "%.4f, %.4f", region.center.latitude, region.center.longitude))
                .font(.caption.monospacedDigit())
            Button("Paris") {
                region.center = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
