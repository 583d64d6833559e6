// Demonstrates: a segmented Picker over a CaseIterable enum with a custom label, switching content with a @ViewBuilder computed property and a switch.
import SwiftUI

enum Period: String, CaseIterable, Identifiable {
    case day, week, month
    var id: String { rawValue }

    var title: LocalizedStringKey {
        switch self {
        case .day: "Today"
        case .week: "This Week"
        case .month: "This Month"
        }
    }
}

struct StatsView: View {
    @State private var period: Period = .week

    @ViewBuilder
    private var content: some View {
        switch period {
        case .day:
            Text("3 workouts")
        case .week:
            VStack {
                Text("12 workouts")
                Text("Best day: Tuesday")
            }
        case .month:
            Label("48 workouts", systemImage: "chart.bar")
        }
    }

    var body: some View {
        VStack {
            Picker("Period", selection: $period) {
                ForEach(Period.allCases) { period in
                    Text(period.title).tag(period)
                }
            }
            .pickerStyle(.segmented)
            content
                .onAppear { print("content for \(period.rawValue)") }
            Button("Next period") {
                let all = Period.allCases
                let next = all[(all.firstIndex(of: period)! + 1) % all.count]
                period = next
            }
        }
        .padding()
    }
}

#Preview {
    StatsView()
}
