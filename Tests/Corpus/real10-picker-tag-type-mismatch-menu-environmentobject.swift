// Demonstrates: a photo-feed app's toolbar sort menu with a mistake that compiles: `Picker(selection: $feedStore.sortOrder.animation(), label: Text(""), content: { ForEach(SortOrder.allCases, id: \.self) { Text("By " + $0.localizedTitle).tag($0.rawValue) } })` tags each row with the raw `String` while the selection is the `SortOrder` enum (SwiftUI then never matches a row: the choice does not change), `@EnvironmentObject private var feedStore: ViewModel` in a small menu view, `.disabled(feedStore.posts.isEmpty)`, a correctly tagged second picker for comparison, sorting with `sorted(by:)` on a `switch`, tab indentation, and a preview injecting `.environmentObject(ViewModel())`.
// Source: learner's app (a developer's public-photo-feed coding exercise, its toolbar menu; found through a search for sort menus, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum SortOrder: String, CaseIterable {
	case newest
	case oldest
	case author

	var localizedTitle: String {
		switch self {
		case .newest: return "newest"
		case .oldest: return "oldest"
		case .author: return "author"
		}
	}
}

struct Post: Identifiable {
	let id = UUID()
	let author: String
	let published: Date
}

final class ViewModel: ObservableObject {
	@Published var sortOrder: SortOrder = .newest
	@Published var posts: [Post] = [
		Post(author: "mia", published: Date(timeIntervalSinceReferenceDate: 700_000_000)),
		Post(author: "ben", published: Date(timeIntervalSinceReferenceDate: 710_000_000)),
		Post(author: "zoe", published: Date(timeIntervalSinceReferenceDate: 690_000_000)),
	]

	var sortedPosts: [Post] {
		posts.sorted { lhs, rhs in
			switch sortOrder {
			case .newest: return lhs.published > rhs.published
			case .oldest: return lhs.published < rhs.published
			case .author: return lhs.author < rhs.author
			}
		}
	}
}

struct ToolbarMenu: View {
	@EnvironmentObject private var feedStore: ViewModel

	var body: some View {
		Menu {
			// a picker to switch between sorting orders with animation of state changes
			Picker(selection: $feedStore.sortOrder.animation(), label: Text(""), content: {
				ForEach(SortOrder.allCases, id: \.self) {
					Text("By " + $0.localizedTitle).tag($0.rawValue)
				}
			})
		} label: {
			Text("Sort Order")
		}
		.disabled(feedStore.posts.isEmpty)
	}
}

struct FeedView: View {
	@EnvironmentObject private var feedStore: ViewModel

	var body: some View {
		NavigationStack {
			List(feedStore.sortedPosts) { post in
				Text(post.author)
			}
			.navigationTitle("Feed (\(feedStore.sortOrder.localizedTitle))")
			.toolbar {
				ToolbarItem(placement: .navigationBarTrailing) {
					ToolbarMenu()
				}
			}
			.safeAreaInset(edge: .bottom) {
				Picker("Sort", selection: $feedStore.sortOrder) {
					ForEach(SortOrder.allCases, id: \.self) { order in
						Text(order.localizedTitle).tag(order)
					}
				}
				.pickerStyle(.segmented)
				.padding()
			}
		}
	}
}

struct ToolbarMenu_Previews: PreviewProvider {
	static var previews: some View {
		FeedView()
			.environmentObject(ViewModel())
	}
}
