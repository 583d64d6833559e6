// Demonstrates: the iOS 13-era workaround for focus before `@FocusState`: `struct FirstResponderTextField: UIViewRepresentable` with `@Binding var text`, a `placeholder`, a `Coordinator: NSObject, UITextFieldDelegate` holding the binding and updating it in `textFieldDidChangeSelection(_:)`, `becomeFirstResponder()` called once from `updateUIView` guarded by a `didBecomeFirstResponder` flag, `textFieldShouldReturn` resigning, and a login screen that enables its button from the text.
// Source: public app code (a widely copied "first responder text field" representable from iOS 13 answers, as kept in learners' login screens); written for Vivarium in that style, not copied.
// First paste: failed at load: value of type 'UITextField' has no member 'autocapitalizationType'
import SwiftUI
import UIKit

struct FirstResponderTextField: UIViewRepresentable {
    @Binding var text: String
    let placeholder: String

    class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String
        var didBecomeFirstResponder = false

        init(text: Binding<String>) {
            _text = text
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            text = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }
    }

    func makeCoordinator() -> Coordinator {
        return Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextField {
        let textField = UITextField()
        textField.delegate = context.coordinator
        textField.placeholder = placeholder
        textField.borderStyle = .roundedRect
        textField.autocapitalizationType = .none
        return textField
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = text
        if !context.coordinator.didBecomeFirstResponder {
            uiView.becomeFirstResponder()
            context.coordinator.didBecomeFirstResponder = true
        }
    }
}

struct LoginView: View {
    @State private var username = ""
    @State private var loggedIn = false

    var body: some View {
        VStack(spacing: 16) {
            FirstResponderTextField(text: $username, placeholder: "Username")
                .frame(height: 44)
            Button(action: {
                self.loggedIn = true
            }) {
                Text("Log in")
                    .frame(maxWidth: .infinity)
            }
            .disabled(username.isEmpty)
            if loggedIn {
                Text("Welcome, \(username)!")
            }
        }
        .padding()
    }
}

struct LoginView_Previews: PreviewProvider {
    static var previews: some View {
        LoginView()
    }
}
