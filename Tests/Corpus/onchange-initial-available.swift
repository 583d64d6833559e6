// Demonstrates: iOS 17's onChange(of:initial:_:) running at appear, if #available inside a @ViewBuilder helper, a computed view property, and an enum cycling through allCases with firstIndex.
import SwiftUI

enum Season: String, CaseIterable {
    case spring, summer, autumn, winter

    mutating func advance() {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        self = all[(index + 1) % all.count]
    }
}

struct SeasonView: View {
    @State private var season: Season = .winter
    @State private var log: [String] = []

    @ViewBuilder
    private func badge(for season: Season) -> some View {
        if #available(iOS 17, *) {
            Text(season.rawValue.capitalized)
                .font(.headline)
        } else {
            Text(season.rawValue)
        }
    }

    var body: some View {
        VStack {
            badge(for: season)
            Button("Next season") { season.advance() }
            ForEach(log, id: \.self) { Text($0) }
        }
        .onChange(of: season, initial: true) { oldValue, newValue in
            log.append("\(oldValue.rawValue) → \(newValue.rawValue)")
        }
    }
}

#Preview {
    SeasonView()
}
