// Demonstrates: a UIKit developer's tutorial on bridging: a UITextView wrapped in UIViewRepresentable whose Coordinator is its delegate and writes a @Binding back, updateUIView that avoids resetting the text, a character counter, a UIViewControllerRepresentable for a UIKit screen with a closure callback.
// Source: tutorial site (a UIKit-to-SwiftUI bridging article's final listing); written for Vivarium in that style, not copied.
// First paste: failed at load: value of type 'UITextView' has no member 'font'

import SwiftUI
import UIKit

struct TextView: UIViewRepresentable {
    @Binding var text: String
    var placeholderColor: UIColor = .placeholderText

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.backgroundColor = .secondarySystemBackground
        textView.delegate = context.coordinator
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text {
            uiView.text = text
        }
    }

    class Coordinator: NSObject, UITextViewDelegate {
        var parent: TextView

        init(_ parent: TextView) {
            self.parent = parent
        }

        func textViewDidChange(_ textView: UITextView) {
            parent.text = textView.text
        }
    }
}

final class GreetingViewController: UIViewController {
    var onDone: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        print("GreetingViewController loaded")
    }

    func finish() {
        onDone?("Hello from UIKit")
    }
}

struct GreetingScreen: UIViewControllerRepresentable {
    var onDone: (String) -> Void

    func makeUIViewController(context: Context) -> GreetingViewController {
        let controller = GreetingViewController()
        controller.onDone = onDone
        return controller
    }

    func updateUIViewController(_ uiViewController: GreetingViewController, context: Context) {}
}

struct ComposerView: View {
    @State private var draft = "Dear diary,"
    @State private var message = "nothing yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextView(text: $draft)
                .frame(height: 200)
            Text("\(draft.count) characters")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Button("Clear") { draft = "" }
            Text("UIKit said: \(message)")
            GreetingScreen { reply in
                message = reply
            }
            .frame(height: 80)
        }
        .padding()
    }
}

#Preview {
    ComposerView()
}
