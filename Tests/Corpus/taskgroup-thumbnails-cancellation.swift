// Demonstrates: withThrowingTaskGroup fetching thumbnails concurrently, results gathered with for try await, Task.checkCancellation, and .task(id:) restarting when the album changes.
import SwiftUI

struct Thumbnail: Identifiable {
    let id: Int
    let label: String
}

enum Album: String, CaseIterable, Identifiable {
    case travel, family, work
    var id: Self { self }
    var photoIDs: [Int] {
        switch self {
        case .travel: [1, 2, 3]
        case .family: [10, 11]
        case .work: [20, 21, 22, 23]
        }
    }
}

struct ThumbnailLoader {
    func thumbnail(for id: Int) async throws -> Thumbnail {
        try await Task.sleep(nanoseconds: UInt64(100_000_000 * (id % 3 + 1)))
        try Task.checkCancellation()
        return Thumbnail(id: id, label: "IMG_\(id)")
    }

    func thumbnails(for ids: [Int]) async throws -> [Thumbnail] {
        try await withThrowingTaskGroup(of: Thumbnail.self) { group in
            for id in ids {
                group.addTask { try await thumbnail(for: id) }
            }
            var results: [Thumbnail] = []
            for try await thumbnail in group {
                results.append(thumbnail)
            }
            return results.sorted { $0.id < $1.id }
        }
    }
}

struct AlbumView: View {
    @State private var album: Album = .travel
    @State private var thumbnails: [Thumbnail] = []
    @State private var isLoading = false
    private let loader = ThumbnailLoader()

    var body: some View {
        VStack {
            Picker("Album", selection: $album) {
                ForEach(Album.allCases) { album in
                    Text(album.rawValue.capitalized).tag(album)
                }
            }
            .pickerStyle(.segmented)
            if isLoading {
                ProgressView()
            }
            List(thumbnails) { thumb in
                Text(thumb.label)
            }
            Button("Show work") { album = .work }
        }
        .task(id: album) {
            isLoading = true
            defer { isLoading = false }
            do {
                thumbnails = try await loader.thumbnails(for: album.photoIDs)
                print("\(album.rawValue): \(thumbnails.map(\.label))")
            } catch is CancellationError {
                print("\(album.rawValue) cancelled")
            } catch {
                print("error: \(error)")
            }
        }
    }
}

#Preview {
    AlbumView()
}
