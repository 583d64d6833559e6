// Demonstrates: a generic Sequence extension sorting by a KeyPath, key-path subscripts, and min/max(by:) in a leaderboard.
import SwiftUI

extension Sequence {
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> [Element] {
        sorted { lhs, rhs in
            ascending ? lhs[keyPath: keyPath] < rhs[keyPath: keyPath] : lhs[keyPath: keyPath] > rhs[keyPath: keyPath]
        }
    }

    func sum<Value: AdditiveArithmetic>(of keyPath: KeyPath<Element, Value>) -> Value {
        reduce(.zero) { $0 + $1[keyPath: keyPath] }
    }
}

struct Runner: Identifiable {
    let id = UUID()
    let name: String
    let kilometers: Double
    let runs: Int
}

enum RunnerSort: String, CaseIterable, Identifiable {
    case name, distance, runs
    var id: Self { self }
}

struct LeaderboardView: View {
    @State private var sort: RunnerSort = .distance
    private let runners = [
        Runner(name: "Maya", kilometers: 42.5, runs: 6),
        Runner(name: "Theo", kilometers: 30.0, runs: 9),
        Runner(name: "Ines", kilometers: 51.2, runs: 4),
    ]

    private var sorted: [Runner] {
        switch sort {
        case .name: return runners.sorted(by: \.name)
        case .distance: return runners.sorted(by: \.kilometers, ascending: false)
        case .runs: return runners.sorted(by: \.runs, ascending: false)
        }
    }

    var body: some View {
        List {
            Picker("Sort", selection: $sort) {
                ForEach(RunnerSort.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
            ForEach(sorted) { runner in
                LabeledContent(runner.name, value: "\(runner.kilometers, specifier: "%.1f") km")
            }
            Section("Totals") {
                Text("Distance: \(runners.sum(of: \.kilometers), specifier: "%.1f") km")
                Text("Runs: \(runners.sum(of: \.runs))")
                if let busiest = runners.max(by: { $0.runs < $1.runs }) {
                    Text("Most runs: \(busiest.name)")
                }
            }
            Button("Sort by runs") {
                sort = .runs
                print(sorted.map(\.name))
            }
        }
    }
}

#Preview {
    LeaderboardView()
}
