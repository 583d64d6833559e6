// Demonstrates: a TabView whose tabs are generated with ForEach over an enum's allCases (title, icon and a destination view per case via a @ViewBuilder computed property), selection bound to @State, and a per-tab counter kept in a dictionary keyed by the enum.
import SwiftUI

enum AppSection: String, CaseIterable, Identifiable {
    case today, library, search, settings

    var id: String { rawValue }
    var title: String { rawValue.capitalized }

    var icon: String {
        switch self {
        case .today: "sun.max"
        case .library: "books.vertical"
        case .search: "magnifyingglass"
        case .settings: "gearshape"
        }
    }

    @ViewBuilder
    var destination: some View {
        switch self {
        case .today:
            Text("Good morning")
        case .library:
            List(1...3, id: \.self) { Text("Book \($0)") }
        case .search:
            Text("Search for something")
        case .settings:
            Form { Toggle("Dark mode", isOn: .constant(false)) }
        }
    }
}

struct SectionsTabView: View {
    @State private var selection: AppSection = .today
    @State private var visits: [AppSection: Int] = [:]

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                ForEach(AppSection.allCases) { section in
                    section.destination
                        .tabItem { Label(section.title, systemImage: section.icon) }
                        .tag(section)
                }
            }
            HStack {
                ForEach(AppSection.allCases) { section in
                    Button(section.title) {
                        selection = section
                    }
                }
            }
            Text("Visits: " + AppSection.allCases.map { "\($0.title) \(visits[$0, default: 0])" }.joined(separator: ", "))
        }
        .onChange(of: selection, initial: true) { _, newValue in
            visits[newValue, default: 0] += 1
        }
    }
}

#Preview {
    SectionsTabView()
}
