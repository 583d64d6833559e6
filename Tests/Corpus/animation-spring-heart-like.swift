// Demonstrates: animations — withAnimation(.spring(response:dampingFraction:)), scaleEffect and rotationEffect driven by state, .animation(_:value:), a transition on insertion, DispatchQueue.main.asyncAfter resetting a flag.
import SwiftUI

struct LikeButton: View {
    @Binding var isLiked: Bool
    @State private var bounce = false

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                isLiked.toggle()
                bounce = true
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                bounce = false
            }
        } label: {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .font(.system(size: 44))
                .foregroundColor(isLiked ? .red : .gray)
                .scaleEffect(bounce ? 1.3 : 1.0)
        }
        .accessibilityLabel(isLiked ? "Unlike" : "Like")
    }
}

struct PostCard: View {
    @State private var isLiked = false
    @State private var showDetails = false
    @State private var rotation = 0.0

    var likeCount: Int { isLiked ? 129 : 128 }

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "photo")
                .resizable()
                .scaledToFit()
                .frame(width: 120)
                .rotationEffect(.degrees(rotation))
                .animation(.easeInOut(duration: 0.6), value: rotation)

            HStack {
                LikeButton(isLiked: $isLiked)
                Text("\(likeCount) likes")
                    .contentTransition(.numericText())
            }

            Button(showDetails ? "Hide details" : "Show details") {
                withAnimation(.easeInOut) {
                    showDetails.toggle()
                }
            }

            if showDetails {
                Text("Taken at sunrise on the coast.")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }

            Button("Spin") {
                rotation += 360
            }
        }
        .padding()
    }
}

#Preview {
    PostCard()
}
