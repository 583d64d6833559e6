// Demonstrates: a UIViewRepresentable wrapping UILabel — makeUIView once, updateUIView on every change, a Coordinator.
import SwiftUI
import UIKit

struct LegacyLabel: UIViewRepresentable {
    var text: String

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIView(context: Context) -> UILabel {
        print("makeUIView")
        let label = UILabel()
        label.textAlignment = .center
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        context.coordinator.updates += 1
        print("updateUIView #\(context.coordinator.updates): \(text)")
        uiView.text = text
    }

    final class Coordinator {
        var updates = 0
    }
}

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            LegacyLabel(text: "UIKit says \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

#Preview {
    ContentView()
}
