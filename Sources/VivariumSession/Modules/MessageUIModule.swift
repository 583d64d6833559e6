/// `import MessageUI`: the mail and message composers SwiftUI code wraps. The playground's
/// iPhone has no mail account and cannot send messages: `canSendMail()` and `canSendText()`
/// are false, as on such a device, so code takes its fallback branch (Apple,
/// "MFMailComposeViewController.canSendMail()": "Returns a Boolean that indicates whether the
/// current device is able to send email"). A composer made anyway keeps what it is given.
extension BundledModule {
    static let messageUI = BundledModule(
        name: "MessageUI",
        dependencies: ["UIKit"],
        autoloadNames: [],
        source: #"""
enum MFMailComposeResult: Int {
    case cancelled = 0, saved = 1, sent = 2, failed = 3
}

enum MessageComposeResult: Int {
    case cancelled = 0, sent = 1, failed = 2
}

protocol MFMailComposeViewControllerDelegate: AnyObject {}

extension MFMailComposeViewControllerDelegate {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

protocol MFMessageComposeViewControllerDelegate: AnyObject {}

extension MFMessageComposeViewControllerDelegate {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {}
}

class MFMailComposeViewController: UINavigationController {
    weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    private(set) var toRecipients: [String] = []
    private(set) var ccRecipients: [String] = []
    private(set) var subject = ""
    private(set) var messageBody = ""
    private(set) var isHTML = false
    static func canSendMail() -> Bool { false }
    func setToRecipients(_ recipients: [String]?) { toRecipients = recipients ?? [] }
    func setCcRecipients(_ recipients: [String]?) { ccRecipients = recipients ?? [] }
    func setSubject(_ subject: String) { self.subject = subject }
    func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        self.isHTML = isHTML
    }
}

class MFMessageComposeViewController: UINavigationController {
    weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    var recipients: [String]? = nil
    var body: String? = nil
    static func canSendText() -> Bool { false }
}
"""#)
}
