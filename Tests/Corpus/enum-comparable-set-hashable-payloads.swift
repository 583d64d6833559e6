// Demonstrates: enums with synthesized Comparable (Swift 5.3, including associated values) used to sort, Hashable enums with payloads in a Set and as Dictionary keys, CaseIterable with allCases in a Picker, RawRepresentable Int enum with init?(rawValue:) failing, nested switch over tuple of enums with where, and an enum method returning a closure.
// Source: book (a Swift language book's enums chapter, its examples gathered into a to-do priority screen); written for Vivarium in that style, not copied.
// First paste: failed at tap "Report": enum-comparable-set-hashable-payloads.swift:72:15: error: binary operator '<' cannot be applied to these operands
import SwiftUI

enum Priority: Int, CaseIterable, Comparable, Identifiable {
    case low = 1, medium, high, urgent

    var id: Int { rawValue }
    var label: String { String(describing: self).capitalized }

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum Size: Comparable {
    case small
    case medium(notes: Int)
    case large(minutes: Int)
}

enum Tag: Hashable {
    case person(String)
    case place(String)
    case urgent
}

struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var priority: Priority
    var size: Size
    var tags: Set<Tag>
}

enum Arithmetic {
    case add, multiply
    func operation() -> (Int, Int) -> Int {
        switch self {
        case .add: return { $0 + $1 }
        case .multiply: return { $0 * $1 }
        }
    }
}

struct ChoreBoardView: View {
    @State private var minimum: Priority = .medium
    @State private var chores = [
        Chore(title: "Taxes", priority: .urgent, size: .large(minutes: 90), tags: [.urgent, .place("office")]),
        Chore(title: "Call mom", priority: .high, size: .small, tags: [.person("Mom")]),
        Chore(title: "Plants", priority: .low, size: .medium(notes: 2), tags: [.place("home")]),
        Chore(title: "Email Sam", priority: .medium, size: .medium(notes: 1), tags: [.person("Sam"), .urgent]),
    ]

    private var visible: [Chore] {
        chores.filter { $0.priority >= minimum }.sorted { ($0.priority, $0.title) > ($1.priority, $1.title) }
    }

    var body: some View {
        Form {
            Picker("At least", selection: $minimum) {
                ForEach(Priority.allCases) { Text($0.label).tag($0) }
            }
            ForEach(visible) { chore in
                LabeledContent(chore.title, value: chore.priority.label)
            }
            Button("Report") { report() }
            Button("Show all") { minimum = .low }
        }
    }

    private func report() {
        print(chores.map(\.size).sorted().map { "\($0)" })
        print(Priority(rawValue: 3)?.label ?? "none", Priority(rawValue: 9)?.label ?? "none", Priority.allCases.max()!.label)
        let allTags = chores.reduce(into: Set<Tag>()) { $0.formUnion($1.tags) }
        let people = allTags.compactMap { tag -> String? in
            if case .person(let name) = tag { return name }
            return nil
        }.sorted()
        print("tags \(allTags.count), people \(people), urgent count \(chores.filter { $0.tags.contains(.urgent) }.count)")
        var byTag: [Tag: [String]] = [:]
        for chore in chores { for tag in chore.tags { byTag[tag, default: []].append(chore.title) } }
        print(byTag[.urgent]?.sorted() ?? [])
        for chore in chores {
            switch (chore.priority, chore.size) {
            case (.urgent, .large(let minutes)) where minutes > 60: print("\(chore.title): block the afternoon")
            case (_, .small): print("\(chore.title): do it now")
            case (let p, .medium(let notes)) where p >= .medium && notes > 0: print("\(chore.title): \(notes) note(s) first")
            default: print("\(chore.title): later")
            }
        }
        print(Arithmetic.add.operation()(3, 4), Arithmetic.multiply.operation()(3, 4))
    }
}

#Preview {
    ChoreBoardView()
}
