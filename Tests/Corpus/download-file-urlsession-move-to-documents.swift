// Demonstrates: downloading a file with URLSession.shared.download(from:) and moving it into Documents with FileManager.moveItem — offline here, so the view model's catch shows the URLError and the "Downloaded files" list stays as the folder has it.
import SwiftUI

@MainActor
final class DownloadsModel: ObservableObject {
    @Published private(set) var files: [String] = []
    @Published var message: String?
    @Published private(set) var isDownloading = false

    private var downloads: URL {
        URL.documentsDirectory.appending(path: "Downloads", directoryHint: .isDirectory)
    }

    init() {
        try? FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        refresh()
    }

    func refresh() {
        files = (try? FileManager.default.contentsOfDirectory(atPath: downloads.path)) ?? []
    }

    func download(_ address: String) async {
        guard let url = URL(string: address) else { return }
        isDownloading = true
        defer { isDownloading = false }
        do {
            let (temporaryURL, _) = try await URLSession.shared.download(from: url)
            let destination = downloads.appending(path: url.lastPathComponent)
            if FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.removeItem(at: destination)
            }
            try FileManager.default.moveItem(at: temporaryURL, to: destination)
            message = "Saved \(destination.lastPathComponent)"
        } catch {
            message = "Download failed: \(error.localizedDescription)"
        }
        refresh()
    }

    func saveSample() {
        let url = downloads.appending(path: "sample.txt")
        FileManager.default.createFile(atPath: url.path, contents: Data("hello".utf8))
        refresh()
    }
}

struct DownloadsView: View {
    @StateObject private var model = DownloadsModel()

    var body: some View {
        List {
            Section {
                Button("Download report.pdf") {
                    Task { await model.download("https://example.com/files/report.pdf") }
                }
                .disabled(model.isDownloading)
                Button("Save sample file") { model.saveSample() }
                if let message = model.message {
                    Text(message).font(.footnote)
                }
            }
            Section("Downloaded files") {
                ForEach(model.files, id: \.self) { Text($0) }
            }
        }
    }
}

#Preview {
    DownloadsView()
}
