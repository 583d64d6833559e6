/// UIKit's `UIColor.getRed(_:green:blue:alpha:)`, written in Vivarium's Swift subset over
/// `cgColor.components` (ColorComponents): it writes the color's sRGB components and returns
/// true, or false when the playground cannot resolve the color (an asset catalog color). The
/// hex-string helpers people paste (`UIColor(self).getRed(&r, green: &g, blue: &b, alpha: &a)`)
/// call it with `&` arguments, as here.
extension BundledModule {
    static let uiKitColor = BundledModule(
        name: "UIKitColor",
        dependencies: [],
        autoloadNames: ["getRed"],
        source: #"""
extension UIColor {
    func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        guard let parts = self.cgColor.components, parts.count == 4 else { return false }
        red = parts[0]
        green = parts[1]
        blue = parts[2]
        alpha = parts[3]
        return true
    }
}
"""#)
}
