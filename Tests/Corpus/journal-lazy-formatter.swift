// Demonstrates: a view model with a lazy DateFormatter made by a closure, entries built with map over a range, an average formatted with a specifier.
// Source: Q&A answer (lazy formatter in an ObservableObject); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct JournalEntry: Identifiable {
    let id = UUID()
    var text: String
    var date: Date
    var mood: Int
}

final class JournalViewModel: ObservableObject {
    @Published var entries: [JournalEntry] = []

    lazy var dateFormatter: DateFormatter = {
        print("making formatter")
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    init() {
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        entries = (0..<4).map { offset in
            JournalEntry(text: "Entry #\(offset + 1)",
                         date: base.addingTimeInterval(Double(offset) * -86_400),
                         mood: (offset * 3) % 5 + 1)
        }
        print("init with \(entries.count) entries")
    }

    func title(for entry: JournalEntry) -> String {
        dateFormatter.string(from: entry.date)
    }

    var averageMood: Double {
        guard !entries.isEmpty else { return 0 }
        return Double(entries.reduce(0) { $0 + $1.mood }) / Double(entries.count)
    }

    func addEntry() {
        let latest = entries.map(\.date).max() ?? Date(timeIntervalSince1970: 0)
        entries.insert(JournalEntry(text: "New", date: latest.addingTimeInterval(86_400), mood: 3), at: 0)
    }
}

struct JournalView: View {
    @StateObject private var viewModel = JournalViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.entries) { entry in
                VStack(alignment: .leading) {
                    Text(viewModel.title(for: entry))
                        .font(.headline)
                    Text(entry.text)
                    Text(String(repeating: "😀", count: entry.mood))
                }
            }
            .navigationTitle("Journal")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Text("Average mood: \(viewModel.averageMood, specifier: "%.2f")")
                    Button("Add") {
                        viewModel.addEntry()
                        print(viewModel.entries.prefix(2).map { viewModel.title(for: $0) })
                    }
                }
            }
        }
    }
}

#Preview {
    JournalView()
}
