// Demonstrates: Grid with GridRow, gridCellColumns and Divider, updated from buttons.
import SwiftUI

struct Scoreboard: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Team")
                Text("Score")
            }
            .font(.headline)
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Home")
                Text("\(home)")
            }
            GridRow {
                Text("Away")
                Text("\(away)")
            }
            GridRow {
                Button("Home scores") { home += 1 }
                Button("Away scores") { away += 1 }
            }
            GridRow {
                Text(home == away ? "Tied" : (home > away ? "Home leads" : "Away leads"))
                    .gridCellColumns(2)
            }
        }
        .padding()
    }
}

#Preview {
    Scoreboard()
}
