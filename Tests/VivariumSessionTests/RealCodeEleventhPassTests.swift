import Testing
import VivariumWire
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted (the eleventh real-code discovery pass): a flow
/// `Layout` whose nested `FlowResult` takes `subviews: Subviews`, `PhotosPicker(…, photoLibrary:
/// .shared())`, `ForEach(images, id: \.self)` over `UIImage`s, a UIKit `MKMapView` wrapped in a
/// representable with a `MKMapViewDelegate` coordinator, `.annotationTitles(.hidden)` on map
/// content, and a `UITextField`'s input traits.
@Suite struct RealCodeEleventhPassTests: PastedCodeOutputs {
    /// A type nested in a `Layout` sees the `Subviews` typealias `Layout` gives its conformers
    /// (The Swift Programming Language, "Nested Types"; Apple, "Layout.Subviews"): it was
    /// "cannot find type 'Subviews' in scope" when the view holding the layout was mounted.
    @Test func aTypeNestedInALayoutSeesItsSubviewsTypealias() {
        let session = Session()
        _ = output(session, """
            struct FlowLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    FlowResult(in: 100, subviews: subviews).size
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                struct FlowResult {
                    var size: CGSize = .zero
                    init(in maxWidth: CGFloat, subviews: Subviews) { size = CGSize(width: maxWidth, height: 0) }
                }
            }
            struct Tags: View {
                var body: some View {
                    FlowLayout { Text("#swift") }
                }
            }
            """)
        let mounted = session.execute("mount Tags()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.label == ##""#swift""## } == true)
    }

    /// A type nested in a view does not: `View` gives its conformers no `Subviews`.
    @Test func aTypeNestedInAViewDoesNotSeeSubviews() {
        let session = Session()
        _ = session.execute("""
            struct Box: View {
                var body: some View { Text("box") }
                struct Inner { let x: Subviews }
            }
            """)
        let mounted = session.execute("mount Box()")
        #expect(mounted.ok == false)
        #expect(mounted.error?.message.contains("cannot find type 'Subviews' in scope") == true, "\(mounted.error?.message ?? "")")
    }

    /// `PhotosPicker(selection:matching:photoLibrary: .shared())` reads the shared
    /// `PHPhotoLibrary` (it was "type 'Any' has no member 'shared'" when the picker was built).
    @Test func aPhotosPickerReadsTheSharedPhotoLibrary() {
        let session = Session()
        #expect(output(session, """
            import PhotosUI
            print(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
            struct Picker: View {
                @State private var item: PhotosPickerItem?
                var body: some View {
                    PhotosPicker(selection: $item, matching: .images, photoLibrary: .shared()) { Text("Select") }
                }
            }
            """) == ["true"])
        let mounted = session.execute("mount Picker()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
    }

    /// Foundation's `NSObject` is `Hashable`, by identity unless overridden: a `Set` of a
    /// subclass's instances, `firstIndex(of:)`, and `ForEach(images, id: \.self)` over
    /// `UIImage`s ("generic struct 'ForEach' requires that 'UIImage' conform to 'Hashable'").
    @Test func anNSObjectIsHashableByIdentity() {
        let session = Session()
        #expect(output(session, """
            import UIKit
            final class Token: NSObject {}
            let a = Token()
            let b = Token()
            print(a == a, a == b, Set([a, b, a]).count, [a, b].firstIndex(of: b) ?? -1)
            struct Strip: View {
                let images = [UIImage(systemName: "star")!, UIImage(systemName: "moon")!]
                var body: some View {
                    HStack { ForEach(images, id: \\.self) { Image(uiImage: $0) } }
                }
            }
            """) == ["true false 2 1"])
        let mounted = session.execute("mount Strip()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.filter { $0.type == "Image" }.count == 2)
    }

    /// `MKMapView` in a representable: its delegate hears `regionDidChangeAnimated` after the app
    /// sets the region, after a suspension, and the coordinator's write-back reaches the binding
    /// (it was "not supported in the playground: 'MKMapViewDelegate'").
    @Test func aMapViewTellsItsDelegateOfARegionTheAppSets() {
        let session = Session()
        _ = output(session, """
            import MapKit
            struct MapView: UIViewRepresentable {
                @Binding var region: MKCoordinateRegion
                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    map.delegate = context.coordinator
                    return map
                }
                func updateUIView(_ uiView: MKMapView, context: Context) { uiView.setRegion(region, animated: false) }
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                final class Coordinator: NSObject, MKMapViewDelegate {
                    var parent: MapView
                    init(_ parent: MapView) { self.parent = parent }
                    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
                        print("did change \\(mapView.centerCoordinate.latitude)")
                        parent.region = mapView.region
                    }
                }
            }
            struct Screen: View {
                @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2),
                                                               span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
                var body: some View {
                    MapView(region: $region)
                    Button("North \\(region.center.latitude)") { region.center.latitude += 1 }
                }
            }
            """)
        let mounted = session.execute("mount Screen()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.output == ["did change 1.0"])
        let tapped = session.execute(#"tap "North 1.0""#)
        #expect(tapped.ok, "\(tapped.error?.message ?? "")")
        #expect(tapped.output == ["did change 2.0"])
        #expect(tapped.tree?.all.contains { $0.label == #""North 2.0""# } == true)
    }

    /// Map content's `.annotationTitles(_:)` and `.annotationSubtitles(_:)` (iOS 17; "value of
    /// type 'Annotation' has no member 'annotationTitles'").
    @Test func mapContentHidesAnnotationTitles() {
        let session = Session()
        _ = output(session, """
            import MapKit
            struct Parking: View {
                var body: some View {
                    Map {
                        Annotation("Parking", coordinate: CLLocationCoordinate2D(latitude: 42, longitude: -71)) {
                            Image(systemName: "car")
                        }
                        .annotationTitles(.hidden)
                        Marker("Cafe", coordinate: CLLocationCoordinate2D(latitude: 42, longitude: -71)).annotationSubtitles(.visible)
                    }
                }
            }
            """)
        let mounted = session.execute("mount Parking()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.type == "Image" && $0.label == #""car""# } == true)
    }

    /// `UITextInputTraits` on a `UITextField`: UIKit's defaults, then what the app sets
    /// ("value of type 'UITextField' has no member 'autocapitalizationType'").
    @Test func aTextFieldKeepsItsInputTraits() {
        #expect(output("""
            import UIKit
            let field = UITextField()
            print(field.autocapitalizationType, field.autocorrectionType, field.returnKeyType)
            field.autocapitalizationType = .none
            field.autocorrectionType = .no
            field.returnKeyType = .done
            field.textContentType = .oneTimeCode
            print(field.autocapitalizationType, field.autocorrectionType, field.returnKeyType, field.textContentType.rawValue)
            """) == ["sentences default default", "none no done one-time-code"])
    }
}
