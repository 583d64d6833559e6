// Demonstrates: the macOS-only modifiers a Mac app's views are covered in: `.frame(minWidth: 480, minHeight: 320)`, `.navigationSubtitle("3 items")`, `.onHover { hovering = $0 }`, `.help("Add a bookmark")`, `.controlSize(.small)`, `.focusable()`, `.onExitCommand { … }`, `.onDeleteCommand { … }`, `.listStyle(.sidebar)`, `.buttonStyle(.borderless)` and `.toggleStyle(.checkbox)`, and on the scene `.windowStyle(.hiddenTitleBar)`, `.windowToolbarStyle(.unified(showsTitle: false))`, `.defaultSize(width: 800, height: 500)`.
// Source: public app code (a macOS bookmarks manager's sidebar and window, found through a search for onDeleteCommand onExitCommand windowToolbarStyle navigationSubtitle); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: the '.windowStyle' modifier
import SwiftUI

struct Bookmark: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isFavorite = false
}

@main
struct BookmarksApp: App {
    var body: some Scene {
        WindowGroup {
            BookmarksView()
        }
        .windowStyle(.hiddenTitleBar)
        .windowToolbarStyle(.unified(showsTitle: false))
        .defaultSize(width: 800, height: 500)
    }
}

struct BookmarksView: View {
    @State private var bookmarks = [
        Bookmark(title: "Swift Forums"),
        Bookmark(title: "Human Interface Guidelines", isFavorite: true),
        Bookmark(title: "WWDC Videos")
    ]
    @State private var selection: Bookmark.ID?
    @State private var hovering = false
    @State private var favoritesOnly = false

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(bookmarks.filter { !favoritesOnly || $0.isFavorite }) { bookmark in
                    Text(bookmark.title)
                }
            }
            .listStyle(.sidebar)
            .onDeleteCommand {
                bookmarks.removeAll { $0.id == selection }
                selection = nil
            }
        } detail: {
            VStack {
                Text(bookmarks.first { $0.id == selection }?.title ?? "No selection")
                Toggle("Favorites only", isOn: $favoritesOnly)
                    .toggleStyle(.checkbox)
                Button("Add") {
                    bookmarks.append(Bookmark(title: "New bookmark \(bookmarks.count + 1)"))
                }
                .buttonStyle(.borderless)
                .controlSize(.small)
                .help("Add a bookmark")
                .onHover { hovering = $0 }
                .scaleEffect(hovering ? 1.1 : 1)
            }
            .focusable()
            .onExitCommand { selection = nil }
        }
        .navigationSubtitle("\(bookmarks.count) items")
        .frame(minWidth: 480, minHeight: 320)
    }
}
