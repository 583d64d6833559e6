// Demonstrates: confetti with CGFloat.random mixed into Double arithmetic, accessibility environment values, symbol effect, sensory feedback, control size and border shape.
// Source: blog companion (a post on animations); written for Vivarium in that style, not copied.
// First paste: failed at tap "Celebrate": binary operator '*' cannot be applied to these operands
// Companion code: a confetti burst with random offsets (blog post on animations).

import SwiftUI

struct ConfettiPiece: Identifiable {
    let id = UUID()
    var x: CGFloat
    var y: CGFloat
    var rotation: Double
    var scale: CGFloat
    let color: Color
}

struct ConfettiView: View {
    @State private var pieces: [ConfettiPiece] = []
    @State private var burst = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.dynamicTypeSize) private var typeSize

    private let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        ZStack {
            ForEach(pieces) { piece in
                RoundedRectangle(cornerRadius: 2)
                    .fill(piece.color)
                    .frame(width: 8 * piece.scale, height: 14 * piece.scale)
                    .rotationEffect(.degrees(piece.rotation))
                    .offset(x: piece.x, y: piece.y)
            }
            Button {
                fire()
            } label: {
                Label("Celebrate", systemImage: "party.popper")
                    .symbolEffect(.bounce, value: burst)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .buttonBorderShape(.capsule)
            .sensoryFeedback(.success, trigger: burst)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    func fire() {
        burst += 1
        let count = reduceMotion ? 5 : 40
        pieces = (0..<count).map { _ in
            ConfettiPiece(
                x: -0.5 + CGFloat.random(in: -1...0.5) * 150,
                y: CGFloat.random(in: -300...(-50)),
                rotation: Double.random(in: 0...360),
                scale: 0.5 + CGFloat.random(in: 0...1) / 2,
                color: colors.randomElement()!
            )
        }
        let spread = 1.5 * CGFloat(count) / 10
        print("fired \(pieces.count) pieces, spread \(spread), contrast \(contrast == .increased ? "high" : "standard")")
    }
}

#Preview {
    ConfettiView()
}
