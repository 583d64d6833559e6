/// `import MapKit`: SwiftUI's `Map` and its content as views, written in Vivarium's Swift
/// subset, so a map screen's state, camera bindings and views' lifecycle run as pasted. A
/// `Map` is a container of its content (its `ForEach`es, `Marker`s, `Annotation`s); an
/// `Annotation`'s or `MapAnnotation`'s content is built as SwiftUI builds it, a marker is a leaf
/// holding its title and coordinate. The camera is the app's value: `MapCameraPosition`
/// (`.automatic`, `.region(_:)`, `.camera(_:)`, `.item(_:)`, `.userLocation(fallback:)`), with
/// its `region`, `camera` and `followsUserLocation` read back as set (Apple, "Map",
/// "MapCameraPosition", "Marker", "Annotation", "MKCoordinateRegion").
///
/// Judgement calls: drawing tiles, fitting the camera to the content and the user's pans are
/// not modelled, so `.automatic` stays `.automatic` and `onMapCameraChange` runs never; style
/// and control modifiers (`mapStyle`, `mapControls`, `mapControlVisibility`) are inert; the
/// device has no location fix (`.userLocation(fallback:)` keeps its fallback's region).
extension BundledModule {
    static let mapKit = BundledModule(
        name: "MapKit",
        dependencies: ["CoreLocation"],
        autoloadNames: [],
        source: #"""
struct MKCoordinateSpan: Equatable {
    var latitudeDelta: Double
    var longitudeDelta: Double

    init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

struct MKCoordinateRegion: Equatable {
    var center: CLLocationCoordinate2D
    var span: MKCoordinateSpan

    /// An imported C struct's zero initializer: the region at 0, 0 spanning nothing.
    init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A metre is 1/111,000 of a degree of latitude, as MapKit's conversion has it near the equator.
    init(center: CLLocationCoordinate2D, latitudinalMeters: Double, longitudinalMeters: Double) {
        self.center = center
        self.span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000, longitudeDelta: longitudinalMeters / 111_000)
    }
}

struct MKPlacemark {
    let coordinate: CLLocationCoordinate2D
    init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }
}

class MKMapItem {
    var name: String?
    let placemark: MKPlacemark

    init(placemark: MKPlacemark) {
        self.placemark = placemark
    }
}

struct MapCamera: Equatable {
    var centerCoordinate: CLLocationCoordinate2D
    var distance: Double
    var heading: Double
    var pitch: Double

    init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

struct MapCameraPosition: Equatable, CustomStringConvertible {
    var _kind: String
    var region: MKCoordinateRegion? = nil
    var camera: MapCamera? = nil
    var item: MKMapItem? = nil

    var positionedByUser: Bool { false }
    var followsUserLocation: Bool { _kind == "userLocation" }
    var description: String { "MapCameraPosition.\(_kind)" }

    static var automatic: MapCameraPosition { MapCameraPosition(_kind: "automatic") }

    static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(_kind: "region", region: region)
    }

    static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(_kind: "camera", camera: camera)
    }

    static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(_kind: "item", item: item)
    }

    static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(_kind: "userLocation", region: fallback.region, camera: fallback.camera)
    }

    static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        lhs._kind == rhs._kind && lhs.region == rhs.region && lhs.camera == rhs.camera
    }
}

enum MapStyle {
    case standard, imagery, hybrid

    enum Elevation {
        case automatic, flat, realistic
    }

    enum StandardEmphasis {
        case automatic, muted
    }

    static func standard(elevation: MapStyle.Elevation = .automatic, emphasis: MapStyle.StandardEmphasis = .automatic,
                         pointsOfInterest: Any? = nil, showsTraffic: Bool = false) -> MapStyle { .standard }
    static func imagery(elevation: MapStyle.Elevation = .automatic) -> MapStyle { .imagery }
    static func hybrid(elevation: MapStyle.Elevation = .automatic, pointsOfInterest: Any? = nil, showsTraffic: Bool = false) -> MapStyle { .hybrid }
}

