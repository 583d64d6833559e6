// Demonstrates: `ViewThatFits(in: .horizontal)` choosing between a full `HStack` of labelled buttons, an icon-only `HStack` and a `Menu`, `Label` with `.labelStyle(.iconOnly)`, a reusable `actions` `@ViewBuilder` property used in all three, `.fixedSize()`, and `.controlSize(.small)`.
// Source: blog companion code (a post on adaptive layouts with ViewThatFits, found through a search for ViewThatFits in: .horizontal labelStyle iconOnly Menu fallback); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ArticleActionsBar: View {
    @Binding var isBookmarked: Bool
    @Binding var likes: Int
    var onShare: () -> Void

    @ViewBuilder
    private var actions: some View {
        Button {
            likes += 1
        } label: {
            Label("Like (\(likes))", systemImage: "hand.thumbsup")
        }
        Button {
            isBookmarked.toggle()
        } label: {
            Label(isBookmarked ? "Saved" : "Save", systemImage: isBookmarked ? "bookmark.fill" : "bookmark")
        }
        Button(action: onShare) {
            Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 16) {
                actions
            }
            .fixedSize()
            HStack(spacing: 8) {
                actions
            }
            .labelStyle(.iconOnly)
            Menu {
                actions
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
        .buttonStyle(.bordered)
        .controlSize(.small)
    }
}

struct ArticleView: View {
    @State private var isBookmarked = false
    @State private var likes = 3
    @State private var shares = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Understanding ViewThatFits")
                .font(.title2.bold())
            Text("Shared \(shares) time\(shares == 1 ? "" : "s")")
                .foregroundStyle(.secondary)
            ArticleActionsBar(isBookmarked: $isBookmarked, likes: $likes) {
                shares += 1
            }
            ArticleActionsBar(isBookmarked: $isBookmarked, likes: $likes) {
                shares += 1
            }
            .frame(width: 120)
        }
        .padding()
    }
}

#Preview {
    ArticleView()
}
