// Demonstrates: a football league table in a `Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8)` with a header `GridRow`, `.gridColumnAlignment(.trailing)`, a `Divider().gridCellUnsizedAxes(.horizontal)` row, `.gridCellColumns(2)` for a footer, rows built from a sorted array with `enumerated()`, and points computed from wins/draws.
// Source: newsletter (a weekly SwiftUI newsletter's tip on Grid and GridRow with a standings table, found through a search for Grid GridRow gridColumnAlignment gridCellColumns gridCellUnsizedAxes); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct TeamRecord: Identifiable {
    let id = UUID()
    let name: String
    var wins: Int
    var draws: Int
    var losses: Int
    var goalsFor: Int
    var goalsAgainst: Int

    var points: Int { wins * 3 + draws }
    var goalDifference: Int { goalsFor - goalsAgainst }
    var played: Int { wins + draws + losses }
}

struct LeagueTableView: View {
    @State private var teams = [
        TeamRecord(name: "Rovers", wins: 5, draws: 2, losses: 1, goalsFor: 14, goalsAgainst: 6),
        TeamRecord(name: "United", wins: 5, draws: 2, losses: 1, goalsFor: 12, goalsAgainst: 7),
        TeamRecord(name: "Athletic", wins: 3, draws: 3, losses: 2, goalsFor: 9, goalsAgainst: 9),
        TeamRecord(name: "City", wins: 1, draws: 1, losses: 6, goalsFor: 4, goalsAgainst: 17),
    ]

    private var standings: [TeamRecord] {
        teams.sorted {
            if $0.points != $1.points { return $0.points > $1.points }
            return $0.goalDifference > $1.goalDifference
        }
    }

    var body: some View {
        VStack {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("#")
                    Text("Team")
                    Text("P").gridColumnAlignment(.trailing)
                    Text("GD").gridColumnAlignment(.trailing)
                    Text("Pts").gridColumnAlignment(.trailing)
                }
                .font(.caption.bold())
                Divider().gridCellUnsizedAxes(.horizontal)
                ForEach(Array(standings.enumerated()), id: \.element.id) { index, team in
                    GridRow {
                        Text("\(index + 1)")
                        Text(team.name)
                        Text("\(team.played)")
                        Text(team.goalDifference > 0 ? "+\(team.goalDifference)" : "\(team.goalDifference)")
                        Text("\(team.points)").bold()
                    }
                }
                GridRow {
                    Text("Updated after matchday 8")
                        .font(.footnote)
                        .gridCellColumns(2)
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                }
            }
            .padding()
            Button("City win") {
                if let index = teams.firstIndex(where: { $0.name == "City" }) {
                    teams[index].wins += 1
                    teams[index].goalsFor += 2
                }
            }
        }
    }
}

#Preview {
    LeagueTableView()
}
