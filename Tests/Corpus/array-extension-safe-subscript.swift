// Demonstrates: extensions of Array and Collection — a safe subscript, a chunked helper, and a constrained extension.
import SwiftUI

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map {
            Array(self[$0..<Swift.min($0 + size, count)])
        }
    }
}

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}

struct ScoresView: View {
    @State private var scores = [4, 8, 15]
    @State private var cursor = 0

    var body: some View {
        VStack {
            Text("Score at \(cursor): \(scores[safe: cursor].map(String.init) ?? "none")")
            Text("Total \(scores.total)")
            ForEach(scores.chunked(into: 2), id: \.self) { pair in
                Text(pair.map { "\($0)" }.joined(separator: " / "))
            }
            Button("Next index") { cursor += 1 }
            Button("Add 16") { scores.append(16) }
        }
    }
}

#Preview {
    ScoresView()
}
