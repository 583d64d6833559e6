/// UIKit's paths as the "round only some corners" answer people paste uses them: a `Shape`
/// whose `path(in:)` builds `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` from a
/// `UIRectCorner` set and returns `Path(path.cgPath)`. The playground does not draw, so the
/// path keeps its rectangle and nothing more; the corner set is an `OptionSet` with iOS's raw
/// values (Apple, "UIRectCorner": `topLeft` 1, `topRight` 2, `bottomLeft` 4, `bottomRight` 8,
/// `allCorners` every bit, here the four corners' bits: only its `rawValue` shows it).
extension BundledModule {
    static let uiKitPaths = BundledModule(
        name: "UIKitPaths",
        dependencies: ["UIKit", "SwiftOptionSet"],
        autoloadNames: ["UIRectCorner", "UIBezierPath", "CGPath"],
        source: #"""
// `UIBezierPath`'s corner set (iOS's raw values), for the common "round some corners" shape.
struct UIRectCorner: OptionSet {
    let rawValue: UInt
    init(rawValue: UInt) { self.rawValue = rawValue }
    static let topLeft = UIRectCorner(rawValue: 1)
    static let topRight = UIRectCorner(rawValue: 2)
    static let bottomLeft = UIRectCorner(rawValue: 4)
    static let bottomRight = UIRectCorner(rawValue: 8)
    // NB: UIKit's is every bit (`UInt.max`); the four corners' bits here, which contain the same corners.
    static let allCorners = UIRectCorner(rawValue: 15)
}

// A Core Graphics path: kept, not drawn (the playground has no drawing).
class CGPath {
}

// A UIKit path, built from its initializers' rectangles and kept, not drawn: `Path(path.cgPath)`
// inside a `Shape`'s `path(in:)` is accepted like the rest of drawing.
class UIBezierPath: NSObject {
    let cgPath = CGPath()
    var bounds = CGRect()
    override init() { super.init() }
    init(rect: CGRect) { bounds = rect; super.init() }
    init(ovalIn rect: CGRect) { bounds = rect; super.init() }
    init(roundedRect rect: CGRect, cornerRadius: Double) { bounds = rect; super.init() }
    init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { bounds = rect; super.init() }
}
"""#)
}
