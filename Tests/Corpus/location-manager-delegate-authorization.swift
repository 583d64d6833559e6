// Demonstrates: the CLLocationManager wrapper most weather tutorials write — an NSObject ObservableObject that is the manager's delegate, requestWhenInUseAuthorization, locationManagerDidChangeAuthorization, requestLocation, and didFailWithError shown in the UI.
import SwiftUI
import CoreLocation

final class LocationProvider: NSObject, ObservableObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    @Published var status: CLAuthorizationStatus = .notDetermined
    @Published var coordinate: CLLocationCoordinate2D?
    @Published var lastError: String?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyKilometer
        status = manager.authorizationStatus
    }

    func request() {
        manager.requestWhenInUseAuthorization()
    }

    func locate() {
        manager.requestLocation()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        status = manager.authorizationStatus
        print("authorization now \(status.rawValue)")
        if status == .authorizedWhenInUse || status == .authorizedAlways {
            manager.requestLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        coordinate = locations.last?.coordinate
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        lastError = error.localizedDescription
        print("location failed: \(error.localizedDescription)")
    }
}

struct WeatherHome: View {
    @StateObject private var location = LocationProvider()

    var body: some View {
        VStack(spacing: 12) {
            switch location.status {
            case .notDetermined:
                Button("Use My Location") { location.request() }
            case .denied, .restricted:
                Text("Location access denied. Enable it in Settings.")
            default:
                if let coordinate = location.coordinate {
                    Text(String(format: "%.3f, %.3f", coordinate.latitude, coordinate.longitude))
                } else {
                    ProgressView("Locating…")
                }
                Button("Refresh") { location.locate() }
            }
            if let error = location.lastError {
                Text(error).foregroundStyle(.red)
            }
        }
    }
}

#Preview {
    WeatherHome()
}
