// Demonstrates: an actor-backed disk cache in the Caches directory — contents(atPath:), createFile(atPath:contents:), fileExists, a URL's lastPathComponent as the key, hit/miss counters, and a clear that removes and recreates the folder.
import SwiftUI

actor DiskCache {
    static let shared = DiskCache()
    private let folder: URL
    private(set) var hits = 0
    private(set) var misses = 0

    init() {
        folder = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("thumbnails", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: nil)
    }

    func data(for url: URL) -> Data? {
        let path = folder.appendingPathComponent(url.lastPathComponent).path
        if let data = FileManager.default.contents(atPath: path) {
            hits += 1
            return data
        }
        misses += 1
        return nil
    }

    func store(_ data: Data, for url: URL) {
        let path = folder.appendingPathComponent(url.lastPathComponent).path
        FileManager.default.createFile(atPath: path, contents: data)
    }

    func clear() throws {
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        hits = 0
        misses = 0
    }

    func stats() -> String { "\(hits) hits, \(misses) misses" }
}

struct CacheDemo: View {
    @State private var log: [String] = []
    private let avatar = URL(string: "https://cdn.example.com/avatars/ada.png")!

    var body: some View {
        VStack(alignment: .leading) {
            Button("Load avatar") {
                Task {
                    if let data = await DiskCache.shared.data(for: avatar) {
                        log.append("cache hit: \(data.count) bytes")
                    } else {
                        await DiskCache.shared.store(Data("PNGDATA".utf8), for: avatar)
                        log.append("miss; stored")
                    }
                    log.append(await DiskCache.shared.stats())
                }
            }
            Button("Clear cache") {
                Task {
                    try? await DiskCache.shared.clear()
                    log.append("cleared: \(await DiskCache.shared.stats())")
                }
            }
            ForEach(Array(log.enumerated()), id: \.offset) { entry in
                Text(entry.element).font(.caption)
            }
        }
    }
}

#Preview {
    CacheDemo()
}
