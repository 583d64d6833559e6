// Demonstrates: an emoji picker: `LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))], pinnedViews: [.sectionHeaders])` with `Section(header:)` per category, categories as an enum with `CaseIterable` and computed emoji ranges built from `Unicode.Scalar` values, a recent list capped at 8 with `prefix`, a `@Binding` selection back to a parent sheet presented with `sheet(isPresented:)`, and `UIImpactFeedbackGenerator(style: .light).impactOccurred()` on pick.
// Source: open-source app (an emoji picker component of a journaling app, found through a search for LazyVGrid adaptive minimum pinnedViews sectionHeaders emoji Unicode.Scalar UIImpactFeedbackGenerator impactOccurred); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'Unicode'
import SwiftUI
import UIKit

enum EmojiCategory: String, CaseIterable, Identifiable {
    case smileys = "Smileys"
    case animals = "Animals"
    case food = "Food"

    var id: String { rawValue }

    var range: ClosedRange<UInt32> {
        switch self {
        case .smileys: return 0x1F600...0x1F60F
        case .animals: return 0x1F400...0x1F40B
        case .food: return 0x1F345...0x1F34F
        }
    }

    var emojis: [String] {
        range.compactMap { Unicode.Scalar($0) }.map { String(Character($0)) }
    }
}

struct EmojiGrid: View {
    @Binding var selection: String
    @Binding var recent: [String]
    @Environment(\.presentationMode) var presentationMode

    let columns = [GridItem(.adaptive(minimum: 44))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8, pinnedViews: [.sectionHeaders]) {
                if !recent.isEmpty {
                    Section(header: header("Recent")) {
                        ForEach(recent, id: \.self) { emoji in
                            cell(emoji)
                        }
                    }
                }
                ForEach(EmojiCategory.allCases) { category in
                    Section(header: header(category.rawValue)) {
                        ForEach(category.emojis, id: \.self) { emoji in
                            cell(emoji)
                        }
                    }
                }
            }
            .padding(.horizontal)
        }
    }

    func header(_ title: String) -> some View {
        Text(title)
            .font(.subheadline.weight(.semibold))
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.vertical, 4)
            .background(Color(UIColor.systemBackground))
    }

    func cell(_ emoji: String) -> some View {
        Button(action: { pick(emoji) }) {
            Text(emoji)
                .font(.system(size: 30))
        }
    }

    func pick(_ emoji: String) {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        selection = emoji
        recent.removeAll { $0 == emoji }
        recent.insert(emoji, at: 0)
        recent = Array(recent.prefix(8))
        presentationMode.wrappedValue.dismiss()
    }
}

struct JournalEntry: Identifiable {
    let id = UUID()
    var mood: String
    var text: String
}

struct JournalView: View {
    @State private var mood = "🙂"
    @State private var text = ""
    @State private var recent: [String] = []
    @State private var entries: [JournalEntry] = []
    @State private var showingPicker = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Today")) {
                    HStack {
                        Button(mood) {
                            showingPicker = true
                        }
                        .font(.largeTitle)
                        TextField("How was your day?", text: $text)
                    }
                    Button("Save entry") {
                        entries.insert(JournalEntry(mood: mood, text: text.isEmpty ? "(no text)" : text), at: 0)
                        print("saved \(mood) — \(entries.count) entries; first smiley \(EmojiCategory.smileys.emojis.first ?? "")")
                        text = ""
                    }
                }
                Section(header: Text("Entries")) {
                    ForEach(entries) { entry in
                        HStack {
                            Text(entry.mood)
                            Text(entry.text)
                        }
                    }
                }
            }
            .navigationBarTitle("Journal")
            .sheet(isPresented: $showingPicker) {
                EmojiGrid(selection: $mood, recent: $recent)
            }
        }
    }
}

struct JournalView_Previews: PreviewProvider {
    static var previews: some View {
        JournalView()
    }
}
