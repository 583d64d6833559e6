// Demonstrates: enums from raw values — init?(rawValue:) with a fallback, CaseIterable with allCases.firstIndex, a computed next case, and Comparable enums sorted.
import SwiftUI

enum Level: Int, CaseIterable, Comparable {
    case beginner = 1, intermediate, advanced, expert

    static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

    var next: Level? {
        Level(rawValue: rawValue + 1)
    }

    var title: String {
        String(describing: self).capitalized
    }
}

enum Weekday: String, CaseIterable {
    case mon, tue, wed, thu, fri, sat, sun
    var isWeekend: Bool { self == .sat || self == .sun }
}

struct LevelView: View {
    @State private var level: Level = .beginner
    @State private var input = "wed"

    private var parsedDay: Weekday { Weekday(rawValue: input.lowercased()) ?? .mon }

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(level.title) (\(level.rawValue) of \(Level.allCases.count))")
            Button(level.next.map { "Advance to \($0.title)" } ?? "Max level") {
                if let next = level.next { level = next }
            }
            Text("Day: \(parsedDay.rawValue), weekend: \(parsedDay.isWeekend ? "yes" : "no")")
            Text("Index: \(Weekday.allCases.firstIndex(of: parsedDay) ?? -1)")
            Button("Try SUN") { input = "SUN" }
            Button("Try xyz") { input = "xyz" }
            Text([Level.expert, .beginner, .advanced].sorted().map(\.title).joined(separator: " < "))
        }
    }
}

#Preview {
    LevelView()
}
