// Demonstrates: Observation beyond basics: @ObservationIgnored on a cache and a counter, a computed property derived from tracked ones, withObservationTracking with onChange firing once, @Bindable on a list row editing a class element, @Environment of an @Observable injected with .environment(_:), a didSet on a tracked property, and an @Observable nested inside another.
// Source: blog post (an "Observation framework in depth" article's companion app); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

@Observable
final class Habit: Identifiable {
    let id = UUID()
    var title: String
    var streak = 0 {
        didSet { best = max(best, streak) }
    }
    var best = 0

    init(title: String) { self.title = title }
}

@Observable
final class HabitStore {
    var habits = [Habit(title: "Read"), Habit(title: "Walk")]
    var filterText = ""
    @ObservationIgnored var computeCount = 0
    @ObservationIgnored private var cache: [String: Int] = [:]

    var visible: [Habit] {
        computeCount += 1
        return filterText.isEmpty ? habits : habits.filter { $0.title.localizedCaseInsensitiveContains(filterText) }
    }

    var totalStreak: Int { habits.reduce(0) { $0 + $1.streak } }

    func lengthOfTitle(_ title: String) -> Int {
        if let known = cache[title] { return known }
        let length = title.count
        cache[title] = length
        return length
    }

    func watchTotal() {
        withObservationTracking {
            _ = totalStreak
        } onChange: {
            print("total streak is about to change")
        }
    }
}

struct HabitRow: View {
    @Bindable var habit: Habit

    var body: some View {
        HStack {
            TextField("Title", text: $habit.title)
            Stepper("\(habit.streak) (best \(habit.best))", value: $habit.streak, in: 0...30)
        }
    }
}

struct HabitSummary: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        Text("Total streak: \(store.totalStreak)")
    }
}

struct HabitsScreen: View {
    @State private var store = HabitStore()

    var body: some View {
        List {
            ForEach(store.visible) { habit in
                HabitRow(habit: habit)
            }
            HabitSummary()
            Button("Watch total") { store.watchTotal() }
            Button("Bump Read") {
                store.habits[0].streak += 2
                store.habits[0].streak -= 1
                print("computed visible \(store.computeCount) times, title length \(store.lengthOfTitle(store.habits[0].title))")
            }
            Button("Filter w") { store.filterText = "w" }
            Button("Add Swim") { store.habits.append(Habit(title: "Swim")) }
        }
        .environment(store)
    }
}

#Preview {
    HabitsScreen()
}
