// Demonstrates: String(format:), padding numbers, prefix/suffix, replacingOccurrences, components(separatedBy:), Set union/intersection/subtracting, sorted Set rendering, a mutating struct method.
import SwiftUI

struct Stopwatch {
    private(set) var elapsed = 0

    mutating func tick(by seconds: Int = 1) {
        elapsed += seconds
    }

    var display: String {
        String(format: "%02d:%02d", elapsed / 60, elapsed % 60)
    }
}

struct TextToolsView: View {
    @State private var watch = Stopwatch()
    @State private var input = "swift, swiftui,  combine ,swift"
    private let mine: Set<String> = ["swift", "uikit", "combine"]

    private var words: [String] {
        input.components(separatedBy: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    private var unique: Set<String> { Set(words) }

    var body: some View {
        Form {
            Section("Stopwatch") {
                Text(watch.display).monospacedDigit()
                Button("+1 s") { watch.tick() }
                Button("+90 s") { watch.tick(by: 90) }
            }
            Section("Words") {
                TextField("Words", text: $input)
                Text("\(words.count) words, \(unique.count) unique")
                Text("Shared: " + unique.intersection(mine).sorted().joined(separator: " "))
                Text("Only yours: " + unique.subtracting(mine).sorted().joined(separator: " "))
                Text("All: " + unique.union(mine).sorted().joined(separator: " "))
                Text(input.replacingOccurrences(of: "swift", with: "Swift"))
                Text(String(input.prefix(5)).uppercased() + "…" + String(input.suffix(5)))
                Text(words.first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "-")
            }
        }
    }
}

#Preview {
    TextToolsView()
}
