// Demonstrates: an @main app whose store loads from and saves to Documents — URL.documentsDirectory.appending(path:), try? Data(contentsOf:), JSONEncoder with sortedKeys, and a save when scenePhase goes to .background.
import SwiftUI

struct Habit: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var streak = 0
}

@MainActor
final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = []
    private let saveURL = URL.documentsDirectory.appending(path: "habits.json")

    init() {
        if let data = try? Data(contentsOf: saveURL),
           let saved = try? JSONDecoder().decode([Habit].self, from: data) {
            habits = saved
        } else {
            habits = [Habit(name: "Read"), Habit(name: "Stretch")]
        }
        print("HabitStore loaded \(habits.count) habits")
    }

    func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(habits)
            try data.write(to: saveURL, options: [.atomic, .completeFileProtection])
            print("saved to \(saveURL.lastPathComponent)")
        } catch {
            print("save failed: \(error.localizedDescription)")
        }
    }

    func checkIn(_ habit: Habit) {
        guard let index = habits.firstIndex(of: habit) else { return }
        habits[index].streak += 1
    }
}

@main
struct HabitsApp: App {
    @StateObject private var store = HabitStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            HabitListView()
                .environmentObject(store)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background {
                store.save()
            }
        }
    }
}

struct HabitListView: View {
    @EnvironmentObject var store: HabitStore

    var body: some View {
        NavigationStack {
            List(store.habits) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    Text("🔥 \(habit.streak)")
                    Button("Check in") { store.checkIn(habit) }
                        .buttonStyle(.borderless)
                }
            }
            .navigationTitle("Habits")
        }
    }
}
