// Demonstrates: concurrent downloads — withTaskGroup collecting results, async let for two metadata calls, per-item progress updated on the @MainActor, a status enum with associated values, cancel all.
import SwiftUI

struct DownloadItem: Identifiable {
    enum Status: Equatable {
        case waiting
        case downloading(progress: Double)
        case finished(bytes: Int)
        case cancelled
    }

    let id: Int
    let name: String
    let size: Int
    var status: Status = .waiting
}

@MainActor
final class DownloadManager: ObservableObject {
    @Published private(set) var items: [DownloadItem] = [
        DownloadItem(id: 1, name: "video.mp4", size: 4),
        DownloadItem(id: 2, name: "slides.pdf", size: 2),
        DownloadItem(id: 3, name: "archive.zip", size: 3),
    ]
    @Published private(set) var summary = ""
    private var runningTask: Task<Void, Never>?

    func startAll() {
        runningTask = Task {
            async let server = fetchServerName()
            async let quota = fetchQuota()
            let (name, remaining) = await (server, quota)
            summary = "From \(name), quota \(remaining) MB"

            let total = await withTaskGroup(of: Int.self) { group -> Int in
                for item in items {
                    group.addTask { await self.download(itemID: item.id) }
                }
                var bytes = 0
                for await result in group {
                    bytes += result
                }
                return bytes
            }
            summary += " — \(total) MB done"
        }
    }

    func cancelAll() {
        runningTask?.cancel()
        for index in items.indices where items[index].status != .finished(bytes: items[index].size) {
            items[index].status = .cancelled
        }
    }

    private func download(itemID: Int) async -> Int {
        guard let index = items.firstIndex(where: { $0.id == itemID }) else { return 0 }
        let size = items[index].size
        for step in 1...size {
            if Task.isCancelled { return 0 }
            try? await Task.sleep(nanoseconds: 500_000_000)
            items[index].status = .downloading(progress: Double(step) / Double(size))
        }
        items[index].status = .finished(bytes: size)
        return size
    }

    private func fetchServerName() async -> String {
        try? await Task.sleep(nanoseconds: 100_000_000)
        return "mirror-eu"
    }

    private func fetchQuota() async -> Int {
        try? await Task.sleep(nanoseconds: 150_000_000)
        return 512
    }
}

struct DownloadsView: View {
    @StateObject private var manager = DownloadManager()

    var body: some View {
        List {
            Section {
                ForEach(manager.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        statusView(item.status)
                    }
                }
            } footer: {
                Text(manager.summary)
            }
            Button("Download all") { manager.startAll() }
            Button("Cancel all", role: .destructive) { manager.cancelAll() }
        }
    }

    @ViewBuilder
    private func statusView(_ status: DownloadItem.Status) -> some View {
        switch status {
        case .waiting:
            Text("Waiting").foregroundStyle(.secondary)
        case .downloading(let progress):
            ProgressView(value: progress)
                .frame(width: 80)
        case .finished(let bytes):
            Label("\(bytes) MB", systemImage: "checkmark.circle")
        case .cancelled:
            Text("Cancelled").foregroundColor(.red)
        }
    }
}

#Preview {
    DownloadsView()
}
