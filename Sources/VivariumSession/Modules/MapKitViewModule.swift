/// MapKit's UIKit map, `MKMapView`, for the representables that wrap it (`struct MapView:
/// UIViewRepresentable` with a `Coordinator: NSObject, MKMapViewDelegate`, the shape of most
/// 2019–2022 map screens). Loaded with the first use of one of its names, after `MapKit` (its
/// regions and coordinates) and `UIKit` (the view it is). Apple, "MKMapView": the region,
/// annotations, map type and the `shows…`/`is…Enabled` switches are the app's values, read
/// back as set; "MKMapViewDelegate": `mapView(_:regionWillChangeAnimated:)` and
/// `mapView(_:regionDidChangeAnimated:)` are told of a change the app makes, the second after a
/// suspension as MapKit calls it once the change is applied on the main thread, so a coordinator
/// writing the region back to a binding does so as an action, not during a view update.
///
/// Judgement calls: no tiles are drawn and nobody pans or pinches, so the region changes only
/// when the app sets it; a span is kept as given (MapKit fits it to the view's aspect ratio);
/// annotation views are never asked for, as no annotation comes on screen
/// (`mapView(_:viewFor:)` does not run) and `dequeueReusableAnnotationView` has none to give.
extension BundledModule {
    static let mapKitView = BundledModule(
        name: "MapKitView",
        dependencies: ["CoreLocation", "MapKit", "UIKit"],
        autoloadNames: ["MKMapView", "MKMapViewDelegate", "MKAnnotation", "MKPointAnnotation", "MKAnnotationView",
                        "MKMarkerAnnotationView", "MKPinAnnotationView", "MKMapType", "MKUserTrackingMode"],
        source: #"""
enum MKMapType {
    case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

enum MKUserTrackingMode {
    case none, follow, followWithHeading
}

protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    var title: String? { nil }
    var subtitle: String? { nil }
}

class MKPointAnnotation: NSObject, MKAnnotation {
    var coordinate: CLLocationCoordinate2D
    var title: String?
    var subtitle: String?

    override init() {
        coordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        super.init()
    }

    init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
        super.init()
    }
}

class MKAnnotationView: UIView {
    var annotation: MKAnnotation?
    var reuseIdentifier: String?
    var canShowCallout = false
    var image: UIImage?
    var isDraggable = false
    var rightCalloutAccessoryView: UIView?
    var leftCalloutAccessoryView: UIView?

    init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect())
    }

    required init?(coder: NSCoder) {
        super.init(frame: CGRect())
    }
}

class MKMarkerAnnotationView: MKAnnotationView {
    var markerTintColor: UIColor?
    var glyphText: String?
    var glyphImage: UIImage?
    var glyphTintColor: UIColor?
}

class MKPinAnnotationView: MKAnnotationView {
    var pinTintColor: UIColor?
    var animatesDrop = false
}

protocol MKMapViewDelegate: AnyObject {
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
}

class MKMapView: UIView {
    weak var delegate: MKMapViewDelegate?
    private var _region = MKCoordinateRegion()
    var mapType: MKMapType = .standard
    var showsUserLocation = false
    var userTrackingMode: MKUserTrackingMode = .none
    var isZoomEnabled = true
    var isScrollEnabled = true
    var isRotateEnabled = true
    var isPitchEnabled = true
    var showsCompass = true
    var showsScale = false
    var showsTraffic = false
    var showsBuildings = true
    private(set) var annotations: [MKAnnotation] = []
    private(set) var selectedAnnotations: [MKAnnotation] = []

    var region: MKCoordinateRegion {
        get { _region }
        set { setRegion(newValue, animated: false) }
    }

    var centerCoordinate: CLLocationCoordinate2D {
        get { _region.center }
        set { setCenter(newValue, animated: false) }
    }

    func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        _region = region
        Task {
            await Task.yield()
            self.delegate?.mapViewDidChangeVisibleRegion(self)
            self.delegate?.mapView(self, regionDidChangeAnimated: animated)
        }
    }

    func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: _region.span), animated: animated)
    }

    func addAnnotation(_ annotation: MKAnnotation) {
        annotations.append(annotation)
    }

    func addAnnotations(_ annotations: [MKAnnotation]) {
        self.annotations += annotations
    }

    func removeAnnotation(_ annotation: MKAnnotation) {
        annotations.removeAll { $0 === annotation }
        selectedAnnotations.removeAll { $0 === annotation }
    }

    func removeAnnotations(_ annotations: [MKAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }

    func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) {
        selectedAnnotations = [annotation]
    }

    func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) {
        selectedAnnotations = []
    }

    func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
        for annotation in annotations where !self.annotations.contains(where: { $0 === annotation }) {
            self.annotations.append(annotation)
        }
    }

    func register(_ viewClass: Any?, forAnnotationViewWithReuseIdentifier identifier: String) {}

    func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        nil
    }
}
"""#)
}
