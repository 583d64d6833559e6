// Demonstrates: a profile header — AsyncImage(url:content:placeholder:) clipped to a Circle with an .overlay stroke and .shadow, follower stats in an HStack separated by Divider().frame(height:), a Follow button toggling its title and count, and a bio with .lineLimit(2) and a "more" toggle.
import SwiftUI

struct ProfileHeader: View {
    let avatarURL = URL(string: "https://example.com/avatar.jpg")
    @State private var isFollowing = false
    @State private var followers = 1_204
    @State private var expandedBio = false

    var body: some View {
        VStack(spacing: 16) {
            AsyncImage(url: avatarURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 96, height: 96)
            .clipShape(Circle())
            .overlay(Circle().stroke(.white, lineWidth: 4))
            .shadow(radius: 6)

            Text("Rosa Díaz").font(.title2.bold())

            HStack(spacing: 20) {
                stat("Posts", 87)
                Divider().frame(height: 32)
                stat("Followers", followers)
                Divider().frame(height: 32)
                stat("Following", 311)
            }

            Text("Photographer and trail runner. Sharing mountain light, long exposures, and the occasional sourdough experiment.")
                .lineLimit(expandedBio ? nil : 2)
                .multilineTextAlignment(.center)
            Button(expandedBio ? "less" : "more") { expandedBio.toggle() }
                .font(.caption)

            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
                followers += isFollowing ? 1 : -1
            }
            .buttonStyle(.borderedProminent)
            .tint(isFollowing ? .gray : .blue)
        }
        .padding()
    }

    private func stat(_ title: String, _ value: Int) -> some View {
        VStack {
            Text(value, format: .number).font(.headline)
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
    }
}

#Preview {
    ProfileHeader()
}
