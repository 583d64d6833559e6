// Demonstrates: a Japanese web magazine's Swift concurrency sample app: a generic helper view `loadOnAppear(_:)` (a free function returning a view that runs an `async throws` closure in `.task` and shows a `ProgressView` or the error), `withThrowingTaskGroup(of: (Int, UIImage).self) { group in … for try await (index, image) in group { … } }` keeping order by index, `group.addTask { … }` over `enumerated()`, `UIImage(systemName:)` thumbnails, `ForEach(images, id: \.self, content: Image.init(uiImage:))` passing an initializer as the row content, `if images.isEmpty { … } else { ScrollView { LazyVStack { … } } }`, and a `Task.checkCancellation()`.
// Source: blog companion (a Japanese developer magazine's Swift concurrency article sample app, its task-group screen; repository stzn/WebDB-SwiftConcurrency-Sample studied); written for Vivarium in that style, not copied.
// First paste: failed at mount: real10-taskgroup-thumbnails-load-on-appear.swift:37:39: error: not supported in the playground: 'random' on UInt64 (not in the playground's Foundation yet)
import SwiftUI

struct LoadOnAppearView<Content: View>: View {
    let operation: () async throws -> Void
    let content: Content
    @State private var errorMessage: String?

    var body: some View {
        Group {
            if let errorMessage {
                Text(errorMessage)
            } else {
                content
            }
        }
        .task {
            do {
                try await operation()
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }
}

func loadOnAppear(_ operation: @escaping () async throws -> Void) -> some View {
    LoadOnAppearView(operation: operation, content: ProgressView())
}

let thumbnailNames = ["sun.max", "cloud", "cloud.rain", "snowflake", "wind"]

func fetchThumbnail(named name: String) async throws -> UIImage {
    try Task.checkCancellation()
    try await Task.sleep(nanoseconds: UInt64.random(in: 100_000_000...400_000_000))
    guard let image = UIImage(systemName: name) else {
        throw URLError(.fileDoesNotExist)
    }
    return image
}

func fetchThumbnailsWithTaskThrowingGroup() async throws -> [UIImage] {
    try await withThrowingTaskGroup(of: (Int, UIImage).self) { group in
        for (index, name) in thumbnailNames.enumerated() {
            group.addTask {
                (index, try await fetchThumbnail(named: name))
            }
        }
        var images = [UIImage?](repeating: nil, count: thumbnailNames.count)
        for try await (index, image) in group {
            images[index] = image
        }
        return images.compactMap { $0 }
    }
}

struct TaskThrowingGroupView: View {
    @State private var images = [UIImage]()

    var body: some View {
        if images.isEmpty {
            loadOnAppear {
                let images = try await fetchThumbnailsWithTaskThrowingGroup()
                self.images.append(contentsOf: images)
            }
        } else {
            ScrollView {
                LazyVStack {
                    ForEach(images, id: \.self, content: Image.init(uiImage:))
                }
                Button("Clear") {
                    images.removeAll()
                }
            }
        }
    }
}

struct TaskThrowingGroupView_Previews: PreviewProvider {
    static var previews: some View {
        TaskThrowingGroupView()
    }
}
