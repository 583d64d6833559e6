// Demonstrates: an async image-processing queue with @MainActor progress updates from a task, [weak self] capture in Task, and an ordered results array.
import SwiftUI

@MainActor
final class ProcessingQueue: ObservableObject {
    @Published var progress: Double = 0
    @Published var results: [String] = []
    private var task: Task<Void, Never>?

    func process(_ names: [String]) {
        task?.cancel()
        results = []
        progress = 0
        task = Task { [weak self] in
            for (index, name) in names.enumerated() {
                try? await Task.sleep(for: .milliseconds(250))
                guard !Task.isCancelled else { return }
                self?.results.append(name.uppercased())
                self?.progress = Double(index + 1) / Double(names.count)
            }
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}

struct ProcessingView: View {
    @StateObject private var queue = ProcessingQueue()

    var body: some View {
        VStack {
            ProgressView(value: queue.progress)
            Text("\(Int(queue.progress * 100))%")
            ForEach(queue.results, id: \.self) { Text($0) }
            Button("Process") { queue.process(["a.png", "b.png", "c.png", "d.png"]) }
            Button("Cancel") { queue.cancel() }
        }
        .padding()
    }
}

#Preview {
    ProcessingView()
}
