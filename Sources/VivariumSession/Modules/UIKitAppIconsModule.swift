/// `UIApplication`'s alternate app icons (`supportsAlternateIcons`, `alternateIconName`,
/// `setAlternateIconName(_:completionHandler:)` and its `async` form). The icons an app can
/// switch to are the ones its asset catalog and Info.plist declare, and the playground has
/// neither, so it cannot say what a device would: each member is "not supported", said where
/// the program uses it (a settings screen's icon picker), rather than swiftc's "has no member",
/// which is wrong for real UIKit.
extension BundledModule {
    static let uiKitAppIcons = BundledModule(
        name: "UIKitAppIcons",
        dependencies: ["UIKit"],
        autoloadNames: ["supportsAlternateIcons", "alternateIconName", "setAlternateIconName"],
        source: #"""
extension UIApplication {
    var supportsAlternateIcons: Bool {
        fatalError("not supported in the playground: alternate app icons (the icons are the app's asset catalog's, which the playground does not have)")
    }
    var alternateIconName: String? {
        fatalError("not supported in the playground: alternate app icons (the icons are the app's asset catalog's, which the playground does not have)")
    }
    func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        fatalError("not supported in the playground: alternate app icons (the icons are the app's asset catalog's, which the playground does not have)")
    }
}
"""#)
}
