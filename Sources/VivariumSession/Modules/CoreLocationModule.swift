extension BundledModule {
    /// `import CoreLocation`: the coordinate type maps and location code share, and
    /// `CLLocationManager`. The playground's iPhone grants a permission request (as
    /// UserNotifications' does) and has no location fix: `requestLocation()` and
    /// `startUpdatingLocation()` end in `locationManager(_:didFailWithError:)` with
    /// `CLError.locationUnknown` ("The operation couldn’t be completed. (kCLErrorDomain error
    /// 0.)", Apple, "CLError.Code.locationUnknown": "The location manager was unable to obtain a
    /// location value right now"). Delegate calls arrive after a suspension, as the system's do;
    /// `locationManagerDidChangeAuthorization` also once after the delegate is set (Apple: "The
    /// system calls this method when the app creates the related object's CLLocationManager
    /// instance, and when the app's authorization status changes").
    static let coreLocation = BundledModule(
        name: "CoreLocation",
        dependencies: [],
        autoloadNames: ["CLLocationCoordinate2D", "CLLocationDegrees", "CLLocationManager", "CLLocationManagerDelegate",
                        "CLAuthorizationStatus", "CLLocation", "CLError"],
        source: #"""
typealias CLLocationDegrees = Double
typealias CLLocationDistance = Double

struct CLLocationCoordinate2D {
    var latitude: Double
    var longitude: Double

    init() {
        latitude = 0
        longitude = 0
    }

    init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

class CLLocation {
    let coordinate: CLLocationCoordinate2D

    init(latitude: Double, longitude: Double) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The great-circle distance in metres (haversine, on a sphere of the mean Earth radius).
    func distance(from location: CLLocation) -> Double {
        let radius = 6_371_000.0
        let lat1 = coordinate.latitude * Double.pi / 180
        let lat2 = location.coordinate.latitude * Double.pi / 180
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * Double.pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return radius * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

enum CLAuthorizationStatus: Int {
    case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
}

enum CLErrorCode: Int {
    case locationUnknown = 0, denied = 1, network = 2, headingFailure = 3
}

struct CLError: Error {
    static let locationUnknown = CLErrorCode.locationUnknown
    static let denied = CLErrorCode.denied
    let code: CLErrorCode
    init(_ code: CLErrorCode) {
        self.code = code
    }
    var errorCode: Int { code.rawValue }
    var localizedDescription: String { "The operation couldn’t be completed. (kCLErrorDomain error \(code.rawValue).)" }
}

let kCLLocationAccuracyBestForNavigation = -2.0
let kCLLocationAccuracyBest = -1.0
let kCLLocationAccuracyNearestTenMeters = 10.0
let kCLLocationAccuracyHundredMeters = 100.0
let kCLLocationAccuracyKilometer = 1000.0
let kCLLocationAccuracyThreeKilometers = 3000.0
let kCLDistanceFilterNone = -1.0

protocol CLLocationManagerDelegate: AnyObject {}

extension CLLocationManagerDelegate {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
}

@_vivariumInternal("CLLocationManager")
class CLLocationManager: NSObject {
    static var _status = CLAuthorizationStatus.notDetermined

    weak var delegate: CLLocationManagerDelegate? {
        didSet { _tellAuthorization() }
    }
    var desiredAccuracy = kCLLocationAccuracyBest
    var distanceFilter = kCLDistanceFilterNone
    var activityType: Any? = nil
    var allowsBackgroundLocationUpdates = false
    private(set) var location: CLLocation? = nil

    var authorizationStatus: CLAuthorizationStatus { CLLocationManager._status }

    static func authorizationStatus() -> CLAuthorizationStatus { _status }
    static func locationServicesEnabled() -> Bool { true }

    func _tellAuthorization() {
        Task {
            await Task.yield()
            guard let delegate = self.delegate else { return }
            delegate.locationManagerDidChangeAuthorization(self)
            delegate.locationManager(self, didChangeAuthorization: CLLocationManager._status)
        }
    }

    func _request(_ granted: CLAuthorizationStatus) {
        guard CLLocationManager._status == .notDetermined else { return }
        CLLocationManager._status = granted
        _tellAuthorization()
    }

    func requestWhenInUseAuthorization() { _request(.authorizedWhenInUse) }
    func requestAlwaysAuthorization() { _request(.authorizedAlways) }

    func _noFix() {
        Task {
            await Task.yield()
            self.delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
        }
    }

    func requestLocation() { _noFix() }
    func startUpdatingLocation() { _noFix() }
    func stopUpdatingLocation() {}
    func startMonitoringSignificantLocationChanges() {}
    func stopMonitoringSignificantLocationChanges() {}
}
"""#)
}
