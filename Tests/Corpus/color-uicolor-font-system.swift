// Demonstrates: Color(UIColor.systemBackground), Color(.secondarySystemBackground), Font.system(size:weight:design:), resizable scaledToFit images, a card modifier via extension View.
import SwiftUI

extension View {
    func cardStyle() -> some View {
        self
            .padding()
            .background(Color(.secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct ProfileCard: View {
    let name: String
    let followers: Int

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 48, height: 48)
            VStack(alignment: .leading) {
                Text(name)
                    .font(.system(size: 20, weight: .semibold, design: .rounded))
                Text("\(followers.formatted()) followers")
                    .font(.system(.footnote, design: .monospaced))
            }
        }
        .cardStyle()
    }
}

struct ProfilesScreen: View {
    @State private var followers = 1_250

    var body: some View {
        ZStack {
            Color(UIColor.systemBackground).ignoresSafeArea()
            VStack {
                ProfileCard(name: "Ada", followers: followers)
                Button("Follow") { followers += 1 }
            }
        }
    }
}

#Preview {
    ProfilesScreen()
}
