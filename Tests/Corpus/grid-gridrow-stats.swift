// Demonstrates: Grid with GridRow and gridCellColumns, Divider spanning the grid, numbers formatted with .formatted(.percent), a computed array of tuples for stats.
import SwiftUI

struct StatsGrid: View {
    @State private var wins = 12
    @State private var losses = 5

    private var rows: [(label: String, value: String)] {
        let games = wins + losses
        let ratio = games == 0 ? 0 : Double(wins) / Double(games)
        return [
            ("Games", "\(games)"),
            ("Wins", "\(wins)"),
            ("Win rate", ratio.formatted(.percent.precision(.fractionLength(1)))),
        ]
    }

    var body: some View {
        VStack {
            Grid(alignment: .leading) {
                ForEach(rows, id: \.label) { row in
                    GridRow {
                        Text(row.label)
                        Text(row.value).gridColumnAlignment(.trailing)
                    }
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Season 2024").gridCellColumns(2)
                }
            }
            HStack {
                Button("Win") { wins += 1 }
                Button("Lose") { losses += 1 }
            }
        }
    }
}

#Preview {
    StatsGrid()
}
