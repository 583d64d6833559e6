// Demonstrates: iOS 17 phase animation: an `enum ReactionPhase: CaseIterable { case initial, lift, shakeLeft, shakeRight, drop }` with computed `verticalOffset`, `scale` and `angle`, `.phaseAnimator(ReactionPhase.allCases, trigger: likes) { content, phase in … } animation: { phase in switch phase { case .initial: .smooth; case .lift: .spring(bounce: 0.5); … } }`, a looping `.phaseAnimator([false, true]) { content, glowing in content.opacity(glowing ? 1 : 0.4) }` for a live badge, and a `PhaseAnimator([0, 1, 2], trigger: …)` view form.
// Source: public app code (Apple's "Creating phase-based animation" article as learners type it in, found through a search for phaseAnimator allCases trigger); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum ReactionPhase: CaseIterable {
    case initial, lift, shakeLeft, shakeRight, drop

    var verticalOffset: Double {
        switch self {
        case .initial, .drop: 0
        case .lift, .shakeLeft, .shakeRight: -30
        }
    }

    var scale: Double {
        switch self {
        case .initial, .drop: 1.0
        case .lift, .shakeLeft, .shakeRight: 1.4
        }
    }

    var angle: Angle {
        switch self {
        case .initial, .lift, .drop: .zero
        case .shakeLeft: .degrees(-20)
        case .shakeRight: .degrees(20)
        }
    }
}

struct ReactionView: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 40) {
            Text("LIVE")
                .font(.caption.bold())
                .padding(6)
                .background(.red, in: Capsule())
                .phaseAnimator([false, true]) { content, glowing in
                    content.opacity(glowing ? 1 : 0.4)
                }

            Image(systemName: "hand.thumbsup.fill")
                .font(.system(size: 64))
                .phaseAnimator(ReactionPhase.allCases, trigger: likes) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .rotationEffect(phase.angle)
                        .offset(y: phase.verticalOffset)
                } animation: { phase in
                    switch phase {
                    case .initial: .smooth
                    case .lift: .spring(bounce: 0.5)
                    case .shakeLeft, .shakeRight: .easeInOut(duration: 0.15)
                    case .drop: .spring(duration: 0.3, bounce: 0.3)
                    }
                }

            PhaseAnimator([0, 1, 2], trigger: likes) { step in
                Text("\(likes) likes")
                    .font(.title2)
                    .offset(x: CGFloat(step) * 2)
            }

            Button("Like") {
                likes += 1
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

#Preview {
    ReactionView()
}