struct Map: View {
    let _content: AnyView

    init(position: Binding<MapCameraPosition>, bounds: Any? = nil, interactionModes: Any? = nil, scope: Any? = nil) {
        _content = AnyView(EmptyView())
    }

    init(position: Binding<MapCameraPosition>, bounds: Any? = nil, interactionModes: Any? = nil, selection: Any? = nil,
         scope: Any? = nil, @ViewBuilder content: () -> Any) {
        _content = AnyView(content())
    }

    init(initialPosition: MapCameraPosition = .automatic, bounds: Any? = nil, interactionModes: Any? = nil, selection: Any? = nil,
         scope: Any? = nil, @ViewBuilder content: () -> Any) {
        _content = AnyView(content())
    }

    init(initialPosition: MapCameraPosition = .automatic, bounds: Any? = nil, interactionModes: Any? = nil, scope: Any? = nil) {
        _content = AnyView(EmptyView())
    }

    init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: Any? = nil, showsUserLocation: Bool = false,
         userTrackingMode: Any? = nil) {
        _content = AnyView(EmptyView())
    }

    init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: Any? = nil, showsUserLocation: Bool = false,
         userTrackingMode: Any? = nil, annotationItems: [Any], annotationContent: (Any) -> Any) {
        _content = AnyView(ForEach(0..<annotationItems.count, id: \.self) { index in annotationContent(annotationItems[index]) })
    }

    var body: some View {
        _content
    }
}

struct Marker: View {
    let title: String
    let coordinate: CLLocationCoordinate2D
    var body: some View { EmptyView() }

    init(_ title: String, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.coordinate = coordinate
    }
    init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.coordinate = coordinate
    }
    init(_ title: String, image: String, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.coordinate = coordinate
    }
    init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.coordinate = coordinate
    }
    init(item: MKMapItem) {
        self.title = item.name ?? ""
        self.coordinate = item.placemark.coordinate
    }
}

struct Annotation: View {
    let title: String
    let coordinate: CLLocationCoordinate2D
    let _content: AnyView

    init(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Any) {
        self.title = title
        self.coordinate = coordinate
        _content = AnyView(content())
    }

    var body: some View { _content }
}

struct UserAnnotation: View {
    var body: some View { EmptyView() }
    init(anchor: UnitPoint = .center) {}
}

struct MapCircle: View {
    let center: CLLocationCoordinate2D
    let radius: Double
    var body: some View { EmptyView() }
}

struct MapPolyline: View {
    var body: some View { EmptyView() }
    init(coordinates: [CLLocationCoordinate2D], contourStyle: Any? = nil) {}
}

struct MapMarker: View {
    let coordinate: CLLocationCoordinate2D
    var body: some View { EmptyView() }
    init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
    }
}

struct MapPin: View {
    let coordinate: CLLocationCoordinate2D
    var body: some View { EmptyView() }
    init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
    }
}

struct MapAnnotation: View {
    let coordinate: CLLocationCoordinate2D
    let _content: AnyView

    init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Any) {
        self.coordinate = coordinate
        _content = AnyView(content())
    }

    var body: some View { _content }
}

struct MapUserLocationButton: View {
    var body: some View { EmptyView() }
}

struct MapCompass: View {
    var body: some View { EmptyView() }
}

struct MapScaleView: View {
    var body: some View { EmptyView() }
}

struct MapPitchToggle: View {
    var body: some View { EmptyView() }
}

extension View {
    func mapStyle(_ style: MapStyle) -> some View { self }
    func mapControls(_ content: () -> Any) -> some View { self }
    func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    func onMapCameraChange(frequency: Any? = nil, _ action: () -> Void) -> some View { self }
    func mapFeatureSelectionDisabled(_ disabled: Any) -> some View { self }
    // Whether a marker's or an annotation's title and subtitle are drawn (tiles are not).
    func annotationTitles(_ visibility: Visibility) -> some View { self }
    func annotationSubtitles(_ visibility: Visibility) -> some View { self }
}
"""#)
}
