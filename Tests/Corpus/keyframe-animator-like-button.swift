// Demonstrates: a like button that bounces with KeyframeAnimator — a struct of animated values, KeyframeTrack per key path with SpringKeyframe/LinearKeyframe/CubicKeyframe, triggered by a counter; the like count changes in a Button action.
import SwiftUI

struct BounceValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

struct LikeButton: View {
    @State private var likes = 0
    @State private var isLiked = false

    var body: some View {
        VStack(spacing: 24) {
            KeyframeAnimator(initialValue: BounceValues(), trigger: likes) { values in
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 64))
                    .foregroundStyle(.pink)
                    .scaleEffect(values.scale)
                    .rotationEffect(values.angle)
                    .offset(y: values.verticalOffset)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.1)
                    SpringKeyframe(1.4, duration: 0.2, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalOffset) {
                    CubicKeyframe(-30, duration: 0.25)
                    CubicKeyframe(0, duration: 0.25)
                }
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.degrees(-15), duration: 0.15)
                    CubicKeyframe(.degrees(15), duration: 0.15)
                    CubicKeyframe(.zero, duration: 0.15)
                }
            }

            Text("\(likes) likes")
                .font(.headline)
                .contentTransition(.numericText())

            Button(isLiked ? "Unlike" : "Like") {
                isLiked.toggle()
                likes += isLiked ? 1 : -1
                print("liked: \(isLiked), likes: \(likes)")
            }
            .buttonStyle(.borderedProminent)
            .tint(.pink)
        }
        .padding()
    }
}

#Preview {
    LikeButton()
}
