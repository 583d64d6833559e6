// Demonstrates: AsyncImage with a phase closure switching over empty/success/failure and @unknown default, a transaction animation, and a retry button that changes the URL.
import SwiftUI

struct AvatarView: View {
    @State private var attempt = 0

    private var url: URL? {
        URL(string: "https://example.com/avatar.png?attempt=\(attempt)")
    }

    var body: some View {
        VStack {
            AsyncImage(url: url, transaction: Transaction(animation: .easeInOut)) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image
                        .resizable()
                        .scaledToFill()
                case .failure:
                    Image(systemName: "person.crop.circle.badge.exclamationmark")
                @unknown default:
                    EmptyView()
                }
            }
            .frame(width: 80, height: 80)
            .clipShape(Circle())
            Button("Retry") { attempt += 1 }
            Text("Attempt \(attempt)")
        }
    }
}

#Preview {
    AvatarView()
}
