// Demonstrates: grouping journal entries into "Today", "Yesterday", "This week" and "Earlier" sections with `Calendar.isDateInToday`, `isDateInYesterday`, `dateComponents([.day], from:to:)`, `startOfDay(for:)`, `date(byAdding:value:to:)`, a `RelativeDateTimeFormatter` with `.named` style, `Section` headers from an ordered array of tuples, `.listStyle(.insetGrouped)`, `.onDelete` on a section.
// Source: book (a SwiftUI book's journaling app chapter on dates); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct JournalEntry: Identifiable {
    let id = UUID()
    var text: String
    var date: Date
}

enum Bucket: String, CaseIterable {
    case today = "Today"
    case yesterday = "Yesterday"
    case thisWeek = "This week"
    case earlier = "Earlier"
}

@Observable
final class Journal {
    var entries: [JournalEntry]
    let calendar = Calendar.current
    let now: Date

    init(now: Date = .now) {
        self.now = now
        let cal = Calendar.current
        entries = [
            JournalEntry(text: "Morning run", date: now.addingTimeInterval(-3600)),
            JournalEntry(text: "Read a chapter", date: cal.date(byAdding: .day, value: -1, to: now)!),
            JournalEntry(text: "Called mum", date: cal.date(byAdding: .day, value: -3, to: now)!),
            JournalEntry(text: "Planted tomatoes", date: cal.date(byAdding: .day, value: -20, to: now)!),
        ]
    }

    func bucket(for date: Date) -> Bucket {
        if calendar.isDateInToday(date) { return .today }
        if calendar.isDateInYesterday(date) { return .yesterday }
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? 0
        return days < 7 ? .thisWeek : .earlier
    }

    var sections: [(Bucket, [JournalEntry])] {
        let grouped = Dictionary(grouping: entries) { bucket(for: $0.date) }
        return Bucket.allCases.compactMap { bucket in
            guard let items = grouped[bucket], !items.isEmpty else { return nil }
            return (bucket, items.sorted { $0.date > $1.date })
        }
    }

    func delete(_ entry: JournalEntry) {
        entries.removeAll { $0.id == entry.id }
    }
}

struct JournalView: View {
    @State private var journal = Journal()
    private let relative: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        return formatter
    }()

    var body: some View {
        NavigationStack {
            List {
                ForEach(journal.sections, id: \.0) { bucket, items in
                    Section(bucket.rawValue) {
                        ForEach(items) { entry in
                            VStack(alignment: .leading) {
                                Text(entry.text)
                                Text(relative.localizedString(for: entry.date, relativeTo: journal.now))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .onDelete { offsets in
                            for offset in offsets {
                                journal.delete(items[offset])
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Journal")
            .toolbar {
                Button("Add") {
                    journal.entries.append(JournalEntry(text: "New thought #\(journal.entries.count + 1)", date: journal.now))
                    print(journal.sections.map { "\($0.0.rawValue)=\($0.1.count)" }.joined(separator: " "))
                }
            }
        }
    }
}

#Preview {
    JournalView()
}
