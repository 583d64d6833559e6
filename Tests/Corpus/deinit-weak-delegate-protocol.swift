// Demonstrates: a delegate pattern between two classes — a weak delegate property typed by a class-bound protocol, callbacks reaching the view model, and deinit showing no retain cycle.
import SwiftUI

protocol DownloaderDelegate: AnyObject {
    func downloader(_ downloader: Downloader, didFinish file: String)
    func downloaderDidFail(_ downloader: Downloader)
}

final class Downloader {
    weak var delegate: DownloaderDelegate?
    private var queue: [String] = []

    func enqueue(_ file: String) { queue.append(file) }

    func runAll() {
        while !queue.isEmpty {
            let file = queue.removeFirst()
            if file.hasSuffix(".tmp") {
                delegate?.downloaderDidFail(self)
            } else {
                delegate?.downloader(self, didFinish: file)
            }
        }
    }

    deinit { print("Downloader deinit") }
}

final class LibraryModel: ObservableObject, DownloaderDelegate {
    @Published var finished: [String] = []
    @Published var failures = 0
    let downloader = Downloader()

    init() {
        downloader.delegate = self
    }

    func downloader(_ downloader: Downloader, didFinish file: String) {
        finished.append(file)
    }

    func downloaderDidFail(_ downloader: Downloader) {
        failures += 1
    }

    deinit { print("LibraryModel deinit") }
}

struct DownloadsView: View {
    @StateObject private var model = LibraryModel()

    var body: some View {
        VStack {
            Text("Done: \(model.finished.joined(separator: ", "))")
            Text("Failures: \(model.failures)")
            Button("Download batch") {
                ["a.pdf", "b.tmp", "c.mp3"].forEach(model.downloader.enqueue)
                model.downloader.runAll()
            }
        }
    }
}

struct DownloadsHost: View {
    @State private var show = true

    var body: some View {
        VStack {
            if show { DownloadsView() }
            Button(show ? "Close" : "Open") { show.toggle() }
        }
    }
}

#Preview {
    DownloadsHost()
}
