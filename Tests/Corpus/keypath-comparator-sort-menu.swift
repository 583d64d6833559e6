// Demonstrates: sorting with KeyPathComparator and sorted(using:), a Menu with a Picker choosing the sort key, SortOrder toggling, a Table-like list of structs, a generic extension on Sequence sorting by a key path.
import SwiftUI

struct Runner: Identifiable {
    let id: Int
    let name: String
    let minutes: Int
    let age: Int
}

extension Sequence {
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
}

enum RunnerSort: String, CaseIterable, Identifiable {
    case name, time, age
    var id: String { rawValue }
}

struct ResultsView: View {
    @State private var sortKey: RunnerSort = .time
    @State private var ascending = true
    let runners = [
        Runner(id: 1, name: "Mo", minutes: 42, age: 31),
        Runner(id: 2, name: "Ana", minutes: 39, age: 27),
        Runner(id: 3, name: "Lu", minutes: 45, age: 35),
    ]

    var sorted: [Runner] {
        switch sortKey {
        case .name:
            return runners.sorted(using: KeyPathComparator(\Runner.name, order: ascending ? .forward : .reverse))
        case .time:
            return runners.sorted(by: \.minutes, ascending: ascending)
        case .age:
            return runners.sorted(by: \.age, ascending: ascending)
        }
    }

    var body: some View {
        NavigationStack {
            List(sorted) { runner in
                HStack {
                    Text(runner.name)
                    Spacer()
                    Text("\(runner.minutes) min")
                }
            }
            .toolbar {
                Menu("Sort") {
                    Picker("Sort by", selection: $sortKey) {
                        ForEach(RunnerSort.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    Button(ascending ? "Descending" : "Ascending") { ascending.toggle() }
                }
            }
            .onChange(of: sortKey) { _, _ in
                print(sorted.map(\.name))
            }
        }
    }
}

#Preview {
    ResultsView()
}
