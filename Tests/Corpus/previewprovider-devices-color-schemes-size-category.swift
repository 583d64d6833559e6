// Demonstrates: an iOS 14-era tutorial's profile card with the preview code such articles showed off: a `PreviewProvider` whose `previews` is a `Group` with `.previewLayout(.sizeThatFits)`, `.preferredColorScheme(.dark)`, `.environment(\.sizeCategory, .accessibilityExtraLarge)` and a `ForEach(["iPhone SE (3rd generation)", "iPhone 15 Pro"], id: \.self)` of `.previewDevice(PreviewDevice(rawValue:))` with `.previewDisplayName`; the card reads `@Environment(\.colorScheme)` and `@Environment(\.sizeCategory)` to switch between `HStack` and `VStack`, and a follow button flips a `@State` with a count label.
// Source: tutorial site (an iOS 14-era "mastering Xcode previews" article, its final listing); written for Vivarium in that style, not copied.
// First paste: failed at mount: value of type 'ContentSizeCategory' has no member 'isAccessibilityCategory'
import SwiftUI

struct User {
    let name: String
    let handle: String
    let followers: Int
    let bio: String

    static let example = User(name: "Ada Park", handle: "@adapark", followers: 1_284, bio: "Designer. Runner. Coffee enthusiast.")
}

struct ProfileCard: View {
    let user: User
    @State private var isFollowing = false
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.sizeCategory) var sizeCategory

    var followerCount: Int { user.followers + (isFollowing ? 1 : 0) }

    var body: some View {
        Group {
            if sizeCategory.isAccessibilityCategory {
                VStack(alignment: .leading, spacing: 12) { content }
            } else {
                HStack(alignment: .top, spacing: 12) { content }
            }
        }
        .padding()
        .background(colorScheme == .dark ? Color(white: 0.15) : Color.white)
        .cornerRadius(16)
        .shadow(color: Color.black.opacity(colorScheme == .dark ? 0 : 0.15), radius: 8, x: 0, y: 4)
    }

    @ViewBuilder var content: some View {
        Image(systemName: "person.crop.circle.fill")
            .resizable()
            .frame(width: 56, height: 56)
            .foregroundColor(.accentColor)
        VStack(alignment: .leading, spacing: 4) {
            Text(user.name).font(.headline)
            Text(user.handle).font(.subheadline).foregroundColor(.secondary)
            Text(user.bio).font(.body).fixedSize(horizontal: false, vertical: true)
            Text("\(followerCount) followers").font(.caption)
            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
                print("\(user.handle) following: \(isFollowing), size category: \(sizeCategory)")
            }
            .buttonStyle(.bordered)
        }
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(user: .example)
                .previewLayout(.sizeThatFits)
                .padding()
                .previewDisplayName("Light")

            ProfileCard(user: .example)
                .previewLayout(.sizeThatFits)
                .padding()
                .background(Color.black)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")

            ProfileCard(user: .example)
                .environment(\.sizeCategory, .accessibilityExtraLarge)
                .previewLayout(.sizeThatFits)
                .padding()
                .previewDisplayName("Accessibility XL")

            ForEach(["iPhone SE (3rd generation)", "iPhone 15 Pro"], id: \.self) { deviceName in
                ProfileCard(user: .example)
                    .padding()
                    .previewDevice(PreviewDevice(rawValue: deviceName))
                    .previewDisplayName(deviceName)
            }
        }
    }
}
