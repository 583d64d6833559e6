// Demonstrates: a fitness summary laid out with Grid(alignment:horizontalSpacing:verticalSpacing:) and GridRow, .gridCellColumns(2), Divider().gridCellUnsizedAxes(.horizontal), stat cards with .overlay(alignment: .topTrailing) badges, a .safeAreaInset(edge: .top) banner and a reusable card ViewModifier.
import SwiftUI

struct CardStyle: ViewModifier {
    var tint: Color

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    func card(_ tint: Color = .blue) -> some View {
        modifier(CardStyle(tint: tint))
    }
}

struct StatCard: View {
    let title: String
    let value: String
    var badge: Int = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title2.bold())
        }
        .card()
        .overlay(alignment: .topTrailing) {
            if badge > 0 {
                Text("\(badge)")
                    .font(.caption2.bold())
                    .padding(6)
                    .background(.red, in: Circle())
                    .foregroundStyle(.white)
                    .offset(x: 6, y: -6)
            }
        }
    }
}

struct FitnessSummary: View {
    @State private var workouts = 4
    @State private var showsBanner = true

    var body: some View {
        ScrollView {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    StatCard(title: "Steps", value: "9,412")
                    StatCard(title: "Workouts", value: "\(workouts)", badge: workouts > 3 ? 1 : 0)
                }
                GridRow {
                    StatCard(title: "Calories", value: "2,130 kcal")
                        .gridCellColumns(2)
                }
                Divider()
                    .gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Streak").font(.headline)
                    Text("12 days").frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
            .padding()

            Button("Log workout") {
                workouts += 1
            }
        }
        .safeAreaInset(edge: .top) {
            if showsBanner {
                HStack {
                    Text("New personal best this week!")
                    Spacer()
                    Button("Dismiss") { showsBanner = false }
                }
                .card(.green)
                .padding(.horizontal)
            }
        }
        .onChange(of: workouts) {
            print("workouts: \(workouts)")
        }
    }
}

#Preview {
    FitnessSummary()
}
