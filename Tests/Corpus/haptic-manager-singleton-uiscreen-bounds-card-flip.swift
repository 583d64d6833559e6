// Demonstrates: a `HapticManager` singleton (`static let instance`) wrapping `UINotificationFeedbackGenerator().notificationOccurred(.success)` and `UIImpactFeedbackGenerator(style:)`, layout sized from `UIScreen.main.bounds.width` and `UIDevice.current.userInterfaceIdiom == .pad`, a card flip with `.rotation3DEffect(.degrees(…), axis: (x: 0, y: 1, z: 0))`, `withAnimation(.spring(response: 0.5, dampingFraction: 0.6))`, `.shadow(color:radius:x:y:)`, `DispatchQueue.main.asyncAfter(deadline: .now() + 1.5)`.
// Source: video course companion (a bootcamp-style course's haptics and card-flip episodes, combined by a learner); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

class HapticManager {
    static let instance = HapticManager()

    private init() {}

    func notification(type: UINotificationFeedbackGenerator.FeedbackType) {
        let generator = UINotificationFeedbackGenerator()
        generator.notificationOccurred(type)
    }

    func impact(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        let generator = UIImpactFeedbackGenerator(style: style)
        generator.impactOccurred()
    }
}

struct FlashCard: View {
    let front: String
    let back: String
    @State private var flipped = false
    @State private var flips = 0

    private var cardWidth: CGFloat {
        UIDevice.current.userInterfaceIdiom == .pad ? 400 : UIScreen.main.bounds.width * 0.8
    }

    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                RoundedRectangle(cornerRadius: 20)
                    .fill(flipped ? Color.green : Color.blue)
                    .frame(width: cardWidth, height: cardWidth * 0.6)
                    .shadow(color: Color.black.opacity(0.3), radius: 10, x: 0, y: 10)
                Text(flipped ? back : front)
                    .font(.title)
                    .foregroundColor(.white)
                    .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            }
            .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0.0, y: 1.0, z: 0.0))

            Button("Flip") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                    flipped.toggle()
                }
                flips += 1
                HapticManager.instance.impact(style: .medium)
                if flips == 3 {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                        HapticManager.instance.notification(type: .success)
                        print("three flips, width \(Int(cardWidth))")
                    }
                }
            }
            Button("Error buzz") {
                HapticManager.instance.notification(type: .error)
            }
            Text("Flips: \(flips)")
        }
    }
}

struct FlashCard_Previews: PreviewProvider {
    static var previews: some View {
        FlashCard(front: "Hola", back: "Hello")
    }
}
