/// `import SafariServices`: `SFSafariViewController(url:)`, which SwiftUI code presents in a
/// representable to show a page in the app. Its URL, configuration and delegate are kept; the
/// playground shows no Safari view and loads nothing (no network), so the delegate hears
/// nothing until the program calls it. Apple, "SFSafariViewController".
extension BundledModule {
    static let safariServices = BundledModule(
        name: "SafariServices",
        dependencies: ["UIKit"],
        autoloadNames: [],
        source: #"""
protocol SFSafariViewControllerDelegate: AnyObject {}

extension SFSafariViewControllerDelegate {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}

class SFSafariViewController: UIViewController {
    class Configuration: NSObject {
        var entersReaderIfAvailable = false
        var barCollapsingEnabled = true
    }
    enum DismissButtonStyle {
        case done, close, cancel
    }
    let url: URL
    let configuration: SFSafariViewController.Configuration
    weak var delegate: SFSafariViewControllerDelegate?
    var preferredBarTintColor: UIColor? = nil
    var preferredControlTintColor: UIColor? = nil
    var dismissButtonStyle: SFSafariViewController.DismissButtonStyle = .done

    init(url URL: URL, configuration: SFSafariViewController.Configuration) {
        self.url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    convenience init(url URL: URL) {
        self.init(url: URL, configuration: SFSafariViewController.Configuration())
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
"""#)
}
