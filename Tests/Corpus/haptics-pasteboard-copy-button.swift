// Demonstrates: UIKit helpers SwiftUI apps call from buttons — UIImpactFeedbackGenerator and UINotificationFeedbackGenerator haptics, UIPasteboard.general.string for a copy button, and a transient "Copied!" label reset with DispatchQueue.main.asyncAfter.
import SwiftUI
import UIKit

enum Haptics {
    static func tap(_ style: UIImpactFeedbackGenerator.FeedbackStyle = .light) {
        let generator = UIImpactFeedbackGenerator(style: style)
        generator.prepare()
        generator.impactOccurred()
    }

    static func success() {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}

struct PromoCodeView: View {
    let code: String
    @State private var copied = false
    @State private var copies = 0

    var body: some View {
        VStack(spacing: 16) {
            Text(code)
                .font(.system(.title, design: .monospaced))
                .padding()
                .background(RoundedRectangle(cornerRadius: 10).stroke(style: StrokeStyle(lineWidth: 2, dash: [6])))

            Button {
                UIPasteboard.general.string = code
                Haptics.success()
                copies += 1
                withAnimation { copied = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    withAnimation { copied = false }
                }
                print("pasteboard now holds \(UIPasteboard.general.string ?? "nothing"), copied \(copies)x")
            } label: {
                Label(copied ? "Copied!" : "Copy code", systemImage: copied ? "checkmark" : "doc.on.doc")
            }
            .buttonStyle(.bordered)

            Button("Tap feedback") {
                Haptics.tap(.heavy)
            }
        }
    }
}

#Preview {
    PromoCodeView(code: "SWIFT-2024")
}
