// Demonstrates: iOS 17 keyframe animation as demo apps write it: a nested `struct AnimationValues { var scale = 1.0; var verticalStretch = 1.0; var verticalTranslation = 0.0; var angle = Angle.zero }`, `.keyframeAnimator(initialValue: AnimationValues(), trigger: runPlan) { content, value in content.scaleEffect(value.scale).rotationEffect(value.angle)… } keyframes: { _ in KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 0.36); SpringKeyframe(1.5, duration: 0.8, spring: .bouncy); SpringKeyframe(1.0, spring: .bouncy) } … }`, `CubicKeyframe`, `MoveKeyframe`, triggered by an `Int` bumped from a tap, and a `KeyframeAnimator` view form with `repeating: true` elsewhere on screen.
// Source: public app code (a "Keyframe Animator in SwiftUI" demo and a WWDC23 animations sample kept in learners' repositories, found through a search for keyframeAnimator KeyframeTrack); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

struct HeartView: View {
    @State private var runPlan = 0

    var body: some View {
        VStack(spacing: 60) {
            Image(systemName: "heart.fill")
                .font(.system(size: 80))
                .foregroundStyle(.red)
                .keyframeAnimator(initialValue: AnimationValues(), trigger: runPlan) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalTranslation)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        CubicKeyframe(1.5, duration: 0.1)
                        SpringKeyframe(1.0, duration: 0.2, spring: .bouncy)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.verticalTranslation) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                        MoveKeyframe(0.0)
                    }
                }
                .onTapGesture {
                    runPlan += 1
                }

            KeyframeAnimator(initialValue: 1.0, repeating: true) { value in
                Circle()
                    .fill(.blue)
                    .frame(width: 30, height: 30)
                    .scaleEffect(value)
            } keyframes: { _ in
                CubicKeyframe(1.4, duration: 0.5)
                CubicKeyframe(1.0, duration: 0.5)
            }

            Button("Play (\(runPlan))") {
                runPlan += 1
            }
        }
    }
}

#Preview {
    HeartView()
}
