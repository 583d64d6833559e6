// Demonstrates: a meetings app in the style of Apple's tutorial apps — List($meetings) { $meeting in } rows with NavigationLink(destination:), a Theme enum with computed colors, a custom LabelStyle exposed through `extension LabelStyle where Self == …`, and a draft copy edited in a sheet with cancellation/confirmation toolbar items.
import SwiftUI

enum Theme: String, CaseIterable, Identifiable, Codable {
    case bubblegum
    case buttercup
    case lavender
    case navy
    case orange
    case teal

    var accentColor: Color {
        switch self {
        case .bubblegum, .buttercup, .lavender, .orange, .teal: return .black
        case .navy: return .white
        }
    }

    var mainColor: Color {
        switch self {
        case .bubblegum: return .pink
        case .buttercup: return .yellow
        case .lavender: return .purple
        case .navy: return .blue
        case .orange: return .orange
        case .teal: return .teal
        }
    }

    var name: String {
        rawValue.capitalized
    }

    var id: String {
        name
    }
}

struct Standup: Identifiable, Codable {
    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get {
            Double(lengthInMinutes)
        }
        set {
            lengthInMinutes = Int(newValue)
        }
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

extension Standup {
    struct Attendee: Identifiable, Codable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    static var emptyStandup: Standup {
        Standup(title: "", attendees: [], lengthInMinutes: 5, theme: .lavender)
    }
}

extension Standup {
    static let sampleData: [Standup] = [
        Standup(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .buttercup),
        Standup(title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5, theme: .orange),
        Standup(title: "Web Dev", attendees: ["Chella", "Chris", "Christina", "Eden", "Karla", "Lindsey", "Aga", "Chad", "Jenn", "Sarah"], lengthInMinutes: 5, theme: .navy),
    ]
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

struct CardView: View {
    let standup: Standup

    var body: some View {
        VStack(alignment: .leading) {
            Text(standup.title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HStack {
                Label("\(standup.attendees.count)", systemImage: "person.3")
                    .accessibilityLabel("\(standup.attendees.count) attendees")
                Spacer()
                Label("\(standup.lengthInMinutes)", systemImage: "clock")
                    .accessibilityLabel("\(standup.lengthInMinutes) minute meeting")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(standup.theme.accentColor)
    }
}

struct ThemeView: View {
    let theme: Theme

    var body: some View {
        Text(theme.name)
            .padding(4)
            .frame(maxWidth: .infinity)
            .background(theme.mainColor)
            .foregroundColor(theme.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

struct ThemePicker: View {
    @Binding var selection: Theme

    var body: some View {
        Picker("Theme", selection: $selection) {
            ForEach(Theme.allCases) { theme in
                ThemeView(theme: theme)
                    .tag(theme)
            }
        }
        .pickerStyle(.navigationLink)
    }
}

struct DetailEditView: View {
    @Binding var standup: Standup
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $standup.title)
                HStack {
                    Slider(value: $standup.lengthInMinutesAsDouble, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    .accessibilityValue("\(standup.lengthInMinutes) minutes")
                    Spacer()
                    Text("\(standup.lengthInMinutes) minutes")
                        .accessibilityHidden(true)
                }
                ThemePicker(selection: $standup.theme)
            }
            Section(header: Text("Attendees")) {
                ForEach(standup.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    standup.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            let attendee = Standup.Attendee(name: newAttendeeName)
                            standup.attendees.append(attendee)
                            newAttendeeName = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add attendee")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }
}

struct DetailView: View {
    @Binding var standup: Standup

    @State private var editingStandup = Standup.emptyStandup
    @State private var isPresentingEditView = false

    var body: some View {
        List {
            Section(header: Text("Meeting Info")) {
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text("\(standup.lengthInMinutes) minutes")
                }
                .accessibilityElement(children: .combine)
                HStack {
                    Label("Theme", systemImage: "paintpalette")
                    Spacer()
                    Text(standup.theme.name)
                        .padding(4)
                        .foregroundColor(standup.theme.accentColor)
                        .background(standup.theme.mainColor)
                        .cornerRadius(4)
                }
                .accessibilityElement(children: .combine)
            }
            Section(header: Text("Attendees")) {
                ForEach(standup.attendees) { attendee in
                    Label(attendee.name, systemImage: "person")
                }
            }
        }
        .navigationTitle(standup.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingStandup = standup
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                DetailEditView(standup: $editingStandup)
                    .navigationTitle(standup.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                standup = editingStandup
                                print("saved \(standup.title): \(standup.attendees.map(\.name))")
                            }
                        }
                    }
            }
        }
    }
}

struct StandupsView: View {
    @Binding var standups: [Standup]

    var body: some View {
        NavigationStack {
            List($standups) { $standup in
                NavigationLink(destination: DetailView(standup: $standup)) {
                    CardView(standup: standup)
                }
                .listRowBackground(standup.theme.mainColor)
            }
            .navigationTitle("Daily Standups")
            .toolbar {
                Button(action: {}) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Standup")
            }
        }
    }
}

struct StandupsView_Previews: PreviewProvider {
    static var previews: some View {
        StandupsView(standups: .constant(Standup.sampleData))
    }
}
