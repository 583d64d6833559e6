// Demonstrates: an app's style namespace as indie apps write it: `enum Constants { enum Layout { static let padding: CGFloat = 16 } }`, `extension CGFloat { static let cornerRadius: CGFloat = 12 }`, `Color(.systemBackground)`, `Color(uiColor: .secondarySystemBackground)`, `Color(UIColor.tertiaryLabel)`, `.background(Color(.secondarySystemGroupedBackground))`, `extension Color { static let accentPink = Color("AccentPink") }` with an asset name, `Font.system(.title2, design: .rounded).weight(.semibold)`, `.padding(.horizontal, Constants.Layout.padding)`.
// Source: GitHub app (an indie developer's habit app, its "Design" folder inlined into one screen); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Constants {
    enum Layout {
        static let padding: CGFloat = 16
        static let spacing: CGFloat = 8
        static let iconSize: CGFloat = 28
    }

    enum Copy {
        static let title = "Today"
        static let empty = "No habits yet"
    }
}

extension CGFloat {
    static let cornerRadius: CGFloat = 12
}

extension Color {
    static let accentPink = Color("AccentPink")
    static let cardBackground = Color(uiColor: .secondarySystemBackground)
}

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var icon: String
    var done = false
}

struct HabitCard: View {
    @Binding var habit: Habit

    var body: some View {
        HStack(spacing: Constants.Layout.spacing) {
            Image(systemName: habit.icon)
                .font(.system(size: Constants.Layout.iconSize))
                .foregroundStyle(habit.done ? Color.accentPink : Color(UIColor.tertiaryLabel))
            Text(habit.name)
                .font(Font.system(.title2, design: .rounded).weight(.semibold))
            Spacer()
            Button(habit.done ? "Undo" : "Done") {
                habit.done.toggle()
            }
        }
        .padding(.horizontal, Constants.Layout.padding)
        .padding(.vertical, Constants.Layout.padding / 2)
        .background(Color.cardBackground, in: RoundedRectangle(cornerRadius: .cornerRadius))
    }
}

struct TodayView: View {
    @State private var habits = [
        Habit(name: "Read", icon: "book"),
        Habit(name: "Walk", icon: "figure.walk"),
    ]

    var completion: Double {
        habits.isEmpty ? 0 : Double(habits.filter(\.done).count) / Double(habits.count)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Constants.Layout.spacing) {
                Text(Constants.Copy.title)
                    .font(.largeTitle.bold())
                ProgressView(value: completion)
                    .tint(.accentPink)
                if habits.isEmpty {
                    Text(Constants.Copy.empty)
                }
                ForEach($habits) { $habit in
                    HabitCard(habit: $habit)
                }
                Button("Add habit") {
                    habits.append(Habit(name: "Stretch", icon: "figure.flexibility"))
                    print("\(habits.count) habits, \(Int(completion * 100))% done")
                }
            }
            .padding(Constants.Layout.padding)
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    TodayView()
}
