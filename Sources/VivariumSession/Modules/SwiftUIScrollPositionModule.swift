/// SwiftUI's `ScrollPosition` (iOS 18), written in Vivarium's Swift subset: where a scroll view
/// is, or is asked to go — a view's identity, an edge, or a point (Apple, "ScrollPosition": "A
/// type that defines the semantic position of where a scroll view is scrolled within its
/// content"; `scrollTo(id:anchor:)`, `scrollTo(edge:)`, `scrollTo(point:)`, `scrollTo(x:y:)`,
/// `viewID(type:)`, `isPositionedByUser`). `.scrollPosition($position)` reads and writes it
/// (`ViewGraph+ScrollPositionValue`); a point is kept but not measured.
extension BundledModule {
    static let swiftUIScrollPosition = BundledModule(
        name: "SwiftUIScrollPosition",
        // `CGPoint` is UIKit's (SwiftUI re-exports it).
        dependencies: ["UIKit"],
        autoloadNames: ["ScrollPosition"],
        source: #"""
struct ScrollPosition {
    var edge: Edge?
    var point: CGPoint?
    var viewID: AnyHashable?
    var anchor: UnitPoint?
    var isPositionedByUser: Bool = false

    init(idType: Any.Type? = nil) {}

    init(id: AnyHashable, anchor: UnitPoint? = nil) {
        viewID = id
        self.anchor = anchor
    }

    init(edge: Edge) {
        self.edge = edge
    }

    init(idType: Any.Type, edge: Edge) {
        self.edge = edge
    }

    init(point: CGPoint) {
        self.point = point
    }

    init(x: CGFloat, y: CGFloat) {
        point = CGPoint(x: x, y: y)
    }

    init(x: CGFloat) {
        point = CGPoint(x: x, y: 0)
    }

    init(y: CGFloat) {
        point = CGPoint(x: 0, y: y)
    }

    var x: CGFloat? { point?.x }
    var y: CGFloat? { point?.y }

    func viewID<T>(type: T.Type) -> T? {
        viewID as? T
    }

    mutating func scrollTo(id: AnyHashable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    mutating func scrollTo(edge: Edge) {
        self = ScrollPosition(edge: edge)
    }

    mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition(point: point)
    }

    mutating func scrollTo(x: CGFloat, y: CGFloat) {
        self = ScrollPosition(x: x, y: y)
    }

    mutating func scrollTo(x: CGFloat) {
        self = ScrollPosition(x: x)
    }

    mutating func scrollTo(y: CGFloat) {
        self = ScrollPosition(y: y)
    }
}
"""#)
}
