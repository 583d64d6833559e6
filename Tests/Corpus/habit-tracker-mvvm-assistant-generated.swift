// Demonstrates: a file as an AI coding assistant writes it on request ("a habit tracker with MVVM"): a @MainActor view model with private(set) state, a loading-state enum with associated values, a protocol service with a mock that sleeps, .task and .refreshable, swipe to delete, an add sheet with a Form and a disabled Save, streak computed with Calendar, MARK comments.
// Source: assistant-generated (code an AI assistant produced for a learner, pasted unedited); written for Vivarium in that style, not copied.
// First paste: ran

import SwiftUI

// MARK: - Model

struct Habit: Identifiable, Codable, Equatable {
    let id: UUID
    var name: String
    var emoji: String
    var completedDates: [Date]

    init(id: UUID = UUID(), name: String, emoji: String, completedDates: [Date] = []) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.completedDates = completedDates
    }

    /// Number of consecutive days (ending today) the habit was completed.
    var currentStreak: Int {
        let calendar = Calendar.current
        var streak = 0
        var day = calendar.startOfDay(for: Date())
        let days = Set(completedDates.map { calendar.startOfDay(for: $0) })
        while days.contains(day) {
            streak += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return streak
    }

    func isCompleted(on date: Date) -> Bool {
        completedDates.contains { Calendar.current.isDate($0, inSameDayAs: date) }
    }
}

// MARK: - Service

protocol HabitServiceProtocol {
    func fetchHabits() async throws -> [Habit]
}

struct MockHabitService: HabitServiceProtocol {
    func fetchHabits() async throws -> [Habit] {
        try await Task.sleep(nanoseconds: 500_000_000)
        return [
            Habit(name: "Drink water", emoji: "💧"),
            Habit(name: "Read 10 pages", emoji: "📚"),
            Habit(name: "Walk", emoji: "🚶"),
        ]
    }
}

// MARK: - ViewModel

@MainActor
final class HabitListViewModel: ObservableObject {
    enum LoadingState: Equatable {
        case idle
        case loading
        case loaded
        case failed(String)
    }

    @Published private(set) var habits: [Habit] = []
    @Published private(set) var state: LoadingState = .idle

    private let service: HabitServiceProtocol

    init(service: HabitServiceProtocol = MockHabitService()) {
        self.service = service
    }

    func load() async {
        state = .loading
        do {
            habits = try await service.fetchHabits()
            state = .loaded
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func toggleToday(for habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        let today = Date()
        if habits[index].isCompleted(on: today) {
            habits[index].completedDates.removeAll { Calendar.current.isDate($0, inSameDayAs: today) }
        } else {
            habits[index].completedDates.append(today)
        }
    }

    func add(name: String, emoji: String) {
        habits.append(Habit(name: name, emoji: emoji))
    }

    func delete(at offsets: IndexSet) {
        habits.remove(atOffsets: offsets)
    }
}

// MARK: - Views

struct HabitListView: View {
    @StateObject private var viewModel = HabitListViewModel()
    @State private var isShowingAddSheet = false

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .idle, .loading:
                    ProgressView("Loading habits…")
                case .failed(let message):
                    ContentUnavailableView("Couldn't load", systemImage: "exclamationmark.triangle", description: Text(message))
                case .loaded:
                    List {
                        ForEach(viewModel.habits) { habit in
                            HabitRow(habit: habit) {
                                viewModel.toggleToday(for: habit)
                            }
                        }
                        .onDelete(perform: viewModel.delete)
                    }
                    .listStyle(.insetGrouped)
                    .refreshable {
                        await viewModel.load()
                    }
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isShowingAddSheet = true
                    } label: {
                        Label("Add Habit", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $isShowingAddSheet) {
                AddHabitView { name, emoji in
                    viewModel.add(name: name, emoji: emoji)
                }
            }
            .task {
                await viewModel.load()
            }
        }
    }
}

struct HabitRow: View {
    let habit: Habit
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Text(habit.emoji)
                .font(.largeTitle)
            VStack(alignment: .leading) {
                Text(habit.name)
                    .font(.headline)
                Text("🔥 \(habit.currentStreak) day streak")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: onToggle) {
                Image(systemName: habit.isCompleted(on: Date()) ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
            }
            .buttonStyle(.plain)
        }
        .padding(.vertical, 4)
    }
}

struct AddHabitView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var emoji = "✅"

    let onSave: (String, String) -> Void

    var body: some View {
        NavigationStack {
            Form {
                Section("Details") {
                    TextField("Habit name", text: $name)
                    TextField("Emoji", text: $emoji)
                }
            }
            .navigationTitle("New Habit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(name.trimmingCharacters(in: .whitespaces), emoji)
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

// MARK: - Preview

#Preview {
    HabitListView()
}
