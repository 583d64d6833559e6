// Demonstrates: a mood journal's slip with Swift 5.9 `switch` expressions: one branch of `let tint = switch mood { ... }` yields a `String` ("gray") where the others yield `Color`s, which swiftc refuses ("branches have mismatching types"); the rest — entries with a mood enum, a picker of emoji, a week summary — is as pasted.
// Source: Reddit post (r/SwiftUI, a learner trying the new if/switch expressions in a mood tracker, found through a search for switch expression branches have mismatching types Color String let color = switch); written for Vivarium in that style, not copied.
// First paste: failed at load: loaded, but swiftc refuses it: branches have mismatching types 'String' and 'Color'
// expected-error: 25:20: branches have mismatching types 'String' and 'Color'
import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case great = "😄", okay = "🙂", meh = "😐", bad = "😞"
    var id: Self { self }
}

struct Entry: Identifiable {
    let id = UUID()
    let mood: Mood
    let note: String
}

struct MoodBadge: View {
    let mood: Mood

    var body: some View {
        let tint = switch mood {
        case .great: Color.green
        case .okay: Color.mint
        case .meh: "gray"
        case .bad: Color.red
        }
        Text(mood.rawValue)
            .padding(8)
            .background(Circle().fill(tint.opacity(0.3)))
    }
}

struct MoodJournal: View {
    @State private var entries: [Entry] = []
    @State private var mood: Mood = .okay
    @State private var note = ""

    var body: some View {
        Form {
            Picker("Mood", selection: $mood) {
                ForEach(Mood.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            TextField("What happened?", text: $note)
            Button("Log") {
                entries.insert(Entry(mood: mood, note: note), at: 0)
                note = ""
            }
            ForEach(entries) { entry in
                HStack {
                    MoodBadge(mood: entry.mood)
                    Text(entry.note)
                }
            }
        }
    }
}

#Preview {
    MoodJournal()
}
