// Demonstrates: the feedback mail sheet apps keep: `import MessageUI`, `struct MailView: UIViewControllerRepresentable` with `@Environment(\.presentationMode) var presentation` and `@Binding var result: Result<MFMailComposeResult, Error>?`, a nested `Coordinator: NSObject, MFMailComposeViewControllerDelegate` whose `mailComposeController(_:didFinishWith:error:)` sets the result and dismisses through `$presentation.wrappedValue.dismiss()`, `makeUIViewController(context: UIViewControllerRepresentableContext<MailView>)`, and a settings row that only shows the sheet when `MFMailComposeViewController.canSendMail()`.
// Source: public app code (the 2019 Stack Overflow `MailView` representable kept in many apps' settings screens, found through a search for MFMailComposeViewControllerDelegate representable); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UIKit
import MessageUI

struct MailView: UIViewControllerRepresentable {

    @Environment(\.presentationMode) var presentation
    @Binding var result: Result<MFMailComposeResult, Error>?

    class Coordinator: NSObject, MFMailComposeViewControllerDelegate {

        @Binding var presentation: PresentationMode
        @Binding var result: Result<MFMailComposeResult, Error>?

        init(presentation: Binding<PresentationMode>,
             result: Binding<Result<MFMailComposeResult, Error>?>) {
            _presentation = presentation
            _result = result
        }

        func mailComposeController(_ controller: MFMailComposeViewController,
                                   didFinishWith result: MFMailComposeResult,
                                   error: Error?) {
            defer {
                $presentation.wrappedValue.dismiss()
            }
            guard error == nil else {
                self.result = .failure(error!)
                return
            }
            self.result = .success(result)
        }
    }

    func makeCoordinator() -> Coordinator {
        return Coordinator(presentation: presentation, result: $result)
    }

    func makeUIViewController(context: UIViewControllerRepresentableContext<MailView>) -> MFMailComposeViewController {
        let vc = MFMailComposeViewController()
        vc.mailComposeDelegate = context.coordinator
        vc.setToRecipients(["support@example.com"])
        vc.setSubject("Feedback")
        return vc
    }

    func updateUIViewController(_ uiViewController: MFMailComposeViewController,
                                context: UIViewControllerRepresentableContext<MailView>) {
    }
}

struct SettingsView: View {
    @State var result: Result<MFMailComposeResult, Error>? = nil
    @State var isShowingMailView = false
    @State var cannotSend = false

    var body: some View {
        Form {
            Button("Send Feedback") {
                if MFMailComposeViewController.canSendMail() {
                    isShowingMailView = true
                } else {
                    cannotSend = true
                }
            }
            if cannotSend {
                Text("Mail is not set up on this device.")
                    .foregroundColor(.secondary)
            }
        }
        .sheet(isPresented: $isShowingMailView) {
            MailView(result: self.$result)
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
    }
}
