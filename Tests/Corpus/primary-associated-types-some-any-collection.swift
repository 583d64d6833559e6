// Demonstrates: primary associated types — some Collection<Int> parameters, any Sequence<String> stored values, opaque some Sequence<Int> returns with lazy operators.
import SwiftUI

func average(of values: some Collection<Int>) -> Double {
    guard !values.isEmpty else { return 0 }
    return Double(values.reduce(0, +)) / Double(values.count)
}

func evens(upTo limit: Int) -> some Sequence<Int> {
    (0...limit).lazy.filter { $0.isMultiple(of: 2) }
}

struct Source {
    let title: String
    let words: any Sequence<String>
}

struct StatsView: View {
    @State private var scores: [Int] = [70, 85, 90]
    @State private var useSet = false

    private let sources: [Source] = [
        Source(title: "Array", words: ["alpha", "beta"]),
        Source(title: "Set", words: Set(["gamma"])),
        Source(title: "Mapped", words: [1, 2, 3].map { "n\($0)" }),
    ]

    private var collection: any Collection<Int> {
        useSet ? Set(scores) : scores
    }

    var body: some View {
        List {
            Section("Scores") {
                Text("Average: \(average(of: scores), specifier: "%.1f")")
                Text("Distinct count: \(collection.count)")
                Text("Evens: \(Array(evens(upTo: 8)).map(String.init).joined(separator: " "))")
                Button("Add 85") { scores.append(85) }
                Toggle("As set", isOn: $useSet)
            }
            Section("Sources") {
                ForEach(sources, id: \.title) { source in
                    HStack {
                        Text(source.title)
                        Spacer()
                        Text(source.words.map { $0.uppercased() }.sorted().joined(separator: ","))
                    }
                }
            }
        }
    }
}

#Preview {
    StatsView()
}
