// Demonstrates: a UIViewRepresentable wrapping UITextField with a Coordinator that acts as its delegate and writes back through a Binding.
import SwiftUI
import UIKit

struct LegacyTextField: UIViewRepresentable {
    @Binding var text: String
    var placeholder: String

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.delegate = context.coordinator
        print("makeUIView")
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = text
        print("updateUIView: \(text)")
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
        var text: Binding<String>

        init(text: Binding<String>) {
            self.text = text
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            text.wrappedValue = textField.text ?? ""
        }
    }
}

struct RepresentableForm: View {
    @State private var name = ""

    var body: some View {
        VStack {
            LegacyTextField(text: $name, placeholder: "Name")
                .frame(height: 44)
            Text("Hello, \(name.isEmpty ? "stranger" : name)")
            Button("Fill") { name = "Grace" }
        }
        .padding()
    }
}

#Preview {
    RepresentableForm()
}
