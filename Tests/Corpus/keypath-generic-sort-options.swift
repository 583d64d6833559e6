// Demonstrates: sorting with key paths through generic helpers — `extension Sequence { func sorted<T: Comparable>(by: KeyPath<Element, T>, ascending:) }`, a `SortOption<Root>` struct that stores a type-erased comparator built from `KeyPath<Root, Value>`, and a picker-like menu of options.
import SwiftUI

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { lhs, rhs in
            ascending ? lhs[keyPath: keyPath] < rhs[keyPath: keyPath] : lhs[keyPath: keyPath] > rhs[keyPath: keyPath]
        }
    }
}

struct SortOption<Root>: Identifiable {
    let id: String
    let title: String
    private let areInIncreasingOrder: (Root, Root) -> Bool

    init<Value: Comparable>(_ title: String, _ keyPath: KeyPath<Root, Value>, descending: Bool = false) {
        self.id = title
        self.title = title
        self.areInIncreasingOrder = { lhs, rhs in
            descending ? lhs[keyPath: keyPath] > rhs[keyPath: keyPath] : lhs[keyPath: keyPath] < rhs[keyPath: keyPath]
        }
    }

    func sort(_ items: [Root]) -> [Root] {
        items.sorted(by: areInIncreasingOrder)
    }
}

struct Trail: Identifiable {
    let id = UUID()
    let name: String
    let lengthKm: Double
    let elevation: Int
}

struct TrailListView: View {
    private let trails = [
        Trail(name: "Ridge Loop", lengthKm: 12.4, elevation: 640),
        Trail(name: "Lakeside", lengthKm: 5.1, elevation: 80),
        Trail(name: "Summit Push", lengthKm: 9.8, elevation: 1210),
    ]
    private let options: [SortOption<Trail>] = [
        SortOption("Name", \.name),
        SortOption("Shortest", \.lengthKm),
        SortOption("Steepest", \.elevation, descending: true),
    ]
    @State private var selected = "Name"

    private var sortedTrails: [Trail] {
        options.first { $0.id == selected }?.sort(trails) ?? trails
    }

    var body: some View {
        List {
            Section {
                ForEach(sortedTrails) { trail in
                    HStack {
                        Text(trail.name)
                        Spacer()
                        Text("\(trail.lengthKm, specifier: "%.1f") km · \(trail.elevation) m")
                            .foregroundStyle(.secondary)
                    }
                }
            } header: {
                Text("Sorted by \(selected)")
            }
            Section("Sort") {
                ForEach(options) { option in
                    Button(option.title) {
                        selected = option.id
                        print(option.title, sortedTrails.map(\.name))
                    }
                }
                Button("Longest first (helper)") {
                    print(trails.sorted(by: \.lengthKm, ascending: false).map(\.name))
                }
            }
        }
    }
}

#Preview {
    TrailListView()
}
