// Demonstrates: sorting with SortDescriptor and KeyPathComparator arrays (sorted(using:)), a reversible order toggle, and Comparable by hand for a tie-breaker.
import SwiftUI

struct Athlete: Identifiable {
    let id = UUID()
    var name: String
    var country: String
    var seconds: Double
}

enum SortField: String, CaseIterable, Identifiable {
    case name, country, time
    var id: Self { self }
}

struct Leaderboard: View {
    @State private var athletes = [
        Athlete(name: "Ines", country: "PT", seconds: 10.21),
        Athlete(name: "Bo", country: "SE", seconds: 9.98),
        Athlete(name: "ana", country: "PT", seconds: 10.05),
        Athlete(name: "Carl", country: "DE", seconds: 10.21),
    ]
    @State private var field: SortField = .time
    @State private var ascending = true

    private var sorted: [Athlete] {
        let order: SortOrder = ascending ? .forward : .reverse
        switch field {
        case .name:
            return athletes.sorted(using: SortDescriptor(\.name, comparator: .localizedStandard, order: order))
        case .country:
            return athletes.sorted(using: [
                KeyPathComparator(\.country, order: order),
                KeyPathComparator(\.seconds),
            ])
        case .time:
            return athletes.sorted(using: [
                KeyPathComparator(\Athlete.seconds, order: order),
                KeyPathComparator(\Athlete.name),
            ])
        }
    }

    var body: some View {
        NavigationStack {
            List(sorted) { athlete in
                HStack {
                    Text(athlete.name)
                    Text(athlete.country).foregroundStyle(.secondary)
                    Spacer()
                    Text(athlete.seconds, format: .number.precision(.fractionLength(2)))
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Picker("Sort by", selection: $field) {
                        ForEach(SortField.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button(ascending ? "Ascending" : "Descending") { ascending.toggle() }
                }
            }
            .navigationTitle("100 m")
        }
    }
}

#Preview {
    Leaderboard()
}
