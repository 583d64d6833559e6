// Demonstrates: iOS 17 animation APIs in a like button — phaseAnimator with a trigger, contentTransition(.numericText()), sensoryFeedback and symbolEffect on a counter.
import SwiftUI

enum BouncePhase: CaseIterable {
    case rest, lift, settle

    var scale: Double {
        switch self {
        case .rest: 1.0
        case .lift: 1.4
        case .settle: 0.9
        }
    }
}

struct LikeButton: View {
    @Binding var count: Int
    @State private var isLiked = false

    var body: some View {
        Button {
            isLiked.toggle()
            withAnimation(.snappy) {
                count += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? .red : .secondary)
                    .symbolEffect(.bounce, value: isLiked)
                    .phaseAnimator(BouncePhase.allCases, trigger: count) { content, phase in
                        content.scaleEffect(phase.scale)
                    } animation: { phase in
                        switch phase {
                        case .rest: .spring(duration: 0.2)
                        case .lift: .easeOut(duration: 0.15)
                        case .settle: .bouncy
                        }
                    }
                Text("\(count)")
                    .monospacedDigit()
                    .contentTransition(.numericText(value: Double(count)))
            }
        }
        .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
    }
}

struct PostCard: View {
    @State private var likes = 41

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Shipping the new onboarding today")
                .font(.headline)
            PhaseAnimator([false, true]) { glowing in
                Text("LIVE")
                    .font(.caption2.bold())
                    .opacity(glowing ? 1 : 0.4)
            }
            LikeButton(count: $likes)
            Text(likes == 1 ? "1 like" : "\(likes) likes")
                .font(.footnote)
        }
        .padding()
        .onChange(of: likes) { oldValue, newValue in
            print("likes \(oldValue) -> \(newValue)")
        }
    }
}

#Preview {
    PostCard()
}
