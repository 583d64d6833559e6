// Demonstrates: a ScrollView with LazyVStack whose rows print onAppear, loading more when the last row appears, a loading flag guarding double loads, and Text interpolation of counts.
import SwiftUI

struct FeedItem: Identifiable {
    let id: Int
    var title: String { "Item \(id)" }
}

final class FeedLoader: ObservableObject {
    @Published private(set) var items = (1...20).map(FeedItem.init)
    @Published private(set) var pages = 1
    private var isLoading = false

    func loadMoreIfNeeded(current item: FeedItem) {
        guard !isLoading, item.id == items.last?.id, pages < 3 else { return }
        isLoading = true
        let start = items.count + 1
        items.append(contentsOf: (start..<start + 20).map(FeedItem.init))
        pages += 1
        isLoading = false
        print("loaded page \(pages)")
    }
}

struct FeedView: View {
    @StateObject private var loader = FeedLoader()

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(loader.items) { item in
                    Text(item.title)
                        .onAppear { loader.loadMoreIfNeeded(current: item) }
                }
                Text("\(loader.items.count) items in \(loader.pages) pages")
            }
        }
    }
}

#Preview {
    FeedView()
}
