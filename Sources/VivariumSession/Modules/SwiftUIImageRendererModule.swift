/// SwiftUI's `ImageRenderer` (iOS 16): "An object that creates images from SwiftUI views"
/// (Apple, "ImageRenderer"; `init(content:)`, `uiImage`, `scale`, `isOpaque`), written in
/// Vivarium's Swift subset. Views are not drawn here (no pixels are modelled, as for every
/// `UIImage`): `uiImage` is a new image each time it is read, as the renderer makes one per
/// read (its content's body is not run); `render(rasterizationScale:renderer:)` calls its
/// closure with a zero size and a drawing function that draws nothing.
extension BundledModule {
    static let swiftUIImageRenderer = BundledModule(
        name: "SwiftUIImageRenderer",
        dependencies: ["UIKit"],
        autoloadNames: ["ImageRenderer"],
        source: #"""
final class ImageRenderer {
    var content: Any
    var scale: Double = 1
    var isOpaque = false

    init(content: Any) {
        self.content = content
    }

    var uiImage: UIImage? {
        UIImage()
    }

    func render(rasterizationScale: Double = 1, renderer: (CGSize, (Any) -> Void) -> Void) {
        renderer(CGSize(), { _ in })
    }
}
"""#)
}
