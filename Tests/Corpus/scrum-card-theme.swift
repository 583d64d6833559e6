// Demonstrates: a daily-scrum model with nested types, a themed enum, a get/set computed property, a custom LabelStyle behind a static member, List($scrums).
// Source: Apple sample-code tutorial style (Scrumdinger); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Theme: String, CaseIterable, Identifiable, Codable {
    case bubblegum, buttercup, indigo, lavender, orange, poppy, seafoam, sky

    var accentColor: Color {
        switch self {
        case .bubblegum, .buttercup, .lavender, .orange, .seafoam, .sky: return .black
        case .indigo, .poppy: return .white
        }
    }

    var mainColor: Color {
        switch self {
        case .bubblegum: return .pink
        case .buttercup: return .yellow
        case .indigo: return .indigo
        case .lavender: return .purple
        case .orange: return .orange
        case .poppy: return .red
        case .seafoam: return .mint
        case .sky: return .cyan
        }
    }

    var name: String { rawValue.capitalized }
    var id: String { name }
}

struct DailyScrum: Identifiable {
    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }
    var theme: Theme

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { Attendee(name: $0) }
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }
}

extension DailyScrum {
    struct Attendee: Identifiable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    static var emptyScrum: DailyScrum {
        DailyScrum(title: "", attendees: [], lengthInMinutes: 5, theme: .sky)
    }

    static let sampleData: [DailyScrum] = [
        DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .yellowish),
        DailyScrum(title: "App Dev", attendees: ["Katie", "Gray", "Euna"], lengthInMinutes: 5, theme: .orange),
        DailyScrum(title: "Web Dev", attendees: ["Chella", "Chris"], lengthInMinutes: 1, theme: .poppy)
    ]
}

extension Theme {
    static let yellowish = Theme.buttercup
}

struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HStack {
                Label("\(scrum.attendees.count)", systemImage: "person.3")
                    .accessibilityLabel("\(scrum.attendees.count) attendees")
                Spacer()
                Label("\(scrum.lengthInMinutes)", systemImage: "clock")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(scrum.theme.accentColor)
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

struct ScrumsView: View {
    @State private var scrums = DailyScrum.sampleData

    var body: some View {
        NavigationStack {
            List($scrums) { $scrum in
                CardView(scrum: scrum)
                    .listRowBackground(scrum.theme.mainColor)
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button(action: {
                    var scrum = DailyScrum.emptyScrum
                    scrum.title = "New"
                    scrum.lengthInMinutesAsDouble = 12.9
                    scrums.append(scrum)
                    print(scrums.map { "\($0.title):\($0.lengthInMinutes):\($0.theme.name)" })
                }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Scrum")
            }
        }
    }
}

#Preview {
    ScrumsView()
}
